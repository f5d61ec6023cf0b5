import { offerAccepted } from '../leads/offer-acceptance.ts';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { InboxQuery, InboxRow, InboxStatus, SpeedToLead } from '../../lib/inbox/inbox-vocabulary.ts';
import { INBOX_PAGE_SIZE, speedToLead } from '../../lib/inbox/inbox-vocabulary.ts';
import { isoTimestamp, leadFromRow, type LeadRow } from '../leads/lead-rows.ts';
import type { Lead } from '../leads/lead-types.ts';
import { leadCarSummary } from '../leads/delivery/lead-vehicles.ts';
import type { StoreDatabase } from '../store/open-database.ts';
import type { StoreTables } from '../store/tables.ts';
import { timeOrderedId } from '../store/time-ordered-id.ts';
import { decodeCursor, encodeCursor } from './inbox-cursor.ts';

/** A lead with the console's record of it. */
export type InboxLead = {
  lead: Lead;
  locationId: number | null;
  department: string | null;
  status: InboxStatus;
  assignee: string | null;
  firstTouchAt: string | null;
};

export type Activity = { activity_id: string; actor: string; kind: 'status' | 'note' | 'assign' | 'resend'; value: string | null; created_at: string };

/** Who did it, for the activity and the audit. */
export type Actor = { staffId: string };

/** The lead's arrival range as instants (the route turns the dealer's dates into them). */
export type InboxRange = { from?: Date; to?: Date };

/** The leads a sales or service role sees: its departments', at its locations (null: every location). */
type InboxScope = { departments: readonly string[]; locations: readonly number[] | null };

type ListQuery = Omit<InboxQuery, 'from' | 'to'> & InboxRange & { limit?: number; scope?: InboxScope };

/** How far back `since` looks past the newest lead a client has: a lead stamped before it may commit after it. */
const SINCE_OVERLAP_MS = 30_000;

type Joined = LeadRow & { inbox_status: InboxStatus | null; assignee: string | null; first_touch_at: Date | string | null };

function inboxLead(row: Joined): InboxLead {
  return {
    lead: leadFromRow(row),
    locationId: row.location_id === null ? null : Number(row.location_id),
    department: row.department,
    status: row.inbox_status ?? 'new',
    assignee: row.assignee,
    firstTouchAt: row.first_touch_at === null ? null : isoTimestamp(row.first_touch_at),
  };
}

/** A lead as the inbox lists it: the car from what the lead recorded of it. */
export function inboxRow(item: InboxLead): InboxRow {
  const { lead } = item;
  return {
    lead_id: lead.leadId,
    created_at: lead.createdAt,
    form: typeof lead.payload['form'] === 'string' ? lead.payload['form'] : null,
    category: lead.category,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    car: leadCarSummary(lead),
    location_id: item.locationId,
    status: item.status,
    assignee: item.assignee,
    first_touch_seconds: item.firstTouchAt === null ? null : Math.round((Date.parse(item.firstTouchAt) - Date.parse(lead.createdAt)) / 1000),
    offer_accepted: offerAccepted(lead),
  };
}

function joined(db: Kysely<StoreTables>, dealer: string) {
  return db
    .selectFrom('leads')
    .leftJoin('lead_inbox', 'lead_inbox.lead_id', 'leads.lead_id')
    .selectAll('leads')
    .select(['lead_inbox.status as inbox_status', 'lead_inbox.assignee', 'lead_inbox.first_touch_at'])
    .where('leads.dealership_slug', '=', dealer)
    .where('leads.status', '<>', 'spam');
}

type Joinable = ReturnType<typeof joined>;

function filtered(q: Joinable, query: ListQuery): Joinable {
  let out = q;
  if (query.status === 'new') out = out.where((eb) => eb.or([eb('lead_inbox.status', 'is', null), eb('lead_inbox.status', '=', 'new')]));
  else if (query.status) out = out.where('lead_inbox.status', '=', query.status);
  if (query.form) out = out.where('leads.form', '=', query.form);
  if (query.location !== undefined) out = out.where('leads.location_id', '=', query.location);
  if (query.car) out = out.where('leads.car_id', '=', query.car);
  if (query.from) out = out.where('leads.created_at', '>=', query.from.toISOString());
  if (query.to) out = out.where('leads.created_at', '<', query.to.toISOString());
  const { scope } = query;
  if (scope) {
    out = out.where('leads.department', 'in', scope.departments.length > 0 ? [...scope.departments] : ['']);
    if (scope.locations !== null) out = out.where('leads.location_id', 'in', scope.locations.length > 0 ? [...scope.locations] : [-1]);
  }
  return out;
}

/**
 * The console's side of the lead store: lists a dealer's leads newest first with the console's
 * status beside each, and records what staff do to a lead in tables of its own (lead_inbox,
 * lead_activity). The lead's own row, which is what the CRM received, is only ever read here.
 */
export function inboxStore(database: StoreDatabase, clock: () => Date = () => new Date()) {
  /** The lead's console row, made on its first change. */
  async function ensureRow(trx: Kysely<StoreTables>, lead: Lead, stamp: string): Promise<void> {
    await trx
      .insertInto('lead_inbox')
      .values({ lead_id: lead.leadId, dealership_slug: lead.dealershipSlug, status: 'new', assignee: null, lead_created_at: lead.createdAt, updated_at: stamp })
      .onConflict((c) => c.column('lead_id').doNothing())
      .execute();
  }

  async function leadOf(trx: Kysely<StoreTables>, dealer: string, leadId: string): Promise<Lead | null> {
    const row = await trx.selectFrom('leads').selectAll().where('lead_id', '=', leadId).where('dealership_slug', '=', dealer).executeTakeFirst();
    return row ? leadFromRow(row) : null;
  }

  /** Appends the activity and, for a status change or a note, stamps the first touch (rule: leads.speed-to-lead). */
  async function record(trx: Kysely<StoreTables>, lead: Lead, actor: Actor, kind: Activity['kind'], value: string | null, stamp: string) {
    await ensureRow(trx, lead, stamp);
    await trx
      .insertInto('lead_activity')
      .values({
        activity_id: timeOrderedId(),
        lead_id: lead.leadId,
        dealership_slug: lead.dealershipSlug,
        actor: actor.staffId,
        kind,
        value,
        created_at: stamp,
      })
      .execute();
    if (kind === 'status' || kind === 'note')
      await trx.updateTable('lead_inbox').set({ first_touch_at: stamp }).where('lead_id', '=', lead.leadId).where('first_touch_at', 'is', null).execute();
  }

  const change = (dealer: string, leadId: string, work: (trx: Kysely<StoreTables>, lead: Lead, stamp: string) => Promise<void>) =>
    database.transaction(async (trx) => {
      const lead = await leadOf(trx, dealer, leadId);
      if (!lead || lead.status === 'spam') return false;
      await work(trx, lead, clock().toISOString());
      return true;
    });

  return {
    /** A page of the dealer's leads matching `query`, newest first, and the cursor of the next page (null: no more). */
    list(dealer: string, query: ListQuery): Promise<{ leads: InboxLead[]; next: string | null }> {
      const limit = query.limit ?? INBOX_PAGE_SIZE;
      return database.query(async (db) => {
        let q = filtered(joined(db, dealer), query);
        const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
        if (after)
          q = q.where((eb) =>
            eb.or([
              eb('leads.created_at', '<', after.createdAt),
              eb.and([eb('leads.created_at', '=', after.createdAt), eb('leads.lead_id', '<', after.leadId)]),
            ]),
          );
        if (query.since) q = q.where('leads.created_at', '>=', new Date(Date.parse(query.since) - SINCE_OVERLAP_MS).toISOString());
        const rows = (await (q as SelectQueryBuilder<StoreTables, 'leads' | 'lead_inbox', Joined>)
          .orderBy('leads.created_at', 'desc')
          .orderBy('leads.lead_id', 'desc')
          .limit(limit + 1)
          .execute()) as Joined[];
        const page = rows.slice(0, limit).map(inboxLead);
        const last = page.at(-1);
        return { leads: page, next: rows.length > limit && last ? encodeCursor(last.lead.createdAt, last.lead.leadId) : null };
      });
    },

    /** Every lead of the dealer matching `query` (the CSV export), newest first, `batch` at a time. */
    async *all(dealer: string, query: Omit<ListQuery, 'cursor' | 'since'>, batch = 1_000): AsyncGenerator<InboxLead> {
      let cursor: string | null | undefined;
      do {
        const page = await this.list(dealer, { ...query, limit: batch, ...(cursor ? { cursor } : {}) });
        yield* page.leads;
        cursor = page.next;
      } while (cursor);
    },

    get(dealer: string, leadId: string): Promise<InboxLead | null> {
      return database.query(async (db) => {
        const row = (await joined(db, dealer).where('leads.lead_id', '=', leadId).executeTakeFirst()) as Joined | undefined;
        return row ? inboxLead(row) : null;
      });
    },

    activity(leadId: string): Promise<Activity[]> {
      return database.query(async (db) => {
        const rows = await db.selectFrom('lead_activity').selectAll().where('lead_id', '=', leadId).orderBy('created_at').orderBy('activity_id').execute();
        return rows.map((r) => ({ activity_id: r.activity_id, actor: r.actor, kind: r.kind, value: r.value, created_at: isoTimestamp(r.created_at) }));
      });
    },

    /** Sets the console status; false when the dealer has no such lead. */
    setStatus(dealer: string, leadId: string, status: InboxStatus, actor: Actor): Promise<boolean> {
      return change(dealer, leadId, async (trx, lead, stamp) => {
        await ensureRow(trx, lead, stamp);
        await trx.updateTable('lead_inbox').set({ status, updated_at: stamp }).where('lead_id', '=', leadId).execute();
        await record(trx, lead, actor, 'status', status, stamp);
      });
    },

    addNote(dealer: string, leadId: string, text: string, actor: Actor): Promise<boolean> {
      return change(dealer, leadId, (trx, lead, stamp) => record(trx, lead, actor, 'note', text, stamp));
    },

    /** Gives the lead to a staff member (null: to nobody); not a touch. */
    assign(dealer: string, leadId: string, staffId: string | null, actor: Actor): Promise<boolean> {
      return change(dealer, leadId, async (trx, lead, stamp) => {
        await ensureRow(trx, lead, stamp);
        await trx.updateTable('lead_inbox').set({ assignee: staffId, updated_at: stamp }).where('lead_id', '=', leadId).execute();
        await record(trx, lead, actor, 'assign', staffId, stamp);
      });
    },

    /** Records that staff asked for the lead to go to the CRM again (the outbox does the sending). */
    recordResend(dealer: string, leadId: string, targets: number, actor: Actor): Promise<boolean> {
      return change(dealer, leadId, (trx, lead, stamp) => record(trx, lead, actor, 'resend', String(targets), stamp));
    },

    /** The dealer's speed to lead over the leads that arrived in `range` (rule: leads.speed-to-lead). */
    speed(dealer: string, range: Required<InboxRange>): Promise<SpeedToLead> {
      const now = clock();
      const settledBefore = new Date(Math.min(range.to.getTime(), now.getTime() - 5 * 60_000)).toISOString();
      return database.query(async (db) => {
        // Counted on the leads' (dealer, created_at) index; only the touched leads' two times are read.
        const count = async (before: string) =>
          Number(
            (
              await db
                .selectFrom('leads')
                .select((eb) => eb.fn.countAll<number | string>().as('n'))
                .where('dealership_slug', '=', dealer)
                .where('status', '<>', 'spam')
                .where('created_at', '>=', range.from.toISOString())
                .where('created_at', '<', before)
                .executeTakeFirstOrThrow()
            ).n,
          );
        const touched = await db
          .selectFrom('lead_inbox')
          .select(['lead_created_at', 'first_touch_at'])
          .where('dealership_slug', '=', dealer)
          .where('lead_created_at', '>=', range.from.toISOString())
          .where('lead_created_at', '<', range.to.toISOString())
          .where('first_touch_at', 'is not', null)
          .execute();
        return speedToLead(
          {
            leads: await count(range.to.toISOString()),
            settled: await count(settledBefore),
            touched: touched.map((r) => ({ createdAt: isoTimestamp(r.lead_created_at), firstTouchAt: isoTimestamp(r.first_touch_at!) })),
          },
          now,
        );
      });
    },
  };
}

export type InboxStore = ReturnType<typeof inboxStore>;
