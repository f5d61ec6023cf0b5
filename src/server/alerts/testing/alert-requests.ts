import type { TestServer } from '../../context/testing/test-context.ts';

/** What a request to the alerts API carries: a session cookie, a JSON body, an Accept header, the caller's address. */
type AlertRequest = { cookie?: string; body?: unknown; accept?: string; ip?: string };

/**
 * Requests to a dealer's site on the test server `server()` (read at each call: tests make a new
 * server per test), as the site's own pages send them: same origin, JSON bodies, the session cookie.
 */
export function alertRequests(server: () => TestServer, dealer: string) {
  const site = `http://${dealer}.localhost:4321`;
  return {
    /** The session cookie of `phone` signed in on the dealer's site. */
    cookieFor: async (phone: string) => `forecourt_session=${await server().features.accounts.sessions().create(dealer, phone)}`,
    call: (method: string, route: string, o: AlertRequest = {}) =>
      server().app.fetch(
        new Request(`${site}${route}`, {
          method,
          headers: {
            origin: site,
            ...(o.cookie ? { cookie: o.cookie } : {}),
            ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(o.accept ? { accept: o.accept } : {}),
          },
          ...(o.body === undefined ? {} : { body: JSON.stringify(o.body) }),
        }),
        { dealerSlug: dealer, clientIp: o.ip ?? '127.0.0.9' },
      ),
  };
}
