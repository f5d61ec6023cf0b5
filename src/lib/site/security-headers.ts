import { createHash } from 'node:crypto';
import { chatSources } from '../chat/chat-providers.ts';
import type { DealerConfig } from '../dealer/dealer-config.ts';
import { videoFrameSources } from '../embeds/video-players.ts';
import { mapFrameSources } from '../embeds/map-embed.ts';

/**
 * The response headers every page of a dealer's site is served with: a Content-Security-Policy
 * that allows the site itself and exactly the third parties the dealer's config turns on, and the
 * framing, referrer, feature and sniffing rules. `npm start` and the CDNs read them from the
 * build's `_headers` file (headers-file.ts).
 *
 * Scripts: no 'unsafe-inline'. Inline scripts run by hash (Astro's island scripts and ours, see
 * inline-scripts.ts), every other script comes from the site's own origin or a configured third
 * party. Styles: 'unsafe-inline', because components inline their CSS (`inlineStylesheets:
 * 'always'`, a render-blocking request fewer) and React and the staged bar write `style=`
 * attributes, which hashes cannot allow without 'unsafe-hashes' on every value; CSS cannot run
 * script, so the policy's protection against injected code stands.
 */

/** Origins a third party needs, per directive. */
type Sources = { script: string[]; connect: string[]; img: string[]; frame: string[] };

/** Google's published hosts for Tag Manager with Google Analytics 4. */
const TAG_MANAGER: Sources = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  frame: [],
};

/**
 * What each config switch that brings a third-party origin adds. A feature that loads from another
 * origin (an embedded booking page, a chat widget, a payment provider) adds its entry here, so the
 * policy allows it on exactly the dealers that turn it on.
 */
function thirdPartySources(
  config: Pick<DealerConfig, 'analytics' | 'search'> & {
    service?: Pick<DealerConfig['service'], 'page' | 'iframe_url'>;
    vehicle_page?: Pick<DealerConfig['vehicle_page'], 'instant_message' | 'video_players'>;
    content?: { location_map: Pick<DealerConfig['content']['location_map'], 'embed'> };
  },
): Sources {
  const parts: Sources[] = [];
  if (config.vehicle_page) {
    parts.push({ ...chatSources(config.vehicle_page.instant_message), img: [] });
    parts.push({ script: [], connect: [], img: [], frame: videoFrameSources(config.vehicle_page.video_players) });
  }
  if (config.content) parts.push({ script: [], connect: [], img: [], frame: mapFrameSources(config.content.location_map.embed) });
  const booking = config.service?.page === 'iframe' ? config.service.iframe_url : null;
  if (booking) parts.push({ script: [], connect: [], img: [], frame: [new URL(booking).origin] });
  if (config.analytics) parts.push(TAG_MANAGER);
  const meili = config.search.meilisearch;
  if (meili) parts.push({ script: [], connect: [new URL(meili.host).origin], img: [], frame: [] });
  const merged = (key: keyof Sources) => [...new Set(parts.flatMap((p) => p[key]))].sort();
  return { script: merged('script'), connect: merged('connect'), img: merged('img'), frame: merged('frame') };
}

/** The CSP source for an inline script's exact text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The dealer's policy, allowing `inlineScripts` (their exact texts) to run. */
export function contentSecurityPolicy(config: Parameters<typeof thirdPartySources>[0], inlineScripts: readonly string[]): string {
  const third = thirdPartySources(config);
  const hashes = [...new Set(inlineScripts.map(scriptHash))].sort();
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...third.script]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Car photos and videos may come from the feed's or an image CDN's host (any https origin);
    // neither can run script.
    ['img-src', ["'self'", 'data:', 'https:']],
    ['media-src', ["'self'", 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...third.connect]],
    ['frame-src', third.frame.length > 0 ? third.frame : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * HSTS when the dealer's site is served over https (rule: site.hsts): browsers then never ask for it
 * over http for a year. Not `includeSubDomains` (a dealer's other hosts may still be http) nor
 * `preload` (a list the dealer must apply to themselves). Browsers ignore it on an http answer.
 */
const HSTS = 'max-age=31536000';

/** Every header a page of the dealer's site carries. */
export function securityHeaders(
  config: Parameters<typeof thirdPartySources>[0] & { site_url?: string | undefined },
  inlineScripts: readonly string[],
): Record<string, string> {
  return {
    ...(config.site_url?.startsWith('https:') ? { 'Strict-Transport-Security': HSTS } : {}),
    'Content-Security-Policy': contentSecurityPolicy(config, inlineScripts),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
}

/** The headers an API response carries: it is data, never a document to render or frame. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};
