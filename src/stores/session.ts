import { atom } from 'nanostores';

const SESSION_PATH = '/api/auth/session';
const SIGN_OUT_PATH = '/api/auth/sign-out';

/** Who is signed in on this site, as the server says; 'loading' until it has answered. */
export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; phone: string };

export const $session = atom<SessionState>({ status: 'loading' });

let request: Promise<SessionState> | null = null;

/**
 * Asks the server once per page (the session cookie is HttpOnly, so only the server can read it).
 * A failed request counts as signed out: nothing the shopper sees depends on a guess.
 */
export function loadSession(doFetch: typeof fetch = (...args) => globalThis.fetch(...args)): Promise<SessionState> {
  request ??= doFetch(SESSION_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) {
        // A refusal's body is read too (and dropped): left unread, the browser holds the request open
        // and the page never settles (seen on a site without sign-in, whose answer is 404).
        await response.text();
        return { status: 'signed-out' as const };
      }
      const body = (await response.json()) as { phone_number?: unknown };
      return typeof body.phone_number === 'string' ? { status: 'signed-in' as const, phone: body.phone_number } : { status: 'signed-out' as const };
    })
    .catch(() => ({ status: 'signed-out' as const }))
    .then((state) => {
      $session.set(state);
      return state;
    });
  return request;
}

/** Ends the session on the server, then here. */
export async function signOut(doFetch: typeof fetch = (...args) => globalThis.fetch(...args)): Promise<void> {
  await doFetch(SIGN_OUT_PATH, { method: 'POST', credentials: 'same-origin' });
  request = Promise.resolve({ status: 'signed-out' });
  $session.set({ status: 'signed-out' });
}

/** For tests: forget what the server said. */
export function resetSession(): void {
  request = null;
  $session.set({ status: 'loading' });
}
