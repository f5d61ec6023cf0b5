import { sql, type Kysely } from 'kysely';
import type { ColumnTypes, Engine, Migration } from './migration-types.ts';
import { alertAddressMigration } from './alert-address-migration.ts';
import { alertEmailMigration } from './alert-email-migration.ts';
import { leadInboxMigration } from './lead-inbox-migration.ts';
import { leadStepsMigration } from './lead-steps-migration.ts';
import { rebuildSqliteTable } from './rebuild-sqlite-table.ts';
import { shopperAlertsMigration } from './shopper-alerts-migration.ts';
import { staffTablesUp } from './staff-migration.ts';

export type { Engine } from './migration-types.ts';

/** Applied in order, each once; append new ones, never edit an applied one. */
const MIGRATIONS: readonly Migration[] = [
  {
    name: '0001-leads-outbox-phone-reveals',
    async up(tx, { timestamp, json }) {
      await tx.schema
        .createTable('leads')
        .addColumn('lead_id', 'text', (c) => c.primaryKey())
        .addColumn('dealership_slug', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text')
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('subcategory', 'text')
        .addColumn('name', 'text')
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('car_id', 'text')
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('stored', 'forwarded', 'failed', 'spam')`))
        .addColumn('stage', 'text', (c) => c.notNull().check(sql`stage in ('partial', 'complete')`))
        .addColumn('payload', json, (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addColumn('deliveries', 'integer', (c) => c.notNull().defaultTo(0))
        // NULL keys never conflict (both engines treat NULLs as distinct in a unique constraint).
        .addUniqueConstraint('leads_idempotency', ['dealership_slug', 'idempotency_key'])
        .execute();
      await tx.schema.createIndex('leads_created').on('leads').columns(['created_at']).execute();
      await tx.schema.createIndex('leads_dealer_created').on('leads').columns(['dealership_slug', 'created_at']).execute();
      await tx.schema.createIndex('leads_partial_updated').on('leads').column('updated_at').where(sql.ref('stage'), '=', 'partial').execute();

      await tx.schema
        .createTable('lead_outbox')
        .addColumn('outbox_id', 'text', (c) => c.primaryKey())
        .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.lead_id').onDelete('cascade'))
        .addColumn('target', 'text', (c) => c.notNull().check(sql`target <> ''`))
        .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('held', 'pending', 'delivered', 'dead')`))
        .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', timestamp)
        .addColumn('resend', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addColumn('delivered_at', timestamp)
        .addUniqueConstraint('lead_outbox_target', ['lead_id', 'target'])
        .execute();
      await tx.schema.createIndex('lead_outbox_due').on('lead_outbox').column('next_attempt_at').where(sql.ref('state'), '=', 'pending').execute();

      await tx.schema
        .createTable('phone_reveals')
        .addColumn('reveal_id', 'text', (c) => c.primaryKey())
        .addColumn('dealership_slug', 'text')
        .addColumn('car_id', 'text', (c) => c.notNull())
        .addColumn('dealership_id', 'integer', (c) => c.notNull())
        .addColumn('website_id', 'integer', (c) => c.notNull())
        .addColumn('revealed_at', timestamp, (c) => c.notNull())
        .execute();
      await tx.schema.createIndex('phone_reveals_dealer').on('phone_reveals').columns(['dealership_slug', 'revealed_at']).execute();
    },
  },
  {
    name: '0002-sign-in-sessions-sms-watchlist',
    async up(tx, { timestamp }) {
      await tx.schema
        .createTable('sign_in_codes')
        .addColumn('code_id', 'text', (c) => c.primaryKey())
        .addColumn('dealership_slug', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('used_at', timestamp)
        .execute();
      await tx.schema.createIndex('sign_in_codes_phone').on('sign_in_codes').columns(['phone', 'created_at']).execute();

      await tx.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('dealership_slug', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('revoked_at', timestamp)
        .execute();
      await tx.schema.createIndex('sessions_phone').on('sessions').columns(['dealership_slug', 'phone']).execute();

      await tx.schema
        .createTable('sms_messages')
        .addColumn('message_id', 'text', (c) => c.primaryKey())
        .addColumn('dealership_slug', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await tx.schema.createIndex('sms_messages_created').on('sms_messages').column('created_at').execute();

      await tx.schema
        .createTable('watchlist')
        .addColumn('dealership_slug', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('car_id', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('watchlist_pk', ['dealership_slug', 'phone', 'car_id'])
        .execute();
    },
  },
  {
    name: '0003-leads-account-phone',
    async up(tx) {
      await tx.schema.alterTable('leads').addColumn('account_phone', 'text').execute();
      await tx.schema.createIndex('leads_account_phone').on('leads').columns(['dealership_slug', 'account_phone', 'created_at']).execute();
    },
  },
  {
    name: '0004-trade-in-valuations-images',
    async up(tx, { timestamp, json }) {
      await tx.schema
        .createTable('trade_in_valuations')
        .addColumn('eval_id', 'text', (c) => c.primaryKey())
        .addColumn('dealership_slug', 'text', (c) => c.notNull())
        .addColumn('lead_id', 'text', (c) => c.references('leads.lead_id').onDelete('set null'))
        .addColumn('rego', 'text')
        .addColumn('rego_state', 'text')
        .addColumn('description', 'text')
        .addColumn('manual_entry', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('vehicle', json, (c) => c.notNull())
        .addColumn('km', 'integer')
        .addColumn('user_email', 'text')
        .addColumn('contact_name', 'text')
        .addColumn('contact_email', 'text')
        .addColumn('contact_phone', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await tx.schema.createIndex('trade_in_valuations_lead').on('trade_in_valuations').column('lead_id').execute();

      await tx.schema
        .createTable('trade_in_images')
        .addColumn('image_id', 'text', (c) => c.primaryKey())
        .addColumn('eval_id', 'text', (c) => c.notNull().references('trade_in_valuations.eval_id').onDelete('cascade'))
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await tx.schema.createIndex('trade_in_images_eval').on('trade_in_images').columns(['eval_id', 'created_at']).execute();

      await tx.schema
        .createTable('stored_valuations')
        .addColumn('lead_id', 'text', (c) => c.primaryKey().references('leads.lead_id').onDelete('cascade'))
        .addColumn('dealership_slug', 'text', (c) => c.notNull())
        .addColumn('valuation', json, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
    },
  },
  {
    name: '0005-reservations-online-payments',
    async up(tx, { timestamp }) {
      await tx.schema
        .createTable('reservations')
        .addColumn('reservation_id', 'text', (c) => c.primaryKey())
        .addColumn('dealership_slug', 'text', (c) => c.notNull())
        .addColumn('car_id', 'text', (c) => c.notNull())
        .addColumn('car_slug', 'text', (c) => c.notNull())
        .addColumn('car_title', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('account_phone', 'text')
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('payment_ref', 'text')
        .addColumn('purchase_lead_id', 'text')
        .addColumn('lead_id', 'text')
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'held', 'released', 'cancelled')`))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('ended_at', timestamp)
        .execute();
      // The one live hold a car can have: a second reservation of it conflicts here, on both engines.
      await tx.schema
        .createIndex('reservations_one_per_car')
        .unique()
        .on('reservations')
        .columns(['dealership_slug', 'car_id'])
        .where(sql.ref('status'), 'in', sql`('pending', 'held')`)
        .execute();
      await tx.schema.createIndex('reservations_account').on('reservations').columns(['dealership_slug', 'account_phone', 'created_at']).execute();
      await tx.schema.createIndex('reservations_payment_ref').on('reservations').column('payment_ref').execute();

      await tx.schema
        .createTable('online_payments')
        .addColumn('payment_id', 'text', (c) => c.primaryKey())
        .addColumn('dealership_slug', 'text', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('account_phone', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('payment_ref', 'text')
        .addColumn('lead_id', 'text')
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'to_be_taken')`))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await tx.schema.createIndex('online_payments_payment_ref').on('online_payments').column('payment_ref').execute();
    },
  },
  {
    name: '0006-test-drive-bookings',
    async up(tx, { timestamp }) {
      // One row per booked slot, written in the transaction that stores its lead: the primary key
      // makes a second booking of the same car at the same time impossible, however many race.
      await tx.schema
        .createTable('test_drive_bookings')
        .addColumn('dealership_slug', 'text', (c) => c.notNull())
        .addColumn('car_id', 'text', (c) => c.notNull())
        .addColumn('date_time', 'text', (c) => c.notNull())
        .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.lead_id').onDelete('cascade'))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('test_drive_bookings_slot', ['dealership_slug', 'car_id', 'date_time'])
        .execute();
    },
  },
  {
    name: '0007-reservation-limits-late-payments',
    async up(tx, { timestamp, engine }) {
      // The client address a reservation came from (its per-address limit counts them), the
      // provider's payment page (a repeat reserve sends the shopper back to it), and when a payment
      // landed after the reservation had ended.
      await tx.schema.alterTable('reservations').addColumn('client_address', 'text').execute();
      await tx.schema.alterTable('reservations').addColumn('payment_url', 'text').execute();
      await tx.schema.alterTable('reservations').addColumn('late_paid_at', timestamp).execute();
      await tx.schema.createIndex('reservations_address').on('reservations').columns(['dealership_slug', 'client_address', 'created_at']).execute();

      // Online payments lapse at the end of their payment window: a new status, so the status
      // check is replaced (SQLite cannot alter a check: the table is copied into a new one).
      const statuses = sql`status in ('pending', 'paid', 'to_be_taken', 'lapsed')`;
      if (engine === 'postgres') {
        await sql`alter table online_payments drop constraint online_payments_status_check`.execute(tx);
        await sql`alter table online_payments add constraint online_payments_status_check check (${statuses})`.execute(tx);
        await tx.schema.alterTable('online_payments').addColumn('expires_at', timestamp).execute();
        await tx.schema.alterTable('online_payments').addColumn('late_paid_at', timestamp).execute();
      } else {
        const columns = [
          'payment_id',
          'dealership_slug',
          'reference',
          'amount',
          'account_phone',
          'provider',
          'payment_ref',
          'lead_id',
          'status',
          'created_at',
          'updated_at',
        ];
        await rebuildSqliteTable(tx, 'online_payments', columns, (table) =>
          table
            .addColumn('payment_id', 'text', (c) => c.primaryKey())
            .addColumn('dealership_slug', 'text', (c) => c.notNull())
            .addColumn('reference', 'text', (c) => c.notNull())
            .addColumn('amount', 'integer', (c) => c.notNull())
            .addColumn('account_phone', 'text', (c) => c.notNull())
            .addColumn('provider', 'text', (c) => c.notNull())
            .addColumn('payment_ref', 'text')
            .addColumn('lead_id', 'text')
            .addColumn('status', 'text', (c) => c.notNull().check(statuses))
            .addColumn('created_at', timestamp, (c) => c.notNull())
            .addColumn('updated_at', timestamp, (c) => c.notNull())
            .addColumn('expires_at', timestamp)
            .addColumn('late_paid_at', timestamp),
        );
        await tx.schema.createIndex('online_payments_payment_ref').on('online_payments').column('payment_ref').execute();
      }
      await tx.schema
        .createIndex('online_payments_pending_expiry')
        .on('online_payments')
        .column('expires_at')
        .where(sql.ref('status'), '=', 'pending')
        .execute();
    },
  },
  leadStepsMigration,
  { name: '0009-staff-console', up: staffTablesUp },
  leadInboxMigration,
  shopperAlertsMigration,
  alertEmailMigration,
  alertAddressMigration,
];

// Any constant works: it only has to be the same in every process migrating this database.
const POSTGRES_MIGRATION_LOCK = 4_207_001;

type MigrationTables = { forecourt_migrations: { name: string; applied_at: string } };

/**
 * Brings the schema up to date in one transaction: on PostgreSQL under an advisory lock, on SQLite
 * under the write lock BEGIN IMMEDIATE takes, so processes starting together migrate once.
 * (Kysely's Migrator runs SQLite migrations outside a transaction and finds its bookkeeping table
 * in any PostgreSQL schema, so the store keeps its own short runner.)
 */
export async function migrateToLatest(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const types: ColumnTypes = engine === 'postgres' ? { timestamp: 'timestamptz', json: 'jsonb', engine } : { timestamp: 'text', json: 'text', engine };
  await db.transaction().execute(async (tx) => {
    if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${POSTGRES_MIGRATION_LOCK})`.execute(tx);
    const own = tx.withTables<MigrationTables>();
    await own.schema
      .createTable('forecourt_migrations')
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('applied_at', 'text', (c) => c.notNull())
      .execute();
    const applied = new Set((await own.selectFrom('forecourt_migrations').select('name').execute()).map((row) => row.name));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.name)) continue;
      await migration.up(tx, types);
      await own.insertInto('forecourt_migrations').values({ name: migration.name, applied_at: new Date().toISOString() }).execute();
    }
  });
}
