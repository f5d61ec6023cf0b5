import type { Selectable, Transaction } from 'kysely';
import type { Engine } from '../store/migrations.ts';
import type { LeadsTable, StoreTables } from '../store/tables.ts';
import type { Lead } from './lead-types.ts';

export type LeadRow = Selectable<LeadsTable>;

/** A timestamp column as ISO-8601 UTC, whichever engine read it. */
export function isoTimestamp(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

type LeadIdentity = Pick<Lead, 'dealershipSlug' | 'category' | 'subcategory' | 'name' | 'email' | 'phone' | 'carId'>;

/** Who the lead is from and about, under its column names (the operator view shows the same). */
export function leadColumns(lead: LeadIdentity) {
  return {
    dealership_slug: lead.dealershipSlug,
    category: lead.category,
    subcategory: lead.subcategory,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    car_id: lead.carId,
  };
}

export function leadFromRow(row: LeadRow): Lead {
  return {
    leadId: row.lead_id,
    dealershipSlug: row.dealership_slug,
    category: row.category,
    subcategory: row.subcategory,
    name: row.name,
    email: row.email,
    phone: row.phone,
    carId: row.car_id,
    status: row.status,
    stage: row.stage,
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>,
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
    deliveries: Number(row.deliveries),
  };
}

/** The lead's row, locked against other writers until the transaction ends (PostgreSQL; SQLite has one writer). */
export function lockLead(trx: Transaction<StoreTables>, engine: Engine, leadId: string): Promise<LeadRow | undefined> {
  return trx
    .selectFrom('leads')
    .selectAll()
    .where('lead_id', '=', leadId)
    .$if(engine === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}
