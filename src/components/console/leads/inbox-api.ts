import type { InboxRow, InboxStatus, SpeedToLead } from '../../../lib/inbox/inbox-vocabulary.ts';

/** The filters the inbox screen sends (empty strings are left out). */
export type InboxFilters = { status: string; form: string; location: string; car: string; from: string; to: string };

export const NO_FILTERS: InboxFilters = { status: '', form: '', location: '', car: '', from: '', to: '' };

export type LeadPage = { leads: InboxRow[]; next_cursor: string | null; polled_at: string };

export type LeadDetail = InboxRow & {
  subcategory: string | null;
  crm_status: string;
  location: { id: number; name: string } | null;
  live_car: { url: string; status: string } | null;
  answers: { name: string; label: string; value: string }[];
  photos: { image_id: string; url: string; content_type: string }[];
  deliveries: { target: string; state: string; attempt: number; resend: boolean; last_error: string | null }[];
  activity: { activity_id: string; actor: string; kind: string; value: string | null; created_at: string }[];
};

/** The dealer's locations (to filter by) and staff (to assign to). */
/** `destinations`: where the dealer's leads are delivered, in words; empty when they stay in the store only. */
export type InboxChoices = { locations: { id: number; name: string }[]; staff: { id: string; name: string }[]; destinations: string[] };

/** The query string of the filters (and a cursor or `since`). */
function filterQuery(filters: InboxFilters, more: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...more })) if (value !== '') params.set(key, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Thrown with the server's message when a call is refused. */
class InboxCallError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...init.headers } });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new InboxCallError(body.message ?? `The console answered ${response.status}.`, response.status);
  return body as T;
}

const post = <T>(url: string, body: unknown) => call<T>(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The console's lead calls for one dealer. */
export function inboxApi(base: string) {
  return {
    page: (filters: InboxFilters, more: Record<string, string> = {}) => call<LeadPage>(`${base}${filterQuery(filters, more)}`),
    detail: (leadId: string) => call<LeadDetail>(`${base}/${encodeURIComponent(leadId)}`),
    choices: () => call<InboxChoices>(`${base}/choices`),
    speed: () => call<SpeedToLead & { days: number }>(`${base}/speed`),
    setStatus: (leadId: string, status: InboxStatus) => post<InboxRow>(`${base}/${encodeURIComponent(leadId)}/status`, { status }),
    addNote: (leadId: string, text: string) => post<InboxRow>(`${base}/${encodeURIComponent(leadId)}/notes`, { text }),
    assign: (leadId: string, staffId: string | null) => post<InboxRow>(`${base}/${encodeURIComponent(leadId)}/assign`, { staff_id: staffId }),
    resend: (leadId: string) => post<{ queued: number }>(`${base}/${encodeURIComponent(leadId)}/resend`, {}),
    csvUrl: (filters: InboxFilters) => `${base}/export.csv${filterQuery(filters)}`,
  };
}

export type InboxApi = ReturnType<typeof inboxApi>;
