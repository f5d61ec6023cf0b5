import type { LeadSubmission } from '../../lib/leads/lead-submission.ts';
import { TRADE_IN_FIELD as F } from '../../lib/leads/form-fields.ts';
import type { StoredValuation } from './valuation-store.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The stored valuation an instant offer's adjustments step makes, for every dealer (rule:
 * trade-in.adjustments): the offer the step recorded (null without one), the rego and its state,
 * and the adjustment answers. Where the dealer also saves valuations through /api/miscellaneous
 * (`trade_in.save_valuation_column`), that call replaces it with the same values.
 */
export function storedValuationOf(submission: LeadSubmission): StoredValuation | null {
  if (submission.adjustments === null) return null;
  const data = submission.userData;
  const offer = text(data[F.offerPrice]);
  return {
    offer_price: /^\d+$/.test(offer) ? Number(offer) : null,
    rego: text(data[F.rego]),
    regoState: text(data[F.state]),
    adjustmentAnswers: submission.adjustments.adjustmentAnswers,
  };
}
