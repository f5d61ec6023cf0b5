// One DNS name (labels of letters, digits and inner hyphens, an optional final dot) or a bracketed
// IPv6 literal, then an optional port: what RFC 9110 allows in Host, less what no dealer uses.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$`, 'i');

/**
 * True when `host` is one well-formed Host value. A comma-listed Host (two hosts joined by a
 * proxy), one with spaces, a path, user info or any other character is not: such a request
 * is answered 400 before any route reads it.
 */
export function isWellFormedHost(host: string): boolean {
  return host.length <= 260 && HOST.test(host);
}
