import { problem } from './respond.ts';

const WINDOW_MS = 60_000;

/**
 * Sliding one-minute windows of request times by key (an address, a session, a lead), kept in
 * memory: one process (`npm start`) or one warm serverless instance. Keys idle for a minute are
 * swept as requests arrive.
 */
export class RateWindows {
  readonly #seen = new Map<string, number[]>();
  readonly perMinute: number;
  readonly now: () => number;
  #sweptAt: number;

  constructor(perMinute: number, now: () => number = Date.now) {
    this.perMinute = perMinute;
    this.now = now;
    this.#sweptAt = now();
  }

  #times(key: string, at: number): number[] {
    const times = (this.#seen.get(key) ?? []).filter((t) => t > at - WINDOW_MS);
    this.#seen.set(key, times);
    return times;
  }

  #sweep(at: number): void {
    if (at - this.#sweptAt <= WINDOW_MS) return;
    for (const [key, times] of this.#seen) if (times.at(-1)! <= at - WINDOW_MS) this.#seen.delete(key);
    this.#sweptAt = at;
  }

  /** The first of `keys` whose window is full, with the seconds until it has room; null when all have room. */
  full(keys: readonly string[]): { key: string; retryAfter: number } | null {
    const at = this.now();
    this.#sweep(at);
    for (const key of keys) {
      const times = this.#times(key, at);
      if (times.length >= this.perMinute) return { key, retryAfter: Math.max(1, Math.ceil((times[0]! + WINDOW_MS - at) / 1000)) };
    }
    return null;
  }

  /** Counts a request against each of `keys`. */
  count(keys: readonly string[]): void {
    const at = this.now();
    for (const key of keys) this.#times(key, at).push(at);
  }

  /** Whether `key` has a request in its window. */
  has(key: string): boolean {
    return this.#times(key, this.now()).length > 0;
  }
}

/** The 429 for a full window: Retry-After in whole seconds, and whose window it was. */
export function tooManyRequests(full: { key: string; retryAfter: number }): Response {
  const from = full.key.startsWith('session') ? 'this session' : full.key.startsWith('lead') ? 'this enquiry' : 'this address';
  return problem('rate_limited', { message: `Too many requests from ${from}. Try again shortly.`, headers: { 'retry-after': String(full.retryAfter) } });
}
