import { SESSION_TTL_MS } from './sessions.ts';

// Over HTTPS the __Host- prefix makes the browser insist on Secure, Path=/ and no Domain, so no
// other subdomain (another dealer's site) can set or read it. Plain http (npm start on
// *.localhost) cannot use the prefix.
const SECURE_NAME = '__Host-forecourt_session';
const LOCAL_NAME = 'forecourt_session';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const isSecure = (request: Request) => new URL(request.url).protocol === 'https:';
const cookieName = (request: Request) => (isSecure(request) ? SECURE_NAME : LOCAL_NAME);

/** The session token the request's cookie carries, if it has the shape of one. */
export function sessionToken(request: Request): string | undefined {
  const name = cookieName(request);
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      const token = value.join('=');
      return TOKEN.test(token) ? token : undefined;
    }
  }
  return undefined;
}

/** The session as a Cookie header sends it back on `request`'s site (name=token). */
export function sessionCookiePair(request: Request, token: string): string {
  return `${cookieName(request)}=${token}`;
}

/** Set-Cookie for a new session (HttpOnly, SameSite=Lax; Secure and __Host- over HTTPS). */
export function sessionCookie(request: Request, token: string): string {
  const secure = isSecure(request) ? '; Secure' : '';
  return `${sessionCookiePair(request, token)}; Path=/; Max-Age=${Math.floor(SESSION_TTL_MS / 1000)}; HttpOnly; SameSite=Lax${secure}`;
}

/** Set-Cookie that removes the session cookie. */
export function clearedSessionCookie(request: Request): string {
  const secure = isSecure(request) ? '; Secure' : '';
  return `${cookieName(request)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}
