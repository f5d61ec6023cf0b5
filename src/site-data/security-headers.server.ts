import astroIsland from 'astro/runtime/server/astro-island.prebuilt.js';
import idle from 'astro/client/idle.prebuilt.js';
import load from 'astro/client/load.prebuilt.js';
import media from 'astro/client/media.prebuilt.js';
import only from 'astro/client/only.prebuilt.js';
import visible from 'astro/client/visible.prebuilt.js';
import type { DealerConfig } from '../lib/dealer/dealer-config.ts';
import { writeHeadersFile } from '../lib/site/headers-file.ts';
import {
  DATED_ITEMS_SCRIPT,
  FAVOURITES_CLASS_SCRIPT,
  JS_CLASS_SCRIPT,
  OFFER_COUNT_SCRIPT,
  PRINT_REDIRECT_SCRIPT,
  STOCK_FRESHNESS_SCRIPT,
  tagManagerScript,
} from '../lib/site/inline-scripts.ts';
import { securityHeaders } from '../lib/site/security-headers.ts';

/**
 * Astro's own inline scripts: the <astro-island> element and one script per client directive,
 * written into a page before its first island of that kind. These are the modules Astro inlines
 * (and hashes for its own `security.csp`), so a new Astro version changes them here too.
 */
const ASTRO_INLINE_SCRIPTS = [astroIsland, idle, load, media, only, visible];

/** Every inline script the dealer's pages may run, as exact text. */
function inlineScriptsOf(config: Pick<DealerConfig, 'analytics'>): string[] {
  const own = [JS_CLASS_SCRIPT, FAVOURITES_CLASS_SCRIPT, STOCK_FRESHNESS_SCRIPT, PRINT_REDIRECT_SCRIPT, DATED_ITEMS_SCRIPT, OFFER_COUNT_SCRIPT];
  if (config.analytics) own.push(tagManagerScript(config.analytics.gtm_container_id));
  return [...ASTRO_INLINE_SCRIPTS, ...own];
}

/** The dealer's `_headers` file: the security headers on every path, hashed assets cached for good. */
export function headersFileOf(config: Pick<DealerConfig, 'analytics' | 'search' | 'service' | 'site_url' | 'vehicle_page'>): string {
  return writeHeadersFile([
    { pattern: '/*', headers: securityHeaders(config, inlineScriptsOf(config)) },
    { pattern: '/_astro/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ]);
}
