import { sql } from 'kysely';
import type { Migration } from './migration-types.ts';
import { rebuildSqliteTable } from './rebuild-sqlite-table.ts';

/**
 * Multi-step forms (docs/leads.md): the hashed step tokens a lead's later steps carry, the
 * Idempotency-Keys those steps took, and the outbox opened to resends (a resend is a new row beside
 * the delivered or dead one).
 */
export const leadStepsMigration: Migration = {
  name: '0008-lead-step-tokens-requests-outbox-history',
  async up(tx, { timestamp, engine }) {
    // A multi-step form's later steps carry a token the first step's answer gave: only its hash
    // is kept. A lead may hold several (a retried first step gets one of its own).
    await tx.schema
      .createTable('lead_step_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.lead_id').onDelete('cascade'))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await tx.schema.createIndex('lead_step_tokens_lead').on('lead_step_tokens').column('lead_id').execute();

    // The hash of the body a new lead's Idempotency-Key named (null: not known). A later step's key
    // and its body's hash are kept in lead_requests: the create path, every lead, writes no extra row.
    await tx.schema.alterTable('leads').addColumn('request_hash', 'text').execute();

    // Every Idempotency-Key a later step of a multi-step form took, with the hash of the body it named.
    await tx.schema
      .createTable('lead_requests')
      .addColumn('dealership_slug', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text')
      .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.lead_id').onDelete('cascade'))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('lead_requests_key', ['dealership_slug', 'idempotency_key'])
      .execute();

    // A resend is a new outbox row beside the delivered or dead one, so the one-row-per-target
    // constraint goes: PostgreSQL drops it, SQLite (which cannot drop a constraint) copies the
    // table without it.
    if (engine === 'postgres') {
      await sql`alter table lead_outbox drop constraint lead_outbox_target`.execute(tx);
    } else {
      const columns = [
        'outbox_id',
        'lead_id',
        'target',
        'state',
        'attempt',
        'next_attempt_at',
        'resend',
        'last_error',
        'created_at',
        'updated_at',
        'delivered_at',
      ];
      await rebuildSqliteTable(tx, 'lead_outbox', columns, (table) =>
        table
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
          .addColumn('delivered_at', timestamp),
      );
      await tx.schema.createIndex('lead_outbox_due').on('lead_outbox').column('next_attempt_at').where(sql.ref('state'), '=', 'pending').execute();
    }
    // One index in place of the constraint's, as before. A target has at most one open row (held
    // or pending) because every resend inserts under the lead's row lock, and only for a target
    // whose newest row is closed; a second unique index to say so cost every lead a third of the
    // store's write rate (bench:leads' createLead ceiling).
    await tx.schema.createIndex('lead_outbox_lead').on('lead_outbox').columns(['lead_id', 'target']).execute();
  },
};
