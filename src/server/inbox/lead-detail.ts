import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { dealerFilterFor } from '../../lib/dealer/stock-filter.ts';
import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import type { StockIndex } from '../../lib/search/stock-index.ts';
import { leadFacts } from '../leads/delivery/lead-facts.ts';
import type { StoreDatabase } from '../store/open-database.ts';
import { isoTimestamp } from '../leads/lead-rows.ts';
import { valuationStore } from '../trade-in/valuation-store.ts';
import { inboxRow, type Activity, type InboxLead } from './inbox-store.ts';

/** A trade-in photo as the console shows it: served by the lead's photo route. */
type Photo = { image_id: string; url: string; content_type: string };

/** Where each CRM target's delivery stands, newest row per target. */
type Delivery = { target: string; state: string; attempt: number; resend: boolean; last_error: string | null; updated_at: string };

/**
 * The whole lead for the console: the row as listed, every answer under the label the form showed
 * (the same facts the CRM's ADF carries), the car as the lead recorded it, its trade-in photos,
 * where its deliveries stand and what staff did to it.
 */
/** The lead's car as the live site has it now: its page and status, or null when not shown (sold long ago, removed, or the index out of reach). */
async function liveCar(index: () => StockIndex, dealer: Dealer, carId: string | null): Promise<{ url: string; status: string } | null> {
  if (carId === null) return null;
  try {
    const doc = await index().getDocument(carId, { filter: dealerFilterFor(dealer) });
    return doc && typeof doc['slug'] === 'string' ? { url: `/cars/${doc['slug']}/`, status: String(doc['status']) } : null;
  } catch {
    return null;
  }
}

export async function leadDetail(
  item: InboxLead,
  o: { database: StoreDatabase; dealer: Dealer; forms: LeadFormSettings; activity: Activity[]; stockIndex: () => StockIndex },
) {
  const { lead } = item;
  const valuations = await valuationStore(o.database).forLead(lead.leadId);
  const photos: Photo[] = valuations.flatMap((v) =>
    v.images.map((image) => ({
      image_id: image.imageId,
      url: `/api/console/leads/${lead.leadId}/photos/${image.imageId}`,
      content_type: image.contentType,
    })),
  );
  const facts = leadFacts(lead, { forms: o.forms, photos: [] });
  const outbox = await o.database.query((db) =>
    db.selectFrom('lead_outbox').selectAll().where('lead_id', '=', lead.leadId).orderBy('created_at').orderBy('outbox_id').execute(),
  );
  const newest = new Map<string, Delivery>();
  for (const row of outbox)
    newest.set(row.target, {
      target: row.target,
      state: row.state,
      attempt: Number(row.attempt),
      resend: Number(row.resend) === 1,
      last_error: row.last_error,
      updated_at: isoTimestamp(row.updated_at),
    });
  const location = o.dealer.locations.find((l) => l.id === item.locationId) ?? null;
  return {
    ...inboxRow(item),
    subcategory: lead.subcategory,
    stage: lead.stage,
    crm_status: lead.status,
    location: location && { id: location.id, name: location.name },
    answers: facts.answers.map(({ name, label, value }) => ({ name, label, value })),
    vehicles: facts.vehicles,
    timeframe: facts.timeframe,
    live_car: await liveCar(o.stockIndex, o.dealer, lead.carId),
    photos,
    deliveries: [...newest.values()],
    activity: o.activity,
  };
}

/** The image a lead's photo id names, if it is one of that lead's. */
export async function leadPhoto(database: StoreDatabase, leadId: string, imageId: string): Promise<{ key: string; contentType: string } | null> {
  const valuations = await valuationStore(database).forLead(leadId);
  const image = valuations.flatMap((v) => v.images).find((i) => i.imageId === imageId);
  return image ? { key: image.key, contentType: image.contentType } : null;
}
