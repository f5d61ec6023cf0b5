import { useId, useRef } from 'react';
import { FINANCE_COPY } from '../../lib/finance/copy.ts';
import { STRINGS } from '../../lib/strings.ts';

export interface FinanceEnquiryDialogProps {
  href: string;
  /** Label/value pairs describing the loan being enquired about. */
  summary: readonly { label: string; value: string }[];
}

/**
 * 'Get Finance Now' opens the 'Finance Enquiry' dialog. The trigger is a real link to the
 * prefilled enquiry, so it still works before hydration or without JavaScript.
 */
export default function FinanceEnquiryDialog({ href, summary }: FinanceEnquiryDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <a
        className="fc-button"
        href={href}
        aria-haspopup="dialog"
        onClick={(event) => {
          const dialog = dialogRef.current;
          if (!dialog || typeof dialog.showModal !== 'function') return;
          event.preventDefault();
          dialog.showModal();
        }}
      >
        {STRINGS.getFinanceNow}
      </a>
      <dialog ref={dialogRef} className="fc-dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>{STRINGS.financeEnquiry}</h2>
        <dl className="fc-summary">
          {summary.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className="fc-actions">
          <a className="fc-button" href={href} onClick={() => dialogRef.current?.close()}>
            {STRINGS.enquireNow}
          </a>
          <button type="button" className="fc-link-button" onClick={() => dialogRef.current?.close()}>
            {FINANCE_COPY.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
