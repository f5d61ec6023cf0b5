import { carDocument, type ChangedCar } from '../../lib/alerts/alert-matches.ts';
import type { StockCar } from '../../lib/inventory/parse-stock.ts';
import { readSnapshotCars } from '../../site-data/snapshot-patch.ts';
import type { BuildPlan } from '../plan/plan-build.ts';
import { carsFor, type StockEntry, type StockSource } from './dealer-stock.ts';

/** Told the cars a dealer's build changed, once the build holding their pages is live or staged. */
export type CarChangesListener = (slug: string, cars: ChangedCar[]) => void;

/**
 * The build's change set as cars (docs/alerts.md): each added, changed and removed car of the plan
 * with its record before (from the base snapshot, the previous build's) and after (this build's
 * stock). Empty for a first build: with nothing before it every car would look new.
 */
export async function changedCars(
  plan: Pick<BuildPlan, 'carChanges' | 'previousBuildId'>,
  entries: readonly StockEntry[],
  source: Pick<StockSource, 'baseFile' | 'pull' | 'slug'>,
): Promise<ChangedCar[]> {
  const { added, changed, removed } = plan.carChanges;
  if (plan.previousBuildId === null || added.length + changed.length + removed.length === 0) return [];
  let before: Map<string, StockCar>;
  try {
    before = readSnapshotCars(source.baseFile, new Set([...changed, ...removed]));
  } catch {
    before = new Map();
  }
  const after = await carsFor(entries, new Set([...added, ...changed]), source);
  const doc = (car: StockCar | undefined) => (car ? carDocument(car) : null);
  return [
    ...added.map((id) => ({ id, before: null, after: doc(after.get(id)) })),
    ...changed.map((id) => ({ id, before: doc(before.get(id)), after: doc(after.get(id)) })),
    ...removed.filter((id) => before.has(id)).map((id) => ({ id, before: doc(before.get(id)), after: null })),
  ];
}
