import { sql, type Transaction } from 'kysely';

type ColumnTypes = { timestamp: 'timestamptz' | 'text' };

/**
 * The dealer console's staff (issue 29): people, their roles per dealer, console sign-in codes and
 * sessions, push subscriptions for new-lead alerts and the audit log; and when staff marked a
 * reservation's deposit taken. Own tables, apart from the shoppers' `sign_in_codes` and `sessions`.
 */
export async function staffTablesUp(tx: Transaction<unknown>, { timestamp }: ColumnTypes): Promise<void> {
  await tx.schema
    .createTable('staff_people')
    .addColumn('person_id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('alert_channels', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('removed_at', timestamp)
    .execute();
  await tx.schema.createIndex('staff_people_phone').on('staff_people').column('phone').execute();

  await tx.schema
    .createTable('staff_roles')
    .addColumn('role_id', 'text', (c) => c.primaryKey())
    .addColumn('person_id', 'text', (c) => c.notNull().references('staff_people.person_id').onDelete('cascade'))
    .addColumn('dealership_slug', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'manager', 'sales', 'service')`))
    .addColumn('locations', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('departments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('invited_by', 'text')
    .addColumn('removed_at', timestamp)
    .execute();
  await tx.schema.createIndex('staff_roles_dealer').on('staff_roles').columns(['dealership_slug', 'person_id']).execute();
  // One live role per person and dealer.
  await tx.schema
    .createIndex('staff_roles_one_live')
    .on('staff_roles')
    .columns(['dealership_slug', 'person_id'])
    .unique()
    .where(sql.ref('removed_at'), 'is', null)
    .execute();

  await tx.schema
    .createTable('staff_sign_in_codes')
    .addColumn('code_id', 'text', (c) => c.primaryKey())
    .addColumn('dealership_slug', 'text', (c) => c.notNull())
    .addColumn('person_id', 'text', (c) => c.notNull().references('staff_people.person_id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('used_at', timestamp)
    .execute();
  await tx.schema.createIndex('staff_sign_in_codes_person').on('staff_sign_in_codes').columns(['person_id', 'created_at']).execute();

  await tx.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('person_id', 'text', (c) => c.notNull().references('staff_people.person_id').onDelete('cascade'))
    .addColumn('dealership_slug', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('revoked_at', timestamp)
    .execute();
  await tx.schema.createIndex('staff_sessions_person').on('staff_sessions').column('person_id').execute();

  await tx.schema
    .createTable('staff_push_subscriptions')
    .addColumn('subscription_id', 'text', (c) => c.primaryKey())
    .addColumn('person_id', 'text', (c) => c.notNull().references('staff_people.person_id').onDelete('cascade'))
    .addColumn('dealership_slug', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await tx.schema.createIndex('staff_push_person').on('staff_push_subscriptions').columns(['person_id', 'dealership_slug']).execute();

  await tx.schema
    .createTable('staff_audit')
    .addColumn('audit_id', 'text', (c) => c.primaryKey())
    .addColumn('dealership_slug', 'text', (c) => c.notNull())
    .addColumn('person_id', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('done', 'refused')`))
    .addColumn('detail', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await tx.schema.createIndex('staff_audit_dealer').on('staff_audit').columns(['dealership_slug', 'audit_id']).execute();

  await tx.schema.alterTable('reservations').addColumn('deposit_taken_at', timestamp).execute();
}
