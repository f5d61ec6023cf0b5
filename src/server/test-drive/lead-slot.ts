import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { FIELD } from '../../lib/leads/form-fields.ts';
import type { FieldErrors } from '../../lib/leads/form-schemas.ts';
import type { LeadSubmission } from '../../lib/leads/lead-submission.ts';
import { STRINGS } from '../../lib/strings.ts';
import { offersSlot } from '../../lib/test-drive/appointment-slots.ts';
import type { TestDriveSlots } from './test-drive-slots.ts';

/** The slot a lead books (null: none), or the fields to answer 422 with. */
export type LeadSlot = { ok: true; slot: string | null } | { ok: false; fields: FieldErrors };

/** The form's dateTime as a slot's YYYY-MM-DDTHH:MM (seconds of zero allowed), else null. */
const slotOf = (value: unknown): string | null => {
  const match = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::00(?:\.0+)?)?$/.exec(value) : null;
  return match?.[1] ?? null;
};

/**
 * Checks a test drive's chosen time before its lead is stored: a test drive of a car with a
 * dateTime must name a slot offered for that car now (its sales location open, not past, within
 * the horizon). Whether another lead booked it first is the store's to decide, in the lead's own
 * transaction. A test drive with no car or no time books nothing.
 */
export function leadSlotCheck(slots: TestDriveSlots): (dealer: Dealer, submission: LeadSubmission) => Promise<LeadSlot> {
  return async (dealer, submission) => {
    const chosen = submission.userData[FIELD.dateTime];
    if (submission.form !== 'test_drive' || submission.car_id === null || typeof chosen !== 'string' || chosen === '') return { ok: true, slot: null };
    const found = await slots.availability(dealer, submission.car_id, { bookedToo: false });
    if (!found) return { ok: false, fields: { car_id: [STRINGS.testDriveUnknownCar] } };
    const slot = slotOf(chosen);
    if (slot === null || !offersSlot(found.days, slot)) return { ok: false, fields: { [FIELD.dateTime]: [STRINGS.testDriveSlotUnavailable] } };
    return { ok: true, slot };
  };
}
