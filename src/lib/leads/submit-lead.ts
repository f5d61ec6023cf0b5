import { LEADS_ENDPOINT, type LeadSubmission } from './lead-submission.ts';
import { NETWORK_FAILURE, readLeadResponse, type SubmitOutcome } from './submit-outcome.ts';

export interface SubmitLeadOptions {
  /** The request's Idempotency-Key (the lead session chooses it: lead-session.ts). */
  idempotencyKey: string;
  fetch?: typeof fetch;
}

/**
 * POSTs a lead as JSON to /api/leads with its Idempotency-Key, and reads the answer: the stored
 * lead's id, the fields the API refused, or the message to show (see readLeadResponse). Never
 * throws: a request that gets no answer is a network failure.
 */
export async function submitLead(payload: LeadSubmission, { idempotencyKey, fetch: send = fetch }: SubmitLeadOptions): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await send(LEADS_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
    });
  } catch (error) {
    console.warn('lead submission failed', error);
    return NETWORK_FAILURE;
  }
  const body: unknown = await response.json().catch(() => null);
  return readLeadResponse({ status: response.status, body, retryAfter: response.headers.get('Retry-After') });
}

/** A fresh Idempotency-Key (random, 128 bits; getRandomValues works on plain-http pages too). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
