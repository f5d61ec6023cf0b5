/**
 * The lead path's shared shapes: what the lead API stores, what the outbox hands the forwarder,
 * and what a delivery attempt reports. The store (embedded SQLite | PostgreSQL) and the delivery
 * adapters (ADF e-mail | signed webhook) meet here.
 */

/** stored: accepted, not yet delivered; forwarded: every configured target took it; failed: dead-lettered after the last attempt; spam: honeypot, never forwarded. */
export type LeadStatus = 'stored' | 'forwarded' | 'failed' | 'spam';

/** A multi-step form's lead is partial until its last step (userData / isLastStep; rule: leads.multi-step). */
export type LeadStage = 'partial' | 'complete';

export type Lead = {
  leadId: string;
  dealershipSlug: string;
  category: string;
  subcategory: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  carId: string | null;
  status: LeadStatus;
  stage: LeadStage;
  /** The whole accepted payload (the lead payload plus form fields; rule: leads.payload), as received. */
  payload: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  /** How many times it has been (re)sent; a resend marks the ADF prospect status="resend". */
  deliveries: number;
};

export type NewLead = Omit<Lead, 'leadId' | 'status' | 'createdAt' | 'updatedAt' | 'deliveries'> & {
  /** The client's Idempotency-Key: the same key for the same dealer returns the first lead. */
  idempotencyKey: string | null;
  /** SHA-256 of the request's canonical JSON body (requestHash): the key then names that body only. */
  requestHash?: string | null;
  spam: boolean;
  /** The signed-in shopper's phone (national form), when the lead was sent signed in. */
  accountPhone?: string | null;
  /** A test drive's chosen slot (the dealer's wall-clock YYYY-MM-DDTHH:MM) for the lead's car, booked with the lead or not at all. */
  testDriveSlot?: string | null;
};

/** A later step of a multi-step form: fields given replace, payload keys merge, stage 'complete' finishes it. */
export type LeadUpdate = Partial<Pick<Lead, 'subcategory' | 'name' | 'email' | 'phone' | 'carId' | 'stage'>> & {
  payload?: Record<string, unknown>;
};

/**
 * The outbox target of a lead's new-lead alert to the dealer's staff: delivered by the same
 * forwarder as the CRM's targets, but not what the CRM received, so it counts in neither the
 * lead's status nor its deliveries, and a resend to the CRM never alerts staff again.
 */
export const ALERT_TARGET = 'alerts';

/** Where a lead goes inside the dealership: the form it came from, the location it is for and that location's department. */
export type LeadRoute = { form: string | null; locationId: number | null; department: string | null };

/** One outbox row claimed by the forwarder: deliver `lead` to `target`. */
export type OutboxItem = {
  outboxId: string;
  lead: Lead;
  /** 'email' | 'webhook' (per the dealer's leads.forward config). */
  target: string;
  attempt: number;
  resend: boolean;
};

export type DeliveryResult = { ok: true } | { ok: false; error: string; permanent?: boolean };

/** A shopper revealed a dealer's phone number on a vehicle page (what /api/phone-reveal accepted). */
export type PhoneRevealRecord = {
  dealer: string | null;
  car_id: string;
  dealership_id: number;
  website_id: number;
  at: string;
};
