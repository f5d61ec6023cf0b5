import { useEffect, useId, useRef } from 'react';
import { FORM_COPY } from '../../lib/leads/copy.ts';
import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import type { LeadCar } from '../../lib/leads/lead-car.ts';
import { LEAD_ENTRIES, type LeadDialogKey } from '../../lib/leads/lead-entries.ts';
import LeadFormBlock from './LeadFormBlock.tsx';
import { useLeadCar } from './resolve-lead-car.ts';

export interface LeadDialogProps {
  entry: LeadDialogKey;
  /** The heading and send button where the button that opened it gives its own (a test ride, an inspection). */
  words?: { title: string; submit: string } | null;
  settings: LeadFormSettings;
  /** The car as the button knows it. */
  car: LeadCar | null;
  /** Look the car up in the stock file (a card knows only its id and title). */
  lookUpCar: boolean;
  /** Bumped on every click of the button: each bump opens the dialog. */
  opened: number;
  /** Where focus goes back when the dialog closes. */
  returnFocus: HTMLElement | null;
}

/**
 * A lead form in a modal dialog: the native modal keeps focus inside and closes on Escape; focus
 * starts on the first field and returns to the button. The dialog stays mounted after closing, so
 * reopening it shows what the shopper had typed.
 */
export default function LeadDialog({ entry, words = null, settings, car, lookUpCar, opened, returnFocus }: LeadDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const found = useLeadCar(lookUpCar ? null : car, lookUpCar ? (car?.car_id ?? null) : null, settings.dealerships);
  const leadCar = found ? { ...found, title: found.title || (car?.title ?? '') } : car;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || opened === 0 || dialog.open) return;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')?.focus();
  }, [opened]);

  return (
    <dialog ref={dialogRef} className="lf-dialog" aria-labelledby={titleId} data-lead-dialog-for={entry} onClose={() => returnFocus?.focus()}>
      <div className="lf-dialog__head">
        <h2 id={titleId}>{words?.title ?? LEAD_ENTRIES[entry].title}</h2>
        <button type="button" className="lf-close" aria-label={FORM_COPY.close} onClick={() => dialogRef.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <LeadFormBlock entry={entry} settings={settings} car={leadCar} {...(words ? { submitLabel: words.submit } : {})} />
    </dialog>
  );
}
