/**
 * A CDN in front of the bucket, told the URL paths one publish replaced or deleted. Each adapter
 * sends them in calls of at most `perCall` (its API's documented limit) and answers how many calls
 * it made; past `everythingAbove` paths (a first publish, a new design) one call clears the whole
 * site instead, which costs one path where the paths themselves would cost thousands.
 */
export interface CdnPurge {
  readonly label: string;
  purge(urlPaths: readonly string[]): Promise<{ calls: number; paths: number }>;
}

export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
