import { batches, type CdnPurge } from './purge-cdn.ts';

/** Cloudflare's documented most operations (URLs) per purge request on every plan below Enterprise. */
const CLOUDFLARE_URLS_PER_CALL = 100;
/** Past this many URLs a publish purges the zone's whole cache in one call instead. */
const EVERYTHING_ABOVE = 3000;

/** Purges URLs (the site's address + each path) from a Cloudflare zone, with an API token allowed Zone.Cache Purge. */
export function cloudflarePurge(zoneId: string, siteUrl: string, apiToken: string, apiBase = 'https://api.cloudflare.com'): CdnPurge {
  const url = `${apiBase.replace(/\/+$/, '')}/client/v4/zones/${encodeURIComponent(zoneId)}/purge_cache`;
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
  return {
    label: `Cloudflare zone ${zoneId}`,
    async purge(urlPaths) {
      if (urlPaths.length === 0) return { calls: 0, paths: 0 };
      if (urlPaths.length > EVERYTHING_ABOVE) {
        await send({ purge_everything: true });
        return { calls: 1, paths: urlPaths.length };
      }
      let calls = 0;
      for (const batch of batches(urlPaths, CLOUDFLARE_URLS_PER_CALL)) {
        await send({ files: batch.map((p) => site + encodeURI(p)) });
        calls++;
      }
      return { calls, paths: urlPaths.length };
    },
  };
}
