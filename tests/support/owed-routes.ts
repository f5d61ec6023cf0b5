/**
 * Same-site routes that built pages link to but no page answers yet, each with what it waits on.
 * This list only shrinks: follows-every-link.e2e.ts fails when an entry's route is built while no
 * sample dealer still links it unbuilt (delete the entry), and when the list grows past its ceiling.
 *
 * A pattern is a site path; `*` stands for one path segment. Query strings do not count.
 */
export type OwedRoute = { pattern: string; waitsOn: string };

const TRADE_IN = 'issue 13: trade-in, service, test-drive availability';
const ACCOUNTS = 'issue 14: sign-in, gated routes, checkout';

export const OWED_ROUTES: readonly OwedRoute[] = [
  { pattern: '/service', waitsOn: TRADE_IN },
  { pattern: '/book-a-service', waitsOn: TRADE_IN },
  { pattern: '/cars/*/checkout', waitsOn: ACCOUNTS },
  { pattern: '/cars/*/buy-online', waitsOn: ACCOUNTS },
];

/** The most entries the list may have: lower it as entries go, never raise it. */
export const OWED_CEILING = 4;

const patternRegex = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}/?$`);
const compiled = OWED_ROUTES.map((entry) => ({ entry, regex: patternRegex(entry.pattern) }));

/** The owed entry a route falls under, if any. */
export const owedEntry = (route: string): OwedRoute | undefined => compiled.find(({ regex }) => regex.test(route))?.entry;
