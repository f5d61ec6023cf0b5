/**
 * Sample stock feed for the four sample dealers: deterministic for a given `now`. A JSON array of
 * raw car records (one per line) and the shared offline images under public/stock-images/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildRecord } from './build-record.ts';
import { defaultDealerPlans, type DealerPlan } from './dealers.ts';
import { writeStockImages } from './images.ts';
import { writeOgVariants } from './og-variants.ts';
import { MALFORMED_KINDS } from './malformed.ts';

export { defaultDealerPlans } from './dealers.ts';

export type FeedOptions = {
  now: Date;
  dealers: readonly DealerPlan[];
  /** Append one deliberately broken record of each kind, spread over the dealers (default true). */
  malformed?: boolean;
};

export type DealerFeedSummary = { dealer: string; records: number; malformed: number };

/** Raw records for every dealer plan, then that dealer's malformed records. Pure: same options, same records. */
export function generateFeed(options: FeedOptions): Record<string, unknown>[] {
  return generateFeedWithSummary(options).records;
}

export function generateFeedWithSummary({ now, dealers, malformed = true }: FeedOptions): { records: Record<string, unknown>[]; dealers: DealerFeedSummary[] } {
  if (Number.isNaN(now.getTime())) throw new Error('generateFeed: `now` is not a valid date');
  const records: Record<string, unknown>[] = [];
  const summary = dealers.map((plan, d): DealerFeedSummary => {
    const context = { plan, now };
    for (let index = 0; index < plan.count; index += 1) records.push(buildRecord(context, index));
    const broken = malformed ? MALFORMED_KINDS.filter((_, k) => k % dealers.length === d) : [];
    broken.forEach((kind, k) => records.push(kind.breakRecord(buildRecord(context, plan.count + k))));
    return { dealer: plan.slug, records: plan.count + broken.length, malformed: broken.length };
  });
  return { records, dealers: summary };
}

/** One record per line: diffs stay readable and the file streams well. */
export function serialiseFeed(records: readonly unknown[]): string {
  return records.length === 0 ? '[]\n' : `[\n${records.map((record) => JSON.stringify(record)).join(',\n')}\n]\n`;
}

export type FeedFileSummary = {
  out: string;
  dealers: DealerFeedSummary[];
  total: number;
  malformed: number;
  images: { total: number; written: number };
  /** Raster variants of the images pages share as og:image. */
  ogImages: { total: number; written: number };
  seconds: number;
};

/** Generates the sample feed for the sample dealers into `out` and the images into `<root>/public`. */
export async function generateFeedFile({ out, root, now = new Date() }: { out: string; root: string; now?: Date }): Promise<FeedFileSummary> {
  const started = performance.now();
  const { records, dealers } = generateFeedWithSummary({ now, dealers: defaultDealerPlans(root) });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, serialiseFeed(records));
  const images = writeStockImages(path.join(root, 'public'));
  const ogImages = await writeOgVariants(path.join(root, 'public'));
  return {
    out,
    dealers,
    total: records.length,
    malformed: dealers.reduce((sum, d) => sum + d.malformed, 0),
    images,
    ogImages,
    seconds: (performance.now() - started) / 1000,
  };
}
