import { sessionCookies } from '../accounts/session-cookie.ts';

/** The console's session cookie: its own name, SameSite=Strict, HttpOnly, Secure with __Host- over HTTPS. */
export const staffCookie = sessionCookies('forecourt_staff', 'Strict');
