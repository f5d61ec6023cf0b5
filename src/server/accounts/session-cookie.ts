import { generateCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import { SESSION_TTL_MS } from './sessions.ts';

// Over HTTPS the __Host- prefix makes the browser insist on Secure, Path=/ and no Domain, so no
// other subdomain (another dealer's site) can set or read it. Plain http (npm start on
// *.localhost) cannot use the prefix.
const NAME = 'forecourt_session';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const isSecure = (request: Request) => new URL(request.url).protocol === 'https:';
const cookieName = (request: Request) => (isSecure(request) ? `__Host-${NAME}` : NAME);

/** The session token the request's cookie carries, if it has the shape of one (Hono's cookie parser, as getCookie uses). */
export function sessionToken(request: Request): string | undefined {
  const name = cookieName(request);
  const token = parse(request.headers.get('cookie') ?? '', name)[name];
  return token !== undefined && TOKEN.test(token) ? token : undefined;
}

/** The session as a Cookie header sends it back on `request`'s site (name=token). */
export function sessionCookiePair(request: Request, token: string): string {
  return `${cookieName(request)}=${token}`;
}

/** Set-Cookie for the session (HttpOnly, SameSite=Lax; Secure and __Host- over HTTPS); an empty token with Max-Age=0 removes it. */
function setSessionCookie(request: Request, token: string, maxAge: number): string {
  return generateCookie(NAME, token, { path: '/', maxAge, httpOnly: true, sameSite: 'Lax', ...(isSecure(request) ? { prefix: 'host' } : {}) });
}

/** Set-Cookie for a new session. */
export const sessionCookie = (request: Request, token: string): string => setSessionCookie(request, token, Math.floor(SESSION_TTL_MS / 1000));

/** Set-Cookie that removes the session cookie. */
export const clearedSessionCookie = (request: Request): string => setSessionCookie(request, '', 0);
