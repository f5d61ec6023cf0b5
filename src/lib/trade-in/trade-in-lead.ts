import { TRADE_IN_FIELD as F, TRADE_IN_VEHICLE_FIELDS, type FormValues } from '../leads/form-fields.ts';
import type { LeadFormSettings } from '../leads/form-settings.ts';
import type { LeadCar } from '../leads/lead-car.ts';
import type { LeadSession } from '../leads/lead-session.ts';
import { buildLeadSubmission, type Adjustments, type LeadPage, type LeadSubmission } from '../leads/lead-submission.ts';

/** A value as text: numbers written out, anything else but text empty. */
export const textOf = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');

/** The found vehicle's fields as the lead carries them (text; unknown ones empty). */
export const vehicleValues = (item: Record<string, unknown>): FormValues =>
  Object.fromEntries(TRADE_IN_VEHICLE_FIELDS.map((name) => [name, textOf(item[name]).slice(0, 200)]));

/** What the page knows of the instant offer's lead besides its values. */
export type TradeInLeadPage = {
  /** The car the offer was opened from, if any. */
  car: LeadCar | null;
  /** Where the offer was opened: 'trade-in', 'sell-my-car' or 'car-trade-in'. */
  source: string;
  settings: Pick<LeadFormSettings, 'locations' | 'dealerships'>;
  page: LeadPage;
};

/**
 * A step of the instant offer's lead as the island posts it: the trade-in form's values, naming
 * the lead and its step token as the session says (none on the first step, which creates it).
 */
export function tradeInSubmission(
  session: LeadSession,
  on: TradeInLeadPage,
  values: FormValues,
  isLastStep: boolean,
  adjustments: Adjustments | null = null,
): LeadSubmission {
  const context = { form: 'trade_in' as const, car: on.car, subcategory: null, source: on.source, locationId: null };
  return buildLeadSubmission(context, values, on.settings, on.page, session.step(isLastStep), '', adjustments);
}

/**
 * The adjustments step (`{id, adjustmentAnswers}`, rule: trade-in.adjustments), sent with the
 * last step for every dealer: the valuation's EvalID and what the shopper said of the car's
 * condition; null when the valuation has no EvalID.
 */
export function adjustmentsOf(values: FormValues, km: number): Adjustments | null {
  const id = textOf(values['EvalID']);
  if (id === '') return null;
  const answer = (name: string) => textOf(values[name]);
  return {
    id,
    adjustmentAnswers: {
      odometer: km,
      service_history: answer(F.serviceHistory),
      number_of_keys: answer(F.numberOfKeys),
      car_condition: answer(F.carCondition),
      finance: answer(F.finance),
    },
  };
}

/**
 * The last step's values: the vehicle as the valuation last described it, its RedBook code where
 * the dealer uses them, the offer (empty without one) and the SMS summary for the dealer.
 */
export function offerValues(
  values: FormValues,
  vehicle: Record<string, unknown>,
  o: { km: number; offerPrice: number | null; description: string; redbook: boolean },
): FormValues {
  return {
    ...values,
    ...vehicleValues(vehicle),
    ...(o.redbook ? { [F.redBookCode]: textOf(vehicle['RedBookCode']) } : {}),
    [F.offerPrice]: o.offerPrice === null ? '' : String(o.offerPrice),
    sms_content: `Trade-in: ${o.description}, ${o.km} km. ${textOf(values['name'])} ${textOf(values['phone'])}`.slice(0, 200),
    sms_from: textOf(values['phone']),
  };
}
