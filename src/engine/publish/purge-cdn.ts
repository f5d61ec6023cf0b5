/**
 * A CDN in front of the bucket, told the URL paths one publish replaced or deleted. Each adapter
 * sends them in calls of at most `perCall` (its API's documented limit) and answers how many calls
 * it made; past `everythingAbove` paths (a first publish, a new design) one call clears the whole
 * site instead, which costs one path where the paths themselves would cost thousands.
 */
export interface CdnPurge {
  readonly label: string;
  purge(urlPaths: readonly string[]): Promise<{ calls: number; paths: number }>;
  /**
   * Present on a CDN set to purge by cache tag (Cloudflare with `purge.by: tag`): the publish then
   * stores each object's tags (cache-tags.ts) and purges the tags covering the changed URLs.
   */
  purgeTags?(tags: readonly string[]): Promise<{ calls: number; paths: number }>;
}

export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
