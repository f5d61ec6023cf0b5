import fs from 'node:fs';
import path from 'node:path';
import { HEADERS_FILE, headersFor, parseHeadersFile, type HeaderRule } from '../../lib/site/headers-file.ts';

/**
 * The headers a build's `_headers` file gives a path, as a CDN reading that file would serve them.
 * A build folder never changes once written, so its rules are read once; the few newest are kept.
 */
const cache = new Map<string, HeaderRule[]>();
const KEEP = 16;

function rulesOf(siteRoot: string): HeaderRule[] {
  let rules = cache.get(siteRoot);
  if (!rules) {
    const file = path.join(siteRoot, HEADERS_FILE);
    rules = fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : [];
    cache.set(siteRoot, rules);
    if (cache.size > KEEP) cache.delete(cache.keys().next().value!);
  }
  return rules;
}

/** Header names lower-cased, as node's response headers are written. */
export function siteHeaders(siteRoot: string, urlPath: string): Record<string, string> {
  return Object.fromEntries(Object.entries(headersFor(rulesOf(siteRoot), urlPath)).map(([name, value]) => [name.toLowerCase(), value]));
}

/** Files a static host keeps to itself: its own configuration is never served. */
export const isHostConfigPath = (urlPath: string) => urlPath === `/${HEADERS_FILE}`;
