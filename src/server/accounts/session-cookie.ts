import { generateCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import { SESSION_TTL_MS } from './sessions.ts';

// Over HTTPS the __Host- prefix makes the browser insist on Secure, Path=/ and no Domain, so no
// other subdomain (another dealer's site) can set or read it. Plain http (npm start on
// *.localhost) cannot use the prefix.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const isSecure = (request: Request) => new URL(request.url).protocol === 'https:';

/**
 * A session cookie by name: HttpOnly, Path=/, Secure with the __Host- prefix over HTTPS. The
 * shopper's is SameSite=Lax (a link from a search result keeps them signed in); the console's
 * (src/server/console) is SameSite=Strict under a name of its own.
 */
export function sessionCookies(name: string, sameSite: 'Lax' | 'Strict') {
  const cookieName = (request: Request) => (isSecure(request) ? `__Host-${name}` : name);
  const set = (request: Request, token: string, maxAge: number): string =>
    generateCookie(name, token, { path: '/', maxAge, httpOnly: true, sameSite, ...(isSecure(request) ? { prefix: 'host' } : {}) });
  return {
    /** The session token the request's cookie carries, if it has the shape of one (Hono's cookie parser, as getCookie uses). */
    token(request: Request): string | undefined {
      const key = cookieName(request);
      const token = parse(request.headers.get('cookie') ?? '', key)[key];
      return token !== undefined && TOKEN.test(token) ? token : undefined;
    },
    /** The session as a Cookie header sends it back on `request`'s site (name=token). */
    pair: (request: Request, token: string): string => `${cookieName(request)}=${token}`,
    /** Set-Cookie for a new session lasting `maxAgeMs`. */
    set: (request: Request, token: string, maxAgeMs: number): string => set(request, token, Math.floor(maxAgeMs / 1000)),
    /** Set-Cookie that removes the cookie. */
    clear: (request: Request): string => set(request, '', 0),
  };
}

const shopper = sessionCookies('forecourt_session', 'Lax');

/** The shopper's session token the request's cookie carries, if it has the shape of one. */
export const sessionToken = shopper.token;

/** The shopper's session as a Cookie header sends it back on `request`'s site (name=token). */
export const sessionCookiePair = shopper.pair;

/** Set-Cookie for a new shopper session. */
export const sessionCookie = (request: Request, token: string): string => shopper.set(request, token, SESSION_TTL_MS);

/** Set-Cookie that removes the shopper's session cookie. */
export const clearedSessionCookie = shopper.clear;
