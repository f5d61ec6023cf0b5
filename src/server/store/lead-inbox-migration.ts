import { sql } from 'kysely';
import type { Migration } from './migration-types.ts';

/**
 * The dealer console's leads inbox. A lead gets the form it came from, the location it is for and
 * that location's department as columns (written with the lead, by the store's insert path), so the
 * inbox filters on indexes; what staff do with a lead lives in tables of its own, never in the
 * lead's row: the CRM's copy and the store's stay the same.
 */
export const leadInboxMigration: Migration = {
  name: '0010-lead-inbox',
  async up(tx, { timestamp }) {
    await tx.schema.alterTable('leads').addColumn('form', 'text').execute();
    await tx.schema.alterTable('leads').addColumn('location_id', 'integer').execute();
    await tx.schema.alterTable('leads').addColumn('department', 'text').execute();
    // The inbox lists a dealer's leads newest first, by itself or filtered by one of these.
    await tx.schema.createIndex('leads_dealer_form').on('leads').columns(['dealership_slug', 'form', 'created_at']).execute();
    await tx.schema.createIndex('leads_dealer_location').on('leads').columns(['dealership_slug', 'location_id', 'created_at']).execute();
    await tx.schema.createIndex('leads_dealer_car').on('leads').columns(['dealership_slug', 'car_id', 'created_at']).execute();

    // The console's own record of a lead: its workflow status, who has it and when it was first touched.
    await tx.schema
      .createTable('lead_inbox')
      .addColumn('lead_id', 'text', (c) => c.primaryKey().references('leads.lead_id').onDelete('cascade'))
      .addColumn('dealership_slug', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('new', 'contacted', 'appointment', 'sold', 'lost')`))
      .addColumn('assignee', 'text')
      .addColumn('lead_created_at', timestamp, (c) => c.notNull())
      .addColumn('first_touch_at', timestamp)
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    await tx.schema.createIndex('lead_inbox_status').on('lead_inbox').columns(['dealership_slug', 'status', 'lead_created_at']).execute();
    await tx.schema.createIndex('lead_inbox_touch').on('lead_inbox').columns(['dealership_slug', 'lead_created_at']).execute();

    // Every change staff made to a lead (status, note, assignment, resend), by whom and when: appended, never edited.
    await tx.schema
      .createTable('lead_activity')
      .addColumn('activity_id', 'text', (c) => c.primaryKey())
      .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.lead_id').onDelete('cascade'))
      .addColumn('dealership_slug', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('status', 'note', 'assign', 'resend')`))
      .addColumn('value', 'text')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await tx.schema.createIndex('lead_activity_lead').on('lead_activity').columns(['lead_id', 'created_at']).execute();

    // Each new-lead alert handed to a provider: a retried alert row skips whoever already has it.
    await tx.schema
      .createTable('lead_alerts')
      .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.lead_id').onDelete('cascade'))
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('push', 'sms')`))
      .addColumn('sent_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('lead_alerts_pk', ['lead_id', 'recipient', 'channel'])
      .execute();
  },
};
