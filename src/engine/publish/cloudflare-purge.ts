import { batches, type CdnPurge } from './purge-cdn.ts';

/** Cloudflare's documented most operations (URLs or tags) per purge request on every plan below Enterprise. */
const CLOUDFLARE_OPERATIONS_PER_CALL = 100;
/** Past this many URLs or tags a publish purges the zone's whole cache in one call instead. */
const EVERYTHING_ABOVE = 3000;

/**
 * Purges a Cloudflare zone (`POST /client/v4/zones/<zone>/purge_cache`, with an API token allowed
 * Zone.Cache Purge): by URL (`{"files": [...]}`, the site's address + each path), or with `byTag`
 * by cache tag as well (`{"tags": [...]}`, the tags each object's Cache-Tag header carries).
 */
export function cloudflarePurge(zoneId: string, siteUrl: string, apiToken: string, options: { apiBase?: string; byTag?: boolean } = {}): CdnPurge {
  const url = `${(options.apiBase ?? 'https://api.cloudflare.com').replace(/\/+$/, '')}/client/v4/zones/${encodeURIComponent(zoneId)}/purge_cache`;
  const site = siteUrl.replace(/\/+$/, '');
  const send = async (body: object) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => null)) as { success?: boolean; errors?: unknown[] } | null;
    if (!response.ok || !answer?.success) throw new Error(`Cloudflare purge: ${response.status} ${JSON.stringify(answer?.errors ?? answer).slice(0, 300)}`);
  };
  const purgeIn = async (items: readonly string[], body: (batch: string[]) => object) => {
    if (items.length === 0) return { calls: 0, paths: 0 };
    if (items.length > EVERYTHING_ABOVE) {
      await send({ purge_everything: true });
      return { calls: 1, paths: items.length };
    }
    let calls = 0;
    for (const batch of batches(items, CLOUDFLARE_OPERATIONS_PER_CALL)) {
      await send(body(batch));
      calls++;
    }
    return { calls, paths: items.length };
  };
  const purge: CdnPurge = {
    label: `Cloudflare zone ${zoneId}${options.byTag ? ' by tag' : ''}`,
    purge: (urlPaths) => purgeIn(urlPaths, (batch) => ({ files: batch.map((p) => site + encodeURI(p)) })),
  };
  if (options.byTag) purge.purgeTags = (tags) => purgeIn(tags, (batch) => ({ tags: batch }));
  return purge;
}
