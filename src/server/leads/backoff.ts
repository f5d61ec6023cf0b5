/** How long to wait after `failedAttempts` (1, 2, …) failed deliveries before the next attempt. */
export type Backoff = (failedAttempts: number) => number;

/**
 * base·2^(n−1) milliseconds, capped at `maxMs`, shortened by up to `jitter` (a fraction) at random
 * so forwarders retrying after one outage spread out. Pass `random` for repeatable delays.
 */
export function exponentialBackoff(options: { baseMs?: number; maxMs?: number; jitter?: number; random?: () => number } = {}): Backoff {
  const { baseMs = 30_000, maxMs = 3_600_000, jitter = 0.2, random = Math.random } = options;
  return (failedAttempts) => {
    const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
    return Math.round(delay * (1 - jitter * random()));
  };
}
