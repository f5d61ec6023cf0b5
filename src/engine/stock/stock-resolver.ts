import path from 'node:path';
import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { dealerFilterFor } from '../../lib/dealer/stock-filter.ts';
import { dealerFilterPredicate } from '../../lib/search/filter-predicate.ts';
import type { StockIndex } from '../../lib/search/stock-index.ts';
import { finishedBuilds, readManifest } from '../plan/manifest.ts';

export type ResolveInput = {
  carIds: readonly string[];
  dealerSlugs: readonly string[];
  dealers: readonly Dealer[];
  index: StockIndex;
  buildsDir: string;
  /** Unix seconds, for the sold-within window of dealer filters. */
  now: number;
};

/**
 * The dealers a stock change affects: those named, those whose stock filter keeps a changed car
 * as the index has it now, and those whose newest build holds it (a deleted car, a car that left
 * the filter by being sold long ago or moved to another dealership).
 */
export async function resolveDealers(input: ResolveInput): Promise<string[]> {
  const known = new Set(input.dealers.map((d) => d.slug));
  const affected = new Set(input.dealerSlugs.filter((slug) => known.has(slug)));
  if (input.carIds.length === 0) return [...affected].sort();

  const wanted = new Set(input.carIds);
  const docs = (await input.index.getDocuments()).filter((doc) => wanted.has(doc.id));
  for (const dealer of input.dealers) {
    if (affected.has(dealer.slug)) continue;
    const keeps = dealerFilterPredicate(dealerFilterFor(dealer), input.now);
    if (docs.some(keeps)) {
      affected.add(dealer.slug);
      continue;
    }
    const held = carsOfNewestBuild(path.join(input.buildsDir, dealer.slug));
    if (input.carIds.some((id) => held.has(id))) affected.add(dealer.slug);
  }
  return [...affected].sort();
}

const heldCars = new Map<string, { buildId: string; cars: Set<string> }>();

/** Car ids in a dealer's newest finished build, remembered until a newer build appears. */
function carsOfNewestBuild(dir: string): Set<string> {
  const newest = finishedBuilds(dir).at(-1);
  if (!newest) return new Set();
  const known = heldCars.get(dir);
  if (known?.buildId === newest) return known.cars;
  const cars = new Set(Object.keys(readManifest(dir, newest)?.cars ?? {}));
  heldCars.set(dir, { buildId: newest, cars });
  return cars;
}
