import type { BuildManifest, CarRecord } from '../plan/manifest.ts';
import { parseStock, slugAndIdClaims, type StockCar, type StockRejection } from '../../lib/inventory/parse-stock.ts';
import { digestRecords, type DigestedRecord, type StockParseCache } from '../stock/stock-parse-cache.ts';
import { readSnapshotFile, readSnapshotMeta } from '../../site-data/snapshot-file.ts';
import { readSnapshotCars } from '../../site-data/snapshot-patch.ts';

/**
 * One car of a build's stock. `car` is null for a car kept from the previous build (the same raw
 * record): it stays in the base snapshot unread unless something asks for it (`carsFor`).
 */
export type StockEntry = { id: string; slug: string; doc: string; car: StockCar | null };

export type DealerStock = { entries: StockEntry[]; rejected: StockRejection[]; dropped: StockRejection[] };

export type StockSource = {
  slug: string;
  /** The dealer's raw records, as pulled from the index: let go (set to null) once digested. */
  records: { docs: readonly unknown[] | null };
  /** Pulls the records again (the base snapshot could not serve). */
  pull: () => Promise<readonly unknown[]>;
  /** The previous build, when this build may take cars from it. */
  previous: BuildManifest | null;
  /** The dealer's kept base snapshot (the previous build's, when `baseIsPrevious`). */
  baseFile: string;
  codeDigest: string;
  /** A record's digest when the index kept it (StockIndex.knownDigest). */
  knownDigest?: (record: unknown) => string | undefined;
  parseCache: StockParseCache;
  keepParsed: boolean;
};

/**
 * The dealer's stock for a build, each record validated at most once:
 * - a process that parsed the dealer before takes unchanged records from its parse cache;
 * - a one-off build whose previous build was made by the same code and left its base snapshot keeps
 *   that build's cars for records with the same digest, without reading them: only the other records
 *   are validated (at 20,000 cars, reading the base's cars took the driver of a one-change build
 *   ~0.8 s, before its render process could start);
 * - a long-running process's first build seeds its parse cache from that base (it keeps the cars);
 * - otherwise every record is validated.
 */
export async function readDealerStock(src: StockSource): Promise<DealerStock> {
  const { previous, parseCache, records } = src;
  let docs = records.docs!;
  records.docs = null;
  const fromBase = previous !== null && parseCache.empty && previous.digests.code === src.codeDigest && baseBuildId(src.baseFile) === previous.buildId;
  if (fromBase && !src.keepParsed) return keptStock(docs, previous.cars, src.slug, src.knownDigest);
  let digested: DigestedRecord[] | null = null;
  if (fromBase) {
    // The records are digested first and those the base holds let go before it is read, so the raw
    // records and the snapshot's cars are never held at once.
    const known = new Set(Object.values(previous.cars).map((car) => car.doc));
    digested = digestRecords(docs, src.knownDigest).map((r) => (known.has(r.digest) ? { digest: r.digest, record: null, gone: true } : r));
    docs = [];
    // The base could not be read after all: the records are pulled again.
    if (!seedFromBase(parseCache, src.baseFile, previous)) [digested, docs] = [null, await src.pull()];
  }
  const stock = digested ? parseCache.parseDigested(digested, src.slug) : parseCache.parse(docs, src.slug);
  return {
    entries: stock.cars.map((car) => ({ id: car.id, slug: car.slug, doc: stock.digests.get(car.id)!, car })),
    rejected: stock.rejected,
    dropped: stock.dropped,
  };
}

/**
 * The cars of `ids` among `entries`: those held, then those in the base snapshot, then (a car the
 * base lacks) every record pulled and validated again. Fills the entries it reads.
 */
export async function carsFor(
  entries: readonly StockEntry[],
  ids: ReadonlySet<string>,
  src: Pick<StockSource, 'baseFile' | 'pull' | 'slug'>,
): Promise<Map<string, StockCar>> {
  const wanted = entries.filter((e) => ids.has(e.id));
  const missing = new Set(wanted.filter((e) => !e.car).map((e) => e.id));
  if (missing.size > 0) {
    let read: Map<string, StockCar>;
    try {
      read = readSnapshotCars(src.baseFile, missing);
    } catch {
      read = new Map();
    }
    if (wanted.some((e) => !e.car && !read.has(e.id))) read = new Map(parseStock(await src.pull(), src.slug).cars.map((car) => [car.id, car]));
    for (const e of wanted) if (!e.car) e.car = read.get(e.id) ?? null;
    const lost = wanted.find((e) => !e.car);
    if (lost) throw new Error(`${src.slug}: car ${lost.id} is in neither the index nor the base snapshot`);
  }
  return new Map(wanted.map((e) => [e.id, e.car!]));
}

/** Kept-car reading: records the previous build has (by digest) keep its car; the rest are validated. */
function keptStock(
  docs: readonly unknown[],
  previous: Record<string, CarRecord>,
  dealer: string,
  knownDigest?: (record: unknown) => string | undefined,
): DealerStock {
  const byDoc = new Map(Object.entries(previous).map(([id, car]) => [car.doc, { id, slug: car.slug }]));
  const entries: StockEntry[] = [];
  const rejected: StockRejection[] = [];
  const dropped: StockRejection[] = [];
  // The same duplicate rules as parseStock, applied across the whole list.
  const claim = slugAndIdClaims(dealer);
  for (const { digest, record } of digestRecords(docs, knownDigest)) {
    const kept = byDoc.get(digest);
    let entry: StockEntry;
    if (kept) entry = { ...kept, doc: digest, car: null };
    else {
      const one = parseStock([record], dealer);
      const car = one.cars[0];
      if (!car) {
        rejected.push(...one.rejected);
        continue;
      }
      dropped.push(...one.dropped);
      entry = { id: car.id, slug: car.slug, doc: digest, car };
    }
    const duplicate = claim(entry);
    if (duplicate) rejected.push(duplicate);
    else entries.push(entry);
  }
  return { entries, rejected, dropped };
}

/** The build id of a kept base snapshot (its first line only), or null without one. */
function baseBuildId(file: string): string | null {
  try {
    return readSnapshotMeta(file).buildId;
  } catch {
    return null;
  }
}

/** Seeds the parse cache with the cars of the previous build's snapshot; false when it cannot be read. */
function seedFromBase(cache: StockParseCache, file: string, previous: BuildManifest): boolean {
  let base;
  try {
    base = readSnapshotFile(file);
  } catch {
    return false;
  }
  if (base.buildId !== previous.buildId) return false;
  cache.seed(base.cars.flatMap((car) => (previous.cars[car.id] ? [{ digest: previous.cars[car.id]!.doc, car }] : [])));
  return true;
}
