import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date | string, string, string>;
type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;
/** A JSON array written as text (both engines keep it as text: it is read whole, never queried into). */
type JsonText = ColumnType<string, string, string>;

/** One person who works at one or more dealers (the console's staff), kept apart from shoppers' accounts. */
type StaffPeopleTable = {
  person_id: string;
  /** Lower-cased; unique. */
  email: string;
  name: string;
  /** National-form mobile, for SMS sign-in codes and SMS alerts; null when none was given. */
  phone: string | null;
  /** JSON array of 'sms' | 'push': how the person wants new-lead alerts. */
  alert_channels: JsonText;
  created_at: Timestamp;
  /** Set when the last of their roles is removed; a removed person signs in nowhere. */
  removed_at: NullableTimestamp;
};

/** A person's role at one dealer, with the locations (slugs) and departments it covers. */
type StaffRolesTable = {
  role_id: string;
  person_id: string;
  dealership_slug: string;
  role: 'owner' | 'manager' | 'sales' | 'service';
  /** JSON array of location slugs; [] means every location. */
  locations: JsonText;
  /** JSON array of departments (sales, service, parts). */
  departments: JsonText;
  created_at: Timestamp;
  /** Who invited them (a person id), or null for the command line. */
  invited_by: string | null;
  removed_at: NullableTimestamp;
};

/** A one-time console sign-in code: only its hash is kept, bound to its row and the person it was sent to. */
type StaffSignInCodesTable = {
  code_id: string;
  dealership_slug: string;
  person_id: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
};

/** A signed-in console browser on one dealer's site: the cookie carries the token, the table its hash. */
type StaffSessionsTable = {
  token_hash: string;
  person_id: string;
  dealership_slug: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
};

/** A browser's Web Push subscription for a person's new-lead alerts at one dealer. */
type StaffPushSubscriptionsTable = {
  subscription_id: string;
  person_id: string;
  dealership_slug: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
};

/** Every console change and every refused console call: who, what, when, at which dealer. */
type StaffAuditTable = {
  audit_id: string;
  dealership_slug: string;
  /** The person who acted, or null when no one was signed in (a refused call, the command line). */
  person_id: string | null;
  /** How the actor is shown: an e-mail, 'command line', or the address a signed-out call came from. */
  actor: string;
  action: string;
  /** What it acted on (a reservation id, a person's e-mail), or null. */
  target: string | null;
  outcome: 'done' | 'refused';
  /** The problem code of a refusal, or a short note of what changed. */
  detail: string | null;
  created_at: Timestamp;
};

export type StaffTables = {
  staff_people: StaffPeopleTable;
  staff_roles: StaffRolesTable;
  staff_sign_in_codes: StaffSignInCodesTable;
  staff_sessions: StaffSessionsTable;
  staff_push_subscriptions: StaffPushSubscriptionsTable;
  staff_audit: StaffAuditTable;
};
