import { STRINGS } from '../strings.ts';
import type { FieldErrors } from './form-schemas.ts';

/**
 * What a lead submission came to, for the island:
 * - stored: the lead API answered 201 with a lead_id (and, for the first step of a multi-step
 *   form, the step_token its later steps must send);
 * - invalid: 422, with each bad field's messages;
 * - failed: anything else, with the message to show; `retry` says whether sending the same
 *   submission again under the same Idempotency-Key may succeed (network failure, 429, 503, 5xx),
 *   and `retryAfter` how many seconds the server asked to wait.
 */
export type SubmitOutcome =
  | { kind: 'stored'; leadId: string; stepToken?: string }
  | { kind: 'invalid'; message: string | null; fields: FieldErrors }
  | { kind: 'failed'; message: string; retry: boolean; retryAfter: number | null };

export type LeadResponse = { status: number; body: unknown; retryAfter: string | null };

const RETRYABLE = new Set([408, 425, 429, 500, 502, 503, 504]);

const field = (body: unknown, key: string): unknown => (body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function fieldErrors(value: unknown): FieldErrors {
  if (value === null || typeof value !== 'object') return {};
  const fields: FieldErrors = {};
  for (const [name, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string' && m !== '');
    if (list.length > 0) fields[name] = list;
  }
  return fields;
}

/** Retry-After in seconds (delta-seconds or an HTTP date), or null. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Reads the lead API's answer. A success without a lead_id shows the returned error or 'An
 * unexpected error occured' (spelled so on purpose; rule: leads.submit-errors); other failures show the server's
 * message, or 'An error occurred when submitting this form'.
 */
export function readLeadResponse({ status, body, retryAfter }: LeadResponse): SubmitOutcome {
  const message = text(field(body, 'message')) ?? text(field(body, 'error'));
  if (status >= 200 && status < 300) {
    const leadId = field(body, 'lead_id');
    const stepToken = text(field(body, 'step_token'));
    if ((typeof leadId === 'string' && leadId !== '') || typeof leadId === 'number')
      return { kind: 'stored', leadId: String(leadId), ...(stepToken === null ? {} : { stepToken }) };
    return { kind: 'failed', message: text(field(body, 'error')) ?? STRINGS.unexpectedError, retry: false, retryAfter: null };
  }
  if (status === 422) return { kind: 'invalid', message, fields: fieldErrors(field(body, 'fields')) };
  return { kind: 'failed', message: message ?? STRINGS.formSubmitError, retry: RETRYABLE.has(status), retryAfter: retryAfterSeconds(retryAfter) };
}

/** A request that never got an answer (offline, DNS, connection reset). */
export const NETWORK_FAILURE: SubmitOutcome = { kind: 'failed', message: STRINGS.formSubmitError, retry: true, retryAfter: null };
