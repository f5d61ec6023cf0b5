/**
 * Retries a failing call with exponential backoff: waits `baseMs`, then twice as long each time, with
 * jitter. An error marked `retryable: false` (a refused conditional write) is thrown at once.
 */
export type RetryPolicy = { attempts: number; baseMs: number; onRetry?: (error: unknown, attempt: number) => void };

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseMs: 250 };

export async function withRetry<T>(call: () => Promise<T>, policy: RetryPolicy = DEFAULT_RETRY): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= policy.attempts || (error as { retryable?: boolean } | null)?.retryable === false) throw error;
      policy.onRetry?.(error, attempt);
      const wait = policy.baseMs * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, wait / 2 + Math.random() * (wait / 2)));
    }
  }
}
