import { z } from 'zod';
import { LEAD_FORMS } from '../leads/lead-categories.ts';

/** The console's workflow for a lead: every lead starts new. */
export const INBOX_STATUSES = ['new', 'contacted', 'appointment', 'sold', 'lost'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_STATUS_LABELS: Readonly<Record<InboxStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  appointment: 'Appointment',
  sold: 'Sold',
  lost: 'Lost',
};

export const FORM_LABELS: Readonly<Record<(typeof LEAD_FORMS)[number], string>> = {
  general_enquiry: 'Enquiry',
  car_enquiry: 'Car enquiry',
  test_drive: 'Test drive',
  finance_enquiry: 'Finance',
  online_purchase: 'Online purchase',
  service_booking: 'Service booking',
  trade_in: 'Trade-in',
  quick_enquiry: 'Quick form',
};

/** The first page and each page after it. */
export const INBOX_PAGE_SIZE = 50;

/** How often an open inbox asks for leads newer than the newest it shows. */
export const INBOX_POLL_MS = 2_000;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date as YYYY-MM-DD' });

/** The inbox list's query string: every filter optional, dates in the dealer's time zone. */
export const InboxQuerySchema = z.strictObject({
  status: z.enum(INBOX_STATUSES).optional(),
  form: z.enum(LEAD_FORMS).optional(),
  location: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'expected a location id' })
    .transform(Number)
    .optional(),
  car: z.string().min(1).max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  cursor: z.string().max(200).optional(),
  since: z.iso.datetime({ error: 'expected an ISO 8601 time' }).optional(),
});
export type InboxQuery = z.output<typeof InboxQuerySchema>;

/** Staff's changes to a lead. */
export const StatusChangeSchema = z.strictObject({ status: z.enum(INBOX_STATUSES) });
export const NoteSchema = z.strictObject({ text: z.string().trim().min(1, { error: 'Write a note first.' }).max(2000) });
export const AssignSchema = z.strictObject({ staff_id: z.string().min(1).max(100).nullable() });

/** A browser's push subscription as PushSubscription.toJSON() gives it (an https endpoint of its push service). */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'expected the push service’s https address' }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/), auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/) }),
});

/** How a staff member wants new-lead alerts: the channels, and the mobile SMS goes to. */
export const AlertChoiceSchema = z.strictObject({
  channels: z.array(z.enum(['sms', 'push'])).max(2),
  phone: z.string().trim().max(20).nullable().optional(),
});

/** A lead as the inbox lists it. */
export type InboxRow = {
  lead_id: string;
  created_at: string;
  form: string | null;
  category: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  car: { id: string | null; title: string | null; stock_number: string | null } | null;
  location_id: number | null;
  status: InboxStatus;
  assignee: string | null;
  /** Seconds from arrival to the first status change or note; null while untouched. */
  first_touch_seconds: number | null;
  /** A trade-in whose shopper accepted the indicative offer (rule: trade-in.offer-acceptance). */
  offer_accepted: boolean;
};

/** A dealer's speed to lead (rule: leads.speed-to-lead). */
export type SpeedToLead = { leads: number; touched: number; median_seconds: number | null; share_within_5_minutes: number | null };

const FIVE_MINUTES_S = 300;

/**
 * The speed-to-lead figures at `now` (rule: leads.speed-to-lead) of `leads` leads, `touched` of
 * them with their arrival and first touch, `settled` of them old enough to have had five minutes:
 * the median time to first touch of the touched ones, and the share touched within five minutes of
 * those that have had five minutes (or were touched sooner).
 */
export function speedToLead(o: { leads: number; settled: number; touched: readonly { createdAt: string; firstTouchAt: string }[] }, now: Date): SpeedToLead {
  const seconds = o.touched.map((l) => (Date.parse(l.firstTouchAt) - Date.parse(l.createdAt)) / 1000).sort((a, b) => a - b);
  const recentTouched = o.touched.filter((l) => now.getTime() - Date.parse(l.createdAt) < FIVE_MINUTES_S * 1000).length;
  const due = o.settled + recentTouched;
  const within = seconds.filter((s) => s <= FIVE_MINUTES_S).length;
  const mid = seconds.length / 2;
  const median = seconds.length === 0 ? null : seconds.length % 2 === 1 ? seconds[Math.floor(mid)]! : (seconds[mid - 1]! + seconds[mid]!) / 2;
  return {
    leads: o.leads,
    touched: seconds.length,
    median_seconds: median === null ? null : Math.round(median),
    share_within_5_minutes: due === 0 ? null : within / due,
  };
}

/** '45 s', '3 min 20 s', '2 h 5 min', '3 d 4 h'. */
export function durationLabel(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h${Math.floor((s % 3600) / 60) ? ` ${Math.floor((s % 3600) / 60)} min` : ''}`;
  return `${Math.floor(s / 86_400)} d${Math.floor((s % 86_400) / 3600) ? ` ${Math.floor((s % 86_400) / 3600)} h` : ''}`;
}
