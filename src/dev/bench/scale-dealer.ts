import fs from 'node:fs';
import path from 'node:path';
import { loadAllDealers, loadDealer } from '../../lib/dealer/load-dealer.ts';
import { dealerFilterFor } from '../../lib/dealer/stock-filter.ts';
import { dealershipNamesIn } from '../../lib/dealer/dealership-names.ts';
import { openStockIndex } from '../../lib/search/open-index.ts';
import { DEFAULT_FEED, pushFeed } from '../../engine/stock/push-feed.ts';
import { generateFeedFile } from '../sample-feed/generate-feed.ts';

export const SCALE_DEALER = 'scale-motors';

type FeedRecord = Record<string, unknown> & { id: string; slug?: unknown; dealership_id: number };

export type ScaleDealer = {
  /** The throwaway dealers folder (FORECOURT_DEALERS_DIR), holding `_defaults` and the one new dealer. */
  dealersDir: string;
  indexDir: string;
  records: FeedRecord[];
  /** The sample dealer whose config and records the new one copies. */
  copiedFrom: string;
};

/**
 * A new dealer of `size` records in `work`: the sample dealer with the most feed records is copied
 * under a new slug (its config, content and dealerships), and its sample records are repeated with
 * new ids, slugs, stock numbers and VINs (loaded into a fresh embedded index) until the dealer shows
 * about `size` cars. Records the sample feed makes malformed on purpose stay malformed (skipped by the build).
 */
/**
 * The environment the bench's commands run in: this shell's, pointed at the throwaway work dir and
 * the synthesised dealer, on the embedded index (never a Meilisearch the shell may name).
 */
export function scaleDealerEnv(work: string, dealer: Pick<ScaleDealer, 'indexDir' | 'dealersDir'>, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extra,
    FORECOURT_WORK_DIR: work,
    FORECOURT_INDEX_DIR: dealer.indexDir,
    FORECOURT_DEALERS_DIR: dealer.dealersDir,
    NO_COLOR: '1',
  };
  delete env['MEILI_HOST'];
  return env;
}

export async function synthesiseScaleDealer(root: string, work: string, size: number): Promise<ScaleDealer> {
  const feedFile = path.join(root, DEFAULT_FEED);
  if (!fs.existsSync(feedFile)) generateFeedFile({ out: feedFile, root });
  const feed = JSON.parse(fs.readFileSync(feedFile, 'utf8')) as FeedRecord[];
  const { dealers } = loadAllDealers(path.join(root, 'dealers'));
  const ofDealer = dealers.map((dealer) => {
    const ids = new Set(dealer.config.dealerships.map((d) => d.id));
    return { dealer, records: feed.filter((r) => ids.has(r.dealership_id)) };
  });
  const { dealer, records: samples } = ofDealer.sort((a, b) => b.records.length - a.records.length)[0]!;

  const dealersDir = path.join(work, 'dealers');
  fs.cpSync(path.join(root, 'dealers', '_defaults'), path.join(dealersDir, '_defaults'), { recursive: true });
  const folder = path.join(dealersDir, SCALE_DEALER);
  fs.cpSync(path.resolve(root, dealer.dir), folder, { recursive: true });
  const configFile = path.join(folder, 'dealer.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(configFile, JSON.stringify({ ...config, name: 'Scale Motors' }, null, 2));

  const records: FeedRecord[] = [];
  const more = (count: number) => rehome(samples, records, count, {});
  const indexDir = path.join(work, '.cache', 'index');
  const index = openStockIndex({ env: {}, dir: indexDir, dealershipNames: dealershipNamesIn(dealersDir) });
  await pushFeed(index, more(size));
  // Sold cars past the dealer's window are not shown: top up until the dealer shows about `size` cars.
  const filter = dealerFilterFor(loadDealer(SCALE_DEALER, dealersDir));
  for (let round = 0; round < 3; round++) {
    const shown = (await index.getDocuments({ filter, now: Math.floor(Date.now() / 1000) })).length;
    if (shown >= size) break;
    await index.addDocuments(more(Math.ceil(((size - shown) * records.length) / Math.max(1, shown))));
  }
  return { dealersDir, indexDir, records, copiedFrom: dealer.slug };
}

/** Group dealers are named group-001, group-002, … */
const groupDealer = (n: number): string => `group-${String(n).padStart(3, '0')}`;

/** The sample dealer each group dealer copies: one dealership, stock builds live at once. */
const GROUP_TEMPLATE = 'harbour-mazda';

/**
 * A group of `count` new dealers of about `size` cars each in `work` (npm run bench:scale -- --dealers):
 * each a copy of the sample dealer harbour-mazda under its own slug and dealership id, its sample
 * records repeated with new ids, slugs, stock numbers, VINs and that dealership id, all loaded into a
 * fresh embedded index.
 */
export async function synthesiseDealerGroup(
  root: string,
  work: string,
  count: number,
  size: number,
): Promise<ScaleDealer & { slugs: string[]; dealershipIds: Map<string, number> }> {
  const feedFile = path.join(root, DEFAULT_FEED);
  if (!fs.existsSync(feedFile)) generateFeedFile({ out: feedFile, root });
  const feed = JSON.parse(fs.readFileSync(feedFile, 'utf8')) as FeedRecord[];
  const template = loadDealer(GROUP_TEMPLATE, path.join(root, 'dealers'));
  const [dealership] = template.config.dealerships;
  const samples = feed.filter((r) => r.dealership_id === dealership!.id);
  const dealersDir = path.join(work, 'dealers');
  fs.cpSync(path.join(root, 'dealers', '_defaults'), path.join(dealersDir, '_defaults'), { recursive: true });
  const records: FeedRecord[] = [];
  const slugs: string[] = [];
  const dealershipIds = new Map<string, number>();
  for (let n = 1; n <= count; n++) {
    const slug = groupDealer(n);
    const id = 90_000 + n;
    const name = `Group Motors ${String(n).padStart(3, '0')}`;
    const folder = path.join(dealersDir, slug);
    fs.cpSync(path.resolve(root, template.dir), folder, { recursive: true });
    editJson(path.join(folder, 'dealer.json'), (config) => ({
      ...config,
      id,
      name,
      dealerships: [{ ...dealership, id, slug: `${slug}-mazda`, name }],
    }));
    editJson(path.join(folder, 'locations.json'), (locations) =>
      (locations as unknown as Record<string, unknown>[]).map((l) =>
        l['dealership_id'] === dealership!.id ? { ...l, dealership_id: id, dealership_slug: `${slug}-mazda` } : l,
      ),
    );
    rehome(samples, records, size, { dealership_id: id });
    slugs.push(slug);
    dealershipIds.set(slug, id);
  }
  const indexDir = path.join(work, '.cache', 'index');
  const index = openStockIndex({ env: {}, dir: indexDir, dealershipNames: dealershipNamesIn(dealersDir) });
  await pushFeed(index, records);
  return { dealersDir, indexDir, records, copiedFrom: GROUP_TEMPLATE, slugs, dealershipIds };
}

/** Rewrites a JSON file (a dealer's config) through `edit`. */
export function editJson(file: string, edit: (value: Record<string, unknown>) => unknown): void {
  fs.writeFileSync(file, JSON.stringify(edit(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>), null, 2));
}

/** Appends `count` copies of `samples` (in turn) to `records` with new ids, slugs, stock numbers and VINs, and `fields` over them. */
export function rehome(samples: readonly FeedRecord[], records: FeedRecord[], count: number, fields: Partial<FeedRecord>): FeedRecord[] {
  const added: FeedRecord[] = [];
  for (let n = 0; n < count; n++) {
    const i = records.length;
    const t = samples[i % samples.length]!;
    const id = String(5_000_000 + i);
    const vin = typeof t['vin'] === 'string' ? `${t['vin'].slice(0, 11)}${String(i).padStart(6, '0')}` : t['vin'];
    const slug = typeof t.slug === 'string' ? `${t.slug.replace(/-\d+$/, '')}-${id}` : t.slug;
    const record = { ...t, id, slug, stocknum: `SC${id}`, vin, ...fields };
    records.push(record);
    added.push(record);
  }
  return added;
}
