import { sql } from 'kysely';
import type { Migration } from './migration-types.ts';

/**
 * Shopper alerts (docs/alerts.md): a signed-in shopper's saved searches, every alert decided for a
 * car (one per car, search and event: a search never tells of the same car twice), and the alert
 * outbox the matcher fills and the alert sender empties, with the lead outbox's retries and dead letter.
 */
export const shopperAlertsMigration: Migration = {
  name: '0011-shopper-alerts',
  async up(tx, { timestamp, json }) {
    await tx.schema
      .createTable('saved_searches')
      .addColumn('search_id', 'text', (c) => c.primaryKey())
      .addColumn('dealership_slug', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      // The listing's URL state ('?refinementList[make][0]=Mazda&range[price]=:30000'), as the listing shares it.
      .addColumn('url_state', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
      .addColumn('email', 'text')
      .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    await tx.schema.createIndex('saved_searches_shopper').on('saved_searches').columns(['dealership_slug', 'phone', 'created_at']).execute();
    // The matcher's index is reloaded when a dealer's newest change or count moves.
    await tx.schema.createIndex('saved_searches_dealer_updated').on('saved_searches').columns(['dealership_slug', 'updated_at']).execute();

    await tx.schema
      .createTable('alert_outbox')
      .addColumn('outbox_id', 'text', (c) => c.primaryKey())
      .addColumn('dealership_slug', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('message', json, (c) => c.notNull())
      // capped: over the dealer's messages-per-day for this shopper, kept as a record and never sent.
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'delivered', 'dead', 'capped')`))
      .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', timestamp)
      .addColumn('last_error', 'text')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .addColumn('delivered_at', timestamp)
      .execute();
    await tx.schema.createIndex('alert_outbox_due').on('alert_outbox').column('next_attempt_at').where(sql.ref('state'), '=', 'pending').execute();
    await tx.schema.createIndex('alert_outbox_shopper').on('alert_outbox').columns(['dealership_slug', 'phone', 'created_at']).execute();

    // One row per thing a shopper was told: (search or watchlist, car, event). The primary key is the dedupe.
    await tx.schema
      .createTable('alert_deliveries')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('car_id', 'text', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('dealership_slug', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('outbox_id', 'text', (c) => c.notNull().references('alert_outbox.outbox_id').onDelete('cascade'))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('alert_deliveries_pk', ['subject', 'car_id', 'event'])
      .execute();
    await tx.schema.createIndex('alert_deliveries_outbox').on('alert_deliveries').column('outbox_id').execute();
  },
};
