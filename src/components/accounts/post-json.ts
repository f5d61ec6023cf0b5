/**
 * What an account call answered: ok with its body, or the server's message (and field messages)
 * for the shopper, with the server's error code when it gave one.
 */
export type CallResult<T> = { ok: true; body: T } | { ok: false; message: string; fields: Record<string, string[]>; error?: string };

/** POSTs JSON to a same-site function and reads the answer; a network failure is a message too. */
export async function postJson<T>(path: string, body: unknown, fallback: string): Promise<CallResult<T>> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string[]>; error?: string };
    if (response.ok) return { ok: true, body: answer as T };
    return { ok: false, message: answer.message ?? fallback, fields: answer.fields ?? {}, ...(answer.error ? { error: answer.error } : {}) };
  } catch {
    return { ok: false, message: fallback, fields: {} };
  }
}
