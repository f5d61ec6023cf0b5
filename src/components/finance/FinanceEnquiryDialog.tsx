import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { FINANCE_COPY } from '../../lib/finance/copy.ts';
import { FORM_COPY } from '../../lib/leads/copy.ts';
import { FIELD } from '../../lib/leads/form-fields.ts';
import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import { leadCarOf } from '../../lib/leads/lead-car.ts';
import { STRINGS } from '../../lib/strings.ts';

// The form's code loads when the dialog first opens, not with the calculator.
const FinanceDialogForm = lazy(() => import('../forms/FinanceDialogForm.tsx'));

/** The finance enquiry form inside the dialog: the dealer's form settings and the car being financed. */
export interface FinanceEnquiryForm {
  settings: LeadFormSettings;
  car: { id: number | string; car_type?: string | null; dealership_slug?: string | null } | null;
}

export interface FinanceEnquiryDialogProps {
  href: string;
  /** Label/value pairs describing the loan being enquired about. */
  summary: readonly { label: string; value: string }[];
  /** With a form, the dialog takes the enquiry itself; without one it links to the enquiry page. */
  form?: FinanceEnquiryForm | null;
  /** The purchase price in the calculator: the form's budget. */
  amount?: number;
}

/**
 * 'Get Finance Now' opens the 'Finance Enquiry' dialog. The trigger is a real link to the
 * prefilled enquiry, so it still works before hydration or without JavaScript.
 */
export default function FinanceEnquiryDialog({ href, summary, form = null, amount }: FinanceEnquiryDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opened, setOpened] = useState(false);
  const car = useMemo(() => (form?.car ? leadCarOf(form.car, form.settings.dealerships) : null), [form]);
  const prefill = useMemo(() => (amount === undefined ? {} : { [FIELD.budget]: Math.round(amount) }), [amount]);
  const preferred = form?.car?.dealership_slug ?? null;
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
          setOpened(true);
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
        {form && opened ? (
          <Suspense fallback={<p aria-busy="true">{FORM_COPY.loading}</p>}>
            <FinanceDialogForm
              settings={form.settings}
              car={car}
              prefill={prefill}
              locationId={form.settings.locations.find((l) => l.dealership_slug === preferred)?.id ?? null}
            />
          </Suspense>
        ) : null}
        <div className="fc-actions">
          {form ? null : (
            <a className="fc-button" href={href} onClick={() => dialogRef.current?.close()}>
              {STRINGS.enquireNow}
            </a>
          )}
          <button type="button" className="fc-link-button" onClick={() => dialogRef.current?.close()}>
            {FINANCE_COPY.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
