import type { Transaction } from 'kysely';
import { australianMobile } from '../../lib/phone/mobile-number.ts';
import type { StoreDatabase } from '../store/open-database.ts';
import type { StoreTables } from '../store/tables.ts';
import { timeOrderedId } from '../store/time-ordered-id.ts';
import { isoTimestamp, leadColumns, leadFromRow, lockLead } from './lead-rows.ts';
import { outboxOperations, resend, type ClaimOptions, type DeliveryOptions } from './lead-outbox.ts';
import {
  claimRequestKey,
  IdempotencyKeyReusedError,
  issueStepToken,
  LeadClosedError,
  priorRequest,
  sameRequest,
  stepTokenMatches,
  type LeadRequest,
} from './lead-requests.ts';
import { acceptOffer, type OfferAcceptance } from './offer-acceptance.ts';
import type { DeliveryResult, Lead, LeadRoute, LeadStatus, LeadUpdate, NewLead, OutboxItem, PhoneRevealRecord } from './lead-types.ts';

type LeadQuery = { dealer?: string; status?: LeadStatus; limit?: number; accountPhone?: string };

/**
 * The durable lead store (embedded SQLite or PostgreSQL, one schema). Every write is committed
 * and on disk when its promise resolves; a database out of reach rejects with
 * StoreUnavailableError.
 */
export type LeadStore = {
  /**
   * Stores the lead and one outbox row per forwarding target in one transaction. The same
   * (dealer, idempotency key) returns the first lead with created false and writes nothing, or
   * rejects with IdempotencyKeyReusedError when the key named another body (`requestHash`). Spam
   * gets no outbox rows; the rows are due when `dueAt` says. A lead with `testDriveSlot` books it
   * for its car in the same transaction, or rejects with SlotTakenError and stores nothing. A
   * partial lead comes with a new step token (`stepToken`), which its later steps must show.
   */
  createLead(lead: NewLead, targets: readonly string[]): Promise<{ lead: Lead; created: boolean; stepToken?: string }>;
  /**
   * A later step of a multi-step form. Rows not yet offered to a forwarder follow `dueAt` for the
   * updated lead; completing a lead whose partial already went out (or was dead-lettered) sends
   * the complete one again as a resend. null when unknown. A complete lead is final: rejects with
   * LeadClosedError. A `request` whose key already named this same step answers the lead as it is
   * and changes nothing; under a key that named another request it rejects with
   * IdempotencyKeyReusedError.
   */
  updateLead(leadId: string, update: LeadUpdate, request?: LeadRequest): Promise<Lead | null>;
  /** The shopper accepts the offer their complete trade-in lead recorded; the dealer gets the lead again (offer-acceptance.ts). */
  acceptOffer(leadId: string): Promise<OfferAcceptance>;
  /** Whether `token` is one of the step tokens `leadId` was given. */
  stepTokenMatches(leadId: string, token: string): Promise<boolean>;
  getLead(leadId: string): Promise<Lead | null>;
  /** Newest first (default 50, at most 1,000). */
  listLeads(query?: LeadQuery): Promise<Lead[]>;
  claimDue(options?: ClaimOptions): Promise<OutboxItem[]>;
  recordDelivery(outboxId: string, result: DeliveryResult, options?: DeliveryOptions): Promise<void>;
  retry(leadId: string): Promise<number>;
  retryFailed(): Promise<number>;
  recordPhoneReveal(reveal: PhoneRevealRecord): Promise<void>;
  /** Newest first (default 50, at most 1,000). */
  phoneReveals(query?: { dealer?: string; limit?: number }): Promise<PhoneRevealRecord[]>;
  close(): Promise<void>;
};

const MAX_LIST = 1_000;

/** The test drive's slot was booked by another lead first; nothing of this lead was stored. */
export class SlotTakenError extends Error {
  override readonly name = 'SlotTakenError';
}

// The slot's primary key decides a race: the loser inserts nothing and its whole lead rolls back.
async function bookSlot(trx: Transaction<StoreTables>, lead: Lead, dateTime: string, stamp: string): Promise<void> {
  const booked = await trx
    .insertInto('test_drive_bookings')
    .values({ dealership_slug: lead.dealershipSlug, car_id: lead.carId ?? '', date_time: dateTime, lead_id: lead.leadId, created_at: stamp })
    .onConflict((conflict) => conflict.columns(['dealership_slug', 'car_id', 'date_time']).doNothing())
    .returning('lead_id')
    .executeTakeFirst();
  if (!booked) throw new SlotTakenError(`${lead.dealershipSlug} car ${lead.carId ?? ''} is already booked at ${dateTime}`);
}

const withStepToken = <T extends object>(result: T, token: string | null): T & { stepToken?: string } =>
  token === null ? result : { ...result, stepToken: token };

function listLimit(limit: number | undefined): number {
  return Math.min(MAX_LIST, Math.max(1, limit ?? 50));
}

/**
 * When a lead's outbox row for `target` is first due, as of the lead's latest write; null holds it.
 * The server passes the dealer's rules (forwardDueAt: a partial lead after partial_after_minutes;
 * the new-lead alert at the location's opening when the dealer says so).
 */
export type ForwardSchedule = (lead: Lead, target: string) => Date | null;

/** Where a lead goes inside the dealership: its form, location and department (the inbox's filters, the alerts' recipients). */
export type LeadRouter = (lead: Pick<Lead, 'dealershipSlug' | 'payload'>) => LeadRoute;

const COMPLETE_LEADS_ONLY: ForwardSchedule = (lead) => (lead.stage === 'complete' ? new Date(lead.updatedAt) : null);

const FORM_ONLY: LeadRouter = (lead) => ({ form: typeof lead.payload['form'] === 'string' ? lead.payload['form'] : null, locationId: null, department: null });

const routeColumns = (route: LeadRoute) => ({ form: route.form, location_id: route.locationId, department: route.department });

export function createLeadStore(database: StoreDatabase, options: { clock?: () => Date; dueAt?: ForwardSchedule; route?: LeadRouter } = {}): LeadStore {
  const clock = options.clock ?? (() => new Date());
  const dueAt = options.dueAt ?? COMPLETE_LEADS_ONLY;
  const route = options.route ?? FORM_ONLY;
  const { engine } = database;

  // Rows never claimed yet follow the lead's schedule, each target its own.
  async function schedule(trx: Transaction<StoreTables>, lead: Lead, stamp: string): Promise<void> {
    const open = await trx
      .selectFrom('lead_outbox')
      .select('target')
      .distinct()
      .where('lead_id', '=', lead.leadId)
      .where('state', 'in', ['held', 'pending'])
      .where('attempt', '=', 0)
      .execute();
    for (const { target } of open) {
      const due = dueAt(lead, target);
      await trx
        .updateTable('lead_outbox')
        .set({ state: due ? 'pending' : 'held', next_attempt_at: due ? due.toISOString() : null, updated_at: stamp })
        .where('lead_id', '=', lead.leadId)
        .where('target', '=', target)
        .where('state', 'in', ['held', 'pending'])
        .where('attempt', '=', 0)
        .execute();
    }
  }

  return {
    async createLead(lead, targets) {
      const stamp = clock().toISOString();
      const leadId = timeOrderedId();
      // A key a later step of another lead took names that step: refused before the write, which
      // keeps the read out of the (group-committed) write transaction every lead goes through.
      const key = lead.idempotencyKey;
      if (key !== null && (await database.query((db) => priorRequest(db, lead.dealershipSlug, key))))
        throw new IdempotencyKeyReusedError(`Idempotency-Key ${key} already named another request to ${lead.dealershipSlug}`);
      return database.transaction(async (trx) => {
        const inserted = await trx
          .insertInto('leads')
          .values({
            lead_id: leadId,
            ...leadColumns(lead),
            ...routeColumns(route(lead)),
            account_phone: lead.accountPhone ?? australianMobile(lead.phone ?? ''),
            idempotency_key: lead.idempotencyKey,
            request_hash: lead.idempotencyKey === null ? null : (lead.requestHash ?? null),
            status: lead.spam ? 'spam' : 'stored',
            stage: lead.stage,
            payload: JSON.stringify(lead.payload),
            created_at: stamp,
            updated_at: stamp,
          })
          .onConflict((conflict) => conflict.columns(['dealership_slug', 'idempotency_key']).doNothing())
          .returningAll()
          .executeTakeFirst();
        const request = { idempotencyKey: key, requestHash: lead.requestHash ?? null };
        if (!inserted) {
          const row = await trx
            .selectFrom('leads')
            .selectAll()
            .where('dealership_slug', '=', lead.dealershipSlug)
            .where('idempotency_key', '=', key)
            .executeTakeFirstOrThrow();
          const first = leadFromRow(row);
          if (!sameRequest({ lead_id: row.lead_id, request_hash: row.request_hash }, request, first.leadId))
            throw new IdempotencyKeyReusedError(`Idempotency-Key ${key ?? ''} already named another request to ${lead.dealershipSlug}`);
          // The retry may be all the shopper's browser heard back: it gets a token of its own.
          return withStepToken({ lead: first, created: false }, first.stage === 'partial' ? await issueStepToken(trx, first.leadId, stamp) : null);
        }
        const stored = leadFromRow(inserted);
        if (lead.testDriveSlot && lead.carId !== null && !lead.spam) await bookSlot(trx, stored, lead.testDriveSlot, stamp);
        if (!lead.spam && targets.length > 0) {
          await trx
            .insertInto('lead_outbox')
            .values(
              // One row per target, however often the dealer's config names it.
              [...new Set(targets)].map((target) => {
                const due = dueAt(stored, target);
                return {
                  outbox_id: timeOrderedId(),
                  lead_id: leadId,
                  target,
                  state: due ? ('pending' as const) : ('held' as const),
                  next_attempt_at: due ? due.toISOString() : null,
                  created_at: stamp,
                  updated_at: stamp,
                };
              }),
            )
            .execute();
        }
        return withStepToken({ lead: stored, created: true }, stored.stage === 'partial' ? await issueStepToken(trx, leadId, stamp) : null);
      });
    },

    updateLead(leadId, update, request) {
      const stamp = clock().toISOString();
      return database.transaction(async (trx) => {
        const row = await lockLead(trx, engine, leadId);
        if (!row) return null;
        const current = leadFromRow(row);
        const key = request?.idempotencyKey ?? null;
        if (key !== null && (await claimRequestKey(trx, current.dealershipSlug, { ...request!, idempotencyKey: key }, leadId, stamp)) === 'replay')
          return current;
        if (current.stage === 'complete') throw new LeadClosedError(`lead ${leadId} is complete`);
        const completing = current.stage === 'partial' && update.stage === 'complete';
        const payload = { ...current.payload, ...update.payload };
        const updated = await trx
          .updateTable('leads')
          .set({
            subcategory: update.subcategory === undefined ? current.subcategory : update.subcategory,
            name: update.name === undefined ? current.name : update.name,
            email: update.email === undefined ? current.email : update.email,
            phone: update.phone === undefined ? current.phone : update.phone,
            car_id: update.carId === undefined ? current.carId : update.carId,
            account_phone: row.account_phone ?? australianMobile(update.phone ?? ''),
            stage: completing ? 'complete' : current.stage,
            payload: JSON.stringify(payload),
            ...routeColumns(route({ dealershipSlug: current.dealershipSlug, payload })),
            updated_at: stamp,
          })
          .where('lead_id', '=', leadId)
          .returningAll()
          .executeTakeFirstOrThrow();
        const lead = leadFromRow(updated);
        if (lead.status === 'spam') return lead;
        await schedule(trx, lead, stamp);
        if (!completing || (await resend(trx, stamp, leadId, ['dead', 'delivered'])) === 0) return lead;
        const settled = await trx.updateTable('leads').set({ status: 'stored' }).where('lead_id', '=', leadId).returningAll().executeTakeFirstOrThrow();
        return leadFromRow(settled);
      });
    },

    acceptOffer: (leadId) => acceptOffer(database, leadId, clock()),

    stepTokenMatches(leadId, token) {
      return database.query((db) => stepTokenMatches(db, leadId, token));
    },

    getLead(leadId) {
      return database.query(async (db) => {
        const row = await db.selectFrom('leads').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
        return row ? leadFromRow(row) : null;
      });
    },

    listLeads(query = {}) {
      return database.query(async (db) => {
        const rows = await db
          .selectFrom('leads')
          .selectAll()
          .$if(query.dealer !== undefined, (q) => q.where('dealership_slug', '=', query.dealer ?? ''))
          .$if(query.status !== undefined, (q) => q.where('status', '=', query.status ?? 'stored'))
          .$if(query.accountPhone !== undefined, (q) => q.where('account_phone', '=', query.accountPhone ?? ''))
          .orderBy('created_at', 'desc')
          .orderBy('lead_id', 'desc')
          .limit(listLimit(query.limit))
          .execute();
        return rows.map(leadFromRow);
      });
    },

    ...outboxOperations(database, clock),

    async recordPhoneReveal(reveal) {
      await database.transaction((trx) =>
        trx
          .insertInto('phone_reveals')
          .values({
            reveal_id: timeOrderedId(),
            dealership_slug: reveal.dealer,
            car_id: reveal.car_id,
            dealership_id: reveal.dealership_id,
            website_id: reveal.website_id,
            revealed_at: new Date(reveal.at).toISOString(),
          })
          .execute(),
      );
    },

    phoneReveals(query = {}) {
      return database.query(async (db) => {
        const rows = await db
          .selectFrom('phone_reveals')
          .selectAll()
          .$if(query.dealer !== undefined, (q) => q.where('dealership_slug', '=', query.dealer ?? ''))
          .orderBy('revealed_at', 'desc')
          .orderBy('reveal_id', 'desc')
          .limit(listLimit(query.limit))
          .execute();
        return rows.map((row) => ({
          dealer: row.dealership_slug,
          car_id: row.car_id,
          dealership_id: row.dealership_id,
          website_id: row.website_id,
          at: isoTimestamp(row.revealed_at),
        }));
      });
    },

    close: () => database.close(),
  };
}
