import type { Migration } from './migration-types.ts';

/**
 * Shopper alerts by e-mail (docs/alerts.md): the addresses a shopper confirmed by a link, and every
 * link sent (single use: `used_at`; counted per address and per account for the send limits); and
 * the replies the embedded SMS provider received (`npm run sms -- reply`), as Twilio keeps its own.
 */
export const alertEmailMigration: Migration = {
  name: '0012-alert-emails-sms-replies',
  async up(tx, { timestamp }) {
    await tx.schema
      .createTable('alert_email_links')
      .addColumn('link_id', 'text', (c) => c.primaryKey())
      .addColumn('dealership_slug', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('used_at', timestamp)
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await tx.schema.createIndex('alert_email_links_email').on('alert_email_links').columns(['email', 'created_at']).execute();
    await tx.schema.createIndex('alert_email_links_shopper').on('alert_email_links').columns(['dealership_slug', 'phone', 'created_at']).execute();

    await tx.schema
      .createTable('alert_emails')
      .addColumn('dealership_slug', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('alert_emails_pk', ['dealership_slug', 'phone', 'email'])
      .execute();

    await tx.schema
      .createTable('sms_replies')
      .addColumn('reply_id', 'text', (c) => c.primaryKey())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
  },
};
