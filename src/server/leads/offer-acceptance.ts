import { TRADE_IN_FIELD } from '../../lib/leads/form-fields.ts';
import { OFFER_VALID_DAYS } from '../../lib/trade-in/indicative-offer.ts';
import type { StoreDatabase } from '../store/open-database.ts';
import { leadFromRow, lockLead } from './lead-rows.ts';
import { resend } from './lead-outbox.ts';
import type { Lead } from './lead-types.ts';

/**
 * Why an offer could not be accepted: the lead is unknown, has no offer to accept (not a complete
 * trade-in with an indicative offer), or the offer's 7 days are over.
 */
type OfferRefusal = 'unknown' | 'no_offer' | 'expired';

export type OfferAcceptance = { ok: true; lead: Lead; resent: number } | { ok: false; refusal: OfferRefusal };

/** The indicative offer a complete trade-in lead recorded (its `offer_price`), or null when it has none. */
export function recordedOffer(lead: Pick<Lead, 'payload' | 'stage'>): number | null {
  if (lead.stage !== 'complete' || lead.payload['form'] !== 'trade_in') return null;
  const data = lead.payload['userData'];
  const price = data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[TRADE_IN_FIELD.offerPrice] : null;
  const amount = typeof price === 'string' && /^\d+$/.test(price) ? Number(price) : typeof price === 'number' ? price : null;
  return amount !== null && amount > 0 ? amount : null;
}

/** Whether the shopper accepted the lead's offer (rule: trade-in.offer-acceptance). */
export const offerAccepted = (lead: Pick<Lead, 'payload'>): boolean => lead.payload['offer_accepted'] === true;

/**
 * The shopper accepts the indicative offer their complete trade-in lead recorded (rule:
 * trade-in.offer-acceptance). The one change a complete lead takes: `offer_accepted` becomes true
 * and `offer_accepted_at` the time, in the lead's own transaction; then the dealer is told — every
 * CRM target that already had the lead (delivered or dead-lettered) gets it again as a resend,
 * and one not yet sent sends the accepted lead. Accepting again changes nothing. The offer is
 * valid for 7 days from the lead's creation (the same days the page promises).
 */
export function acceptOffer(database: StoreDatabase, leadId: string, now: Date): Promise<OfferAcceptance> {
  const stamp = now.toISOString();
  return database.transaction(async (trx) => {
    const row = await lockLead(trx, database.engine, leadId);
    if (!row) return { ok: false, refusal: 'unknown' };
    const current = leadFromRow(row);
    if (recordedOffer(current) === null) return { ok: false, refusal: 'no_offer' };
    if (offerAccepted(current)) return { ok: true, lead: current, resent: 0 };
    if (now.getTime() - Date.parse(current.createdAt) > OFFER_VALID_DAYS * 86_400_000) return { ok: false, refusal: 'expired' };
    const payload = { ...current.payload, offer_accepted: true, offer_accepted_at: stamp };
    await trx
      .updateTable('leads')
      .set({ payload: JSON.stringify(payload), updated_at: stamp })
      .where('lead_id', '=', leadId)
      .execute();
    const resent = current.status === 'spam' ? 0 : await resend(trx, stamp, leadId, ['dead', 'delivered']);
    if (resent > 0) await trx.updateTable('leads').set({ status: 'stored' }).where('lead_id', '=', leadId).execute();
    const updated = await trx.selectFrom('leads').selectAll().where('lead_id', '=', leadId).executeTakeFirstOrThrow();
    return { ok: true, lead: leadFromRow(updated), resent };
  });
}
