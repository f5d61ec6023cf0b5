/** A console call's answer: its body, or the server's problem (code, message, field messages). */
export type ConsoleAnswer<T> =
  { ok: true; status: number; body: T } | { ok: false; status: number; error: string; message: string; fields: Record<string, string[]> };

/**
 * Calls the console's API (/api/console/*) on this site with the console cookie; a network failure
 * is an answer too (status 0). JSON both ways.
 */
export async function consoleCall<T>(method: string, path: string, body?: unknown): Promise<ConsoleAnswer<T>> {
  try {
    const response = await fetch(`/api/console${path}`, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { ok: true, status: response.status, body: answer as T };
    return {
      ok: false,
      status: response.status,
      error: typeof answer['error'] === 'string' ? answer['error'] : 'internal',
      message: typeof answer['message'] === 'string' ? answer['message'] : 'The request could not be completed.',
      fields: (answer['fields'] as Record<string, string[]> | undefined) ?? {},
    };
  } catch {
    return { ok: false, status: 0, error: 'network', message: 'The console cannot reach the server. Check the connection and try again.', fields: {} };
  }
}
