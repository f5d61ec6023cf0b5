import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date | string, string, string>;
type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;
type Json = ColumnType<unknown, string, string>;

type SavedSearchesTable = {
  search_id: string;
  dealership_slug: string;
  /** The shopper: their signed-in mobile in national form. */
  phone: string;
  name: string;
  /** The listing's URL state, as its share link carries it. */
  url_state: string;
  channel: 'sms' | 'email';
  /** The e-mail channel's address; null for SMS. */
  email: string | null;
  /** 1: no alerts (paused on My garage, or unsubscribed from a message). */
  paused: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** pending: due at next_attempt_at; delivered; dead: dead-lettered; capped: over the shopper's daily cap, never sent. */
type AlertOutboxState = 'pending' | 'delivered' | 'dead' | 'capped';

type AlertOutboxTable = {
  outbox_id: string;
  dealership_slug: string;
  phone: string;
  channel: 'sms' | 'email';
  /** The mobile or e-mail address the message goes to. */
  address: string;
  /** The message's items (alert-message.ts AlertItems), written as JSON. */
  message: Json;
  state: AlertOutboxState;
  attempt: Generated<number>;
  next_attempt_at: NullableTimestamp;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  delivered_at: NullableTimestamp;
};

type AlertDeliveriesTable = {
  /** A saved search's id, or 'watchlist:<phone>'. */
  subject: string;
  car_id: string;
  /** 'new', 'price:<new price>', 'reserved' or 'sold'. */
  event: string;
  dealership_slug: string;
  phone: string;
  outbox_id: string;
  created_at: Timestamp;
};

/** A confirmation link e-mailed to an address a shopper gave for alerts: single use, expiring. */
type AlertEmailLinksTable = {
  link_id: string;
  dealership_slug: string;
  phone: string;
  /** Lower-cased. */
  email: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
};

/** An address the shopper confirmed by its link: only these may receive their alerts. */
type AlertEmailsTable = { dealership_slug: string; phone: string; email: string; confirmed_at: Timestamp };

export type ShopperAlertTables = {
  saved_searches: SavedSearchesTable;
  alert_outbox: AlertOutboxTable;
  alert_deliveries: AlertDeliveriesTable;
  alert_email_links: AlertEmailLinksTable;
  alert_emails: AlertEmailsTable;
  /** The one address each shopper chose for e-mail alerts on a site, confirmed or waiting for its link. */
  alert_email_address: { dealership_slug: string; phone: string; email: string; chosen_at: Timestamp };
  /** Replies the embedded SMS provider received (`npm run sms -- reply`). */
  sms_replies: { reply_id: string; phone: string; text: string; created_at: Timestamp };
};
