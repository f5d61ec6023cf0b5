import crypto from 'node:crypto';

/**
 * The digest a build keys a raw stock record by: SHA-256 of its JSON as stored (key order not
 * normalised: a reordered record only costs a needless re-render, never a stale page). One part, so
 * one-shot hashing (half the time of a hash object).
 */
export function recordDigest(record: unknown): string {
  return textDigest(JSON.stringify(record) ?? 'undefined');
}

/** `recordDigest` of a record whose JSON text is at hand. */
export function textDigest(json: string): string {
  return crypto.hash('sha256', json);
}
