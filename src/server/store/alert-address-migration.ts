import type { Migration } from './migration-types.ts';

/**
 * The e-mail address each shopper chose for alerts on a site (docs/alerts.md): one per shopper,
 * confirmed or waiting for its link. A saved search by e-mail goes to it; a new one replaces it and
 * takes the shopper's e-mail searches with it, which wait for its confirmation.
 */
export const alertAddressMigration: Migration = {
  name: '0013-alert-email-address',
  async up(tx, { timestamp }) {
    await tx.schema
      .createTable('alert_email_address')
      .addColumn('dealership_slug', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('chosen_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('alert_email_address_pk', ['dealership_slug', 'phone'])
      .execute();
  },
};
