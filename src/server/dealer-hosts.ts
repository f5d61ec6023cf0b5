import type { Dealer } from '../lib/dealer/load-dealer.ts';

/**
 * The dealer a request's Host names: `<slug>.localhost` and `staged.<slug>.localhost` (npm start),
 * or the host of a dealer's configured `site_url` (production). null when it names none.
 */
export function dealerForHost(host: string | null, dealers: readonly Pick<Dealer, 'slug' | 'config'>[]): string | null {
  const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  const local = /^(?:staged\.)?([a-z0-9-]+)\.localhost$/.exec(hostname);
  if (local && dealers.some((d) => d.slug === local[1])) return local[1]!;
  const byUrl = dealers.find((d) => new URL(d.config.site_url).hostname.toLowerCase() === hostname);
  return byUrl?.slug ?? null;
}
