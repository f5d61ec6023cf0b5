import { postJson, type CallResult } from './post-json.ts';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';

/** A saved search as the API answers it (docs/alerts.md). */
export type SavedSearch = { id: string; name: string; urlState: string; channel: 'sms' | 'email'; email: string | null; paused: boolean; createdAt: string };

const BASE = '/api/alerts/searches';

/** The signed-in shopper's saved searches and the dealer's cap, or null when they could not be read. */
export async function listSavedSearches(): Promise<{ searches: SavedSearch[]; max: number } | null> {
  try {
    const response = await fetch(BASE, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as { searches: SavedSearch[]; max: number }) : null;
  } catch {
    return null;
  }
}

/** How a search's alerts go: SMS to the signed-in mobile, or e-mail to the shopper's alert address. */
export type SearchChannel = { channel: 'sms' } | { channel: 'email'; email: string };

/** Saves the listing's URL state with its channel; `consent` is the shopper's ticked box. */
export function saveSearch(name: string, urlState: string, consent: boolean, channel: SearchChannel): Promise<CallResult<{ search: SavedSearch }>> {
  return postJson(BASE, { name, url_state: urlState, ...channel, ...(consent ? { consent: true } : {}) }, ALERT_COPY.saveFailed);
}

/** Renames, pauses or resumes one of the shopper's searches, or switches its channel. */
export function updateSearch(id: string, change: { name?: string; paused?: boolean } | SearchChannel): Promise<CallResult<{ search: SavedSearch }>> {
  return postJson(`${BASE}/${encodeURIComponent(id)}`, change, ALERT_COPY.searchesFailed);
}

/** Deletes one of the shopper's searches. */
export function removeSearch(id: string): Promise<CallResult<unknown>> {
  return postJson(`${BASE}/${encodeURIComponent(id)}/remove`, {}, ALERT_COPY.searchesFailed);
}
