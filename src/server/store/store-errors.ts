/**
 * The database cannot take or give data right now (unreachable, shut down, out of connections,
 * locked past the busy timeout, disk full or unwritable). Callers answer 503 with Retry-After;
 * the request can be repeated with the same Idempotency-Key.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
  readonly retryAfterSeconds: number;

  constructor(message: string, options: { cause?: unknown; retryAfterSeconds?: number } = {}) {
    super(message, { cause: options.cause });
    this.retryAfterSeconds = options.retryAfterSeconds ?? 5;
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
// SQLSTATE 08: connection exception; 53: insufficient resources; 57P01-03: shutting down or starting.
const POSTGRES_STATE = /^(08|53|57P0[123])/;
const POSTGRES_CLIENT_MESSAGE = /timeout exceeded when trying to connect|Connection terminated|not queryable/i;
// SQLite primary result codes: BUSY, LOCKED, IOERR, FULL, CANTOPEN.
const SQLITE_UNAVAILABLE = new Set([5, 6, 10, 13, 14]);

function isUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const { code, errcode } = error as Error & { code?: unknown; errcode?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_STATE.test(code))) return true;
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && SQLITE_UNAVAILABLE.has(errcode & 0xff)) return true;
  if (POSTGRES_CLIENT_MESSAGE.test(error.message)) return true;
  const nested = error instanceof AggregateError ? error.errors : [error.cause];
  return nested.some((inner) => isUnavailable(inner, depth + 1));
}

/** `error` as a StoreUnavailableError when it says the database is out of reach, else unchanged. */
export function toStoreError(error: unknown): unknown {
  if (error instanceof StoreUnavailableError || !isUnavailable(error)) return error;
  return new StoreUnavailableError(`The lead database is unavailable: ${(error as Error).message || (error as Error).name}`, { cause: error });
}
