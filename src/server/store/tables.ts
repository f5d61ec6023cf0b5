import type { ColumnType, Generated } from 'kysely';
import type { InboxStatus } from '../../lib/inbox/inbox-vocabulary.ts';
import type { LeadStage, LeadStatus } from '../leads/lead-types.ts';
import type { ShopperAlertTables } from './shopper-alert-tables.ts';
import type { StaffTables } from './staff-tables.ts';

/**
 * The tables as Kysely sees them on both engines. Timestamps are written as ISO-8601 UTC strings
 * (`Date#toISOString`, so text order is time order on SQLite) and read back as PostgreSQL's Date
 * or SQLite's text; JSON is written as text and read back parsed (jsonb) or as text (SQLite).
 */
type Timestamp = ColumnType<Date | string, string, string>;
type NullableTimestamp = ColumnType<Date | string | null, string | null, string | null>;
type Json = ColumnType<unknown, string, string>;

/** held: its partial lead is not finished; pending: due at next_attempt_at (a claim moves that to the lease's end); delivered; dead: dead-lettered. */
type OutboxState = 'held' | 'pending' | 'delivered' | 'dead';

export type LeadsTable = {
  lead_id: string;
  dealership_slug: string;
  idempotency_key: string | null;
  /** The hash of the body the lead's Idempotency-Key named (null: no key, or not known). */
  request_hash: Generated<string | null>;
  category: string;
  subcategory: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  car_id: string | null;
  /** The shopper's mobile in national form: the signed-in phone, else the lead's phone when it is a mobile. */
  account_phone: ColumnType<string | null, string | null | undefined, string | null>;
  status: LeadStatus;
  stage: LeadStage;
  payload: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
  deliveries: Generated<number>;
  /** The form the lead came from (payload.form), the location it is for and that location's department (the inbox filters and alerts by them). */
  form: ColumnType<string | null, string | null | undefined, string | null>;
  location_id: ColumnType<number | null, number | null | undefined, number | null>;
  department: ColumnType<string | null, string | null | undefined, string | null>;
};

type LeadOutboxTable = {
  outbox_id: string;
  lead_id: string;
  target: string;
  state: OutboxState;
  attempt: Generated<number>;
  next_attempt_at: NullableTimestamp;
  /** 1 when the row resends a delivered or dead-lettered one (ADF status="resend"). */
  resend: Generated<number>;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  delivered_at: NullableTimestamp;
};

/** A step token of a multi-step lead (its SHA-256): later steps of the form must show the token. */
type LeadStepTokensTable = {
  token_hash: string;
  lead_id: string;
  created_at: Timestamp;
};

/** An Idempotency-Key the lead API took and the SHA-256 of the canonical JSON body it named (null: not known). */
type LeadRequestsTable = {
  dealership_slug: string;
  idempotency_key: string;
  request_hash: string | null;
  lead_id: string;
  created_at: Timestamp;
};

type PhoneRevealsTable = {
  reveal_id: string;
  dealership_slug: string | null;
  car_id: string;
  dealership_id: number;
  website_id: number;
  revealed_at: Timestamp;
};

/** A one-time sign-in code sent by SMS: only its hash is kept. */
type SignInCodesTable = {
  code_id: string;
  dealership_slug: string;
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
};

/** A signed-in browser: the cookie carries the token, the table its hash. */
type SessionsTable = {
  token_hash: string;
  dealership_slug: string;
  phone: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
};

/** What the embedded SMS provider would have sent. */
type SmsMessagesTable = {
  message_id: string;
  dealership_slug: string;
  phone: string;
  text: string;
  created_at: Timestamp;
};

type WatchlistTable = {
  dealership_slug: string;
  phone: string;
  car_id: string;
  created_at: Timestamp;
};

/** One instant-offer valuation: the vehicle a rego or a manual entry found, then the odometer and contact of update-eval. */
type TradeInValuationsTable = {
  eval_id: string;
  dealership_slug: string;
  lead_id: string | null;
  rego: string | null;
  rego_state: string | null;
  description: string | null;
  manual_entry: Generated<number>;
  /** The LookupVehicle as JSON. */
  vehicle: Json;
  km: number | null;
  user_email: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** An uploaded trade-in photo: the bytes live in the image store under `storage_key`. */
type TradeInImagesTable = {
  image_id: string;
  eval_id: string;
  storage_key: string;
  content_type: string;
  bytes: number;
  created_at: Timestamp;
};

/** The 'valuation' column of /api/miscellaneous: offer_price, rego, regoState, adjustmentAnswers as JSON. */
type StoredValuationsTable = {
  lead_id: string;
  dealership_slug: string;
  valuation: Json;
  updated_at: Timestamp;
};

/** A booked test-drive slot: `date_time` is the dealer's wall-clock time (YYYY-MM-DDTHH:MM), as the form sent it. */
type TestDriveBookingsTable = {
  dealership_slug: string;
  car_id: string;
  date_time: string;
  lead_id: string;
  created_at: Timestamp;
};

/** pending: waiting for the provider to confirm payment; held: the car is reserved until expires_at; released: expired unconverted; cancelled: by staff. */
export type ReservationStatus = 'pending' | 'held' | 'released' | 'cancelled';

/** A reserve-online hold on one car; at most one pending or held per car (reservations_one_per_car). */
type ReservationsTable = {
  reservation_id: string;
  dealership_slug: string;
  car_id: string;
  car_slug: string;
  car_title: string;
  name: string;
  email: string;
  phone: string;
  /** The signed-in shopper's mobile (national form), which /my-garage lists by. */
  account_phone: string | null;
  /** Whole dollars. */
  amount: number;
  provider: string;
  /** The provider's id for the payment (a Stripe Checkout Session id); null for the embedded provider. */
  payment_ref: string | null;
  /** The /checkout-journey purchase lead this reservation finishes. */
  purchase_lead_id: string | null;
  /** The lead that told the dealer. */
  lead_id: string | null;
  status: ReservationStatus;
  created_at: Timestamp;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
  /** The client address it was made from (the per-address limit counts by it); null when the host gave none. */
  client_address: ColumnType<string | null, string | null | undefined, string | null>;
  /** The provider's page the shopper pays on (a repeat reserve while pending sends them back to it). */
  payment_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a payment landed after the reservation had ended (the dealer is told to refund it or sell the car). */
  late_paid_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** When staff marked the deposit taken in the console (the embedded provider leaves collecting it to them). */
  deposit_taken_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
};

/**
 * pending: waiting for the provider; paid: the provider confirmed it; to_be_taken: the embedded
 * provider left it to the dealer; lapsed: not paid within the payment window.
 */
export type OnlinePaymentStatus = 'pending' | 'paid' | 'to_be_taken' | 'lapsed';

/** /online-payment: a signed-in shopper paying an amount the dealer set against a reference. */
type OnlinePaymentsTable = {
  payment_id: string;
  dealership_slug: string;
  reference: string;
  amount: number;
  account_phone: string;
  provider: string;
  payment_ref: string | null;
  lead_id: string | null;
  status: OnlinePaymentStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When an unpaid payment lapses (null for payments started before payment windows were kept). */
  expires_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** When the provider's payment landed after the payment had lapsed. */
  late_paid_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
};

/** The console's own record of a lead (no row: new and untouched): its status, who has it, when it was first touched. */
type LeadInboxTable = {
  lead_id: string;
  dealership_slug: string;
  status: InboxStatus;
  assignee: string | null;
  lead_created_at: Timestamp;
  first_touch_at: NullableTimestamp;
  updated_at: Timestamp;
};

/** What staff did to a lead, appended. */
type LeadActivityTable = {
  activity_id: string;
  lead_id: string;
  dealership_slug: string;
  actor: string;
  kind: 'status' | 'note' | 'assign' | 'resend';
  value: string | null;
  created_at: Timestamp;
};

/** A new-lead alert handed to a provider, once per lead, recipient and channel. */
type LeadAlertsTable = {
  lead_id: string;
  recipient: string;
  channel: 'push' | 'sms';
  sent_at: Timestamp;
};

export type StoreTables = StaffTables &
  ShopperAlertTables & {
    lead_inbox: LeadInboxTable;
    lead_activity: LeadActivityTable;
    lead_alerts: LeadAlertsTable;
    leads: LeadsTable;
    lead_outbox: LeadOutboxTable;
    lead_step_tokens: LeadStepTokensTable;
    lead_requests: LeadRequestsTable;
    phone_reveals: PhoneRevealsTable;
    sign_in_codes: SignInCodesTable;
    sessions: SessionsTable;
    sms_messages: SmsMessagesTable;
    watchlist: WatchlistTable;
    trade_in_valuations: TradeInValuationsTable;
    trade_in_images: TradeInImagesTable;
    stored_valuations: StoredValuationsTable;
    test_drive_bookings: TestDriveBookingsTable;
    reservations: ReservationsTable;
    online_payments: OnlinePaymentsTable;
  };
