import type { SubmitOutcome } from './submit-outcome.ts';

/**
 * The Idempotency-Keys of an island that sends several requests to the lead API. A key names one
 * request body: sending the same body again while its last answer left it open (no answer, 429,
 * 503) reuses the key, so the server answers the retry as the first try and stores nothing twice;
 * any other body, or the same one after an answer settled it, gets a new key.
 */
export function requestKeys(fresh: () => string) {
  let open: { body: string; key: string } | null = null;
  return {
    /** The key to send `body` (its JSON text) under. */
    keyFor(body: string): string {
      if (open?.body !== body) open = { body, key: fresh() };
      return open.key;
    },
    /** What the answer means for the key: kept only for a retry the server asked for or never answered. */
    answered(outcome: SubmitOutcome): void {
      if (!(outcome.kind === 'failed' && outcome.retry)) open = null;
    },
  };
}
