import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { StoreTables } from '../store/tables.ts';

/**
 * What proves a lead API request may touch a lead, kept in the lead's own transaction: the step
 * tokens of multi-step leads (only their SHA-256 is stored) and the Idempotency-Keys, each with the
 * hash of the one request body it names.
 */

/** An Idempotency-Key sent again with another body than the one it first named. Nothing was written. */
export class IdempotencyKeyReusedError extends Error {
  override readonly name = 'IdempotencyKeyReusedError';
}

/** The lead is complete: what the dealer was sent is final, and no step may change it. Nothing was written. */
export class LeadClosedError extends Error {
  override readonly name = 'LeadClosedError';
}

/** A keyed request: its Idempotency-Key and the SHA-256 of its canonical JSON body (null when the caller has no body). */
export type LeadRequest = { idempotencyKey: string | null; requestHash: string | null };

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The JSON text of `value` with every object's keys in code-point order and no spaces, so two
 * bodies that parse to the same JSON have the same text. Keys are written, never assigned, so a
 * `__proto__` key is only text here.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hash an Idempotency-Key keeps of the body it names. */
export const requestHash = (body: unknown): string => sha256(canonicalJson(body));

/** A new step token for `leadId` (256 random bits, base64url); the store keeps its hash. */
export async function issueStepToken(trx: Transaction<StoreTables>, leadId: string, stamp: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await trx
    .insertInto('lead_step_tokens')
    .values({ token_hash: sha256(token), lead_id: leadId, created_at: stamp })
    .execute();
  return token;
}

/** Whether `token` is one of the step tokens issued for `leadId`. */
export async function stepTokenMatches(db: Kysely<StoreTables>, leadId: string, token: string): Promise<boolean> {
  const row = await db.selectFrom('lead_step_tokens').select('lead_id').where('token_hash', '=', sha256(token)).executeTakeFirst();
  return row?.lead_id === leadId;
}

/**
 * Records that a later step's key names this request to `leadId` (a new lead's key is kept on its
 * row, `leads.request_hash`, and checked here too). 'new' when the key was free;
 * 'replay' when the key already named the same request (same lead and, where both are known, the
 * same body hash): the caller answers as it did then. Another request under the key throws
 * IdempotencyKeyReusedError. The primary key decides a race: a concurrent claim waits for this
 * transaction and then finds its row.
 */
export async function claimRequestKey(
  trx: Transaction<StoreTables>,
  dealer: string,
  request: LeadRequest & { idempotencyKey: string },
  leadId: string,
  stamp: string,
): Promise<'new' | 'replay'> {
  const creator = await trx
    .selectFrom('leads')
    .select(['lead_id', 'request_hash'])
    .where('dealership_slug', '=', dealer)
    .where('idempotency_key', '=', request.idempotencyKey)
    .executeTakeFirst();
  if (creator) {
    if (sameRequest(creator, request, leadId)) return 'replay';
    throw new IdempotencyKeyReusedError(`Idempotency-Key ${request.idempotencyKey} already named another request to ${dealer}`);
  }
  const inserted = await trx
    .insertInto('lead_requests')
    .values({ dealership_slug: dealer, idempotency_key: request.idempotencyKey, request_hash: request.requestHash, lead_id: leadId, created_at: stamp })
    .onConflict((conflict) => conflict.columns(['dealership_slug', 'idempotency_key']).doNothing())
    .returning('lead_id')
    .executeTakeFirst();
  if (inserted) return 'new';
  const first = await priorRequest(trx, dealer, request.idempotencyKey);
  if (first && sameRequest(first, request, leadId)) return 'replay';
  throw new IdempotencyKeyReusedError(`Idempotency-Key ${request.idempotencyKey} already named another request to ${dealer}`);
}

type PriorRequest = { lead_id: string; request_hash: string | null };

export function priorRequest(db: Kysely<StoreTables>, dealer: string, key: string): Promise<PriorRequest | undefined> {
  return db
    .selectFrom('lead_requests')
    .select(['lead_id', 'request_hash'])
    .where('dealership_slug', '=', dealer)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The same lead, and the same body where both hashes are known (a store caller without a body matches on the key alone). */
export function sameRequest(first: PriorRequest, request: LeadRequest, leadId: string): boolean {
  return first.lead_id === leadId && (first.request_hash === null || request.requestHash === null || first.request_hash === request.requestHash);
}
