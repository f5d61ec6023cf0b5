import type { BuildDigests, BuildManifest, CarRecord } from './manifest.ts';
import { buildMode, carMaps, carRecords, isUnchanged, stockDigests, stockUpdatedAt, timeStateHolds, type CarInput } from './build-plan.ts';
import { digest } from './digest.ts';

/** One car of the stock as the planner sees it: its id, slug and raw record's digest. */
export type PlannedCar = { id: string; slug: string; doc: string };

/** What a build is planned from: the previous build's manifest, this build's stock and inputs. */
export type PlanInput = {
  previous: BuildManifest | null;
  /**
   * The dealer's cars in snapshot order, each with its time state (page-inputs.ts `carTimeState`),
   * or 'kept' where `keepsTimeState` said the previous build's holds.
   */
  cars: readonly CarInput[];
  /** Digest of the code (code-digest.ts). */
  code: string;
  /** Digest of the dealer's config, content, logo and public folder (dealer-inputs.ts). */
  dealer: string;
  /** The dealer's public files (dealer-inputs.ts): one added or removed starts the build afresh. */
  dealerFiles: readonly string[];
  /** The calendar date in the dealer's time zone (page-inputs.ts `dealerDate`). */
  date: string;
  /** The build's clock (ISO): the change time of the cars that changed. */
  builtAt: string;
  /** Render every page whatever the previous build (`npm run build -- --full`). */
  full: boolean;
  /** Whether the render bundle of this code is kept (shared-bundle.ts `bundleReady`). */
  bundleReady: (bundleKey: string) => boolean;
};

/**
 * A build's plan: what the render and release steps do, as plain data (no file handles, no
 * functions), which a later stage (publishing a build's changed files) can read as it is.
 */
export type BuildPlan = {
  /**
   * unchanged: nothing a page renders from changed, the previous build is released again;
   * incremental: the previous build's folder is the start, only changed pages are rendered;
   * full: every page is rendered into a fresh folder.
   */
  mode: 'unchanged' | 'incremental' | 'full';
  /** The build this one starts from (its pages are reused where their keys match), or null. */
  previousBuildId: string | null;
  digests: BuildDigests;
  /** When the stock content last changed (carried over while it has not). */
  stockUpdatedAt: string;
  /** Every car's record for the manifest (key, raw record digest, change time, lapse time). */
  cars: Record<string, CarRecord>;
  /** Car id → key and change time, as the snapshot carries them. */
  carKeys: Record<string, string>;
  carChangedAt: Record<string, string>;
  /** The keys and change times that differ from the previous build's (what a snapshot delta carries). */
  differing: { keys: Record<string, string>; changedAt: Record<string, string> };
  /** Car ids by what happened to their raw record since the previous build. */
  carChanges: { added: string[]; changed: string[]; removed: string[]; kept: number };
  /**
   * The ids of the cars whose keys changed: only their per-car pages are listed, the others' pages
   * carry over from the previous build. Null: list every page; empty for an unchanged build.
   */
  focus: string[] | null;
  /**
   * Pages are reused from the previous build: `cloned`, its folder is hard-linked as the start of
   * this one (incremental); otherwise unchanged pages are linked into a fresh folder one by one.
   */
  carryOver: { buildId: string; cloned: boolean } | null;
  /** The dealer's public files must be copied (a full build, or the dealer's inputs changed). */
  copyDealerFiles: boolean;
  /** The previous build's files to delete from the cloned folder before rendering. */
  dropFromClone: string[];
  /** The snapshot file can be the previous build's with the changed cars' lines replaced (same code). */
  patchSnapshot: boolean;
};

/**
 * Whether a car keeps the time state (and key) the previous build gave it without being read: the
 * code and the dealer's switches are unchanged, its raw record is the same and the state's time has
 * not come (other code may tag otherwise).
 */
export function keepsTimeState(previous: BuildManifest | null, o: { code: string; dealer: string; at: Date }): (car: PlannedCar) => boolean {
  if (!previous || previous.digests.dealer !== o.dealer || previous.digests.code !== o.code) return () => false;
  return (car) => previous.cars[car.id]?.doc === car.doc && timeStateHolds(previous.cars[car.id], o.at);
}

/**
 * Plans one dealer's build from the previous build's manifest, the stock and the build's inputs.
 * Pure: the same input gives the same plan, and nothing is read or written (Astro's incremental
 * build, core/build/incremental.js, keeps its `canSkip` decisions pure the same way).
 */
export function planBuild(input: PlanInput): BuildPlan {
  const { previous } = input;
  const cars = carRecords(input.cars, previous, input.builtAt);
  const bundle = digest(input.code);
  const digests: BuildDigests = { code: input.code, dealer: input.dealer, ...stockDigests(cars), date: input.date, bundle };
  const stockTime = stockUpdatedAt(previous, digests.stockContent, input.builtAt);
  const maps = carMaps(cars, previous);
  const carChanges = changesOf(cars, previous);
  const base = {
    previousBuildId: previous?.buildId ?? null,
    digests,
    stockUpdatedAt: stockTime,
    cars,
    carKeys: maps.keys,
    carChangedAt: maps.changedAt,
    differing: maps.differing,
    carChanges,
    patchSnapshot: previous !== null && previous.digests.code === digests.code,
  };
  if (previous && !input.full && isUnchanged(previous, digests)) {
    const carryOver = { buildId: previous.buildId, cloned: true };
    return { ...base, mode: 'unchanged', focus: [], carryOver, copyDealerFiles: false, dropFromClone: [] };
  }
  // A dealer public file added or removed may uncover or shadow a shared public file: start afresh.
  const publicFilesChanged = previous !== null && previous.dealerFiles.join('\n') !== input.dealerFiles.join('\n');
  const mode = buildMode({ previous, digests, bundleReady: input.bundleReady(bundle), force: input.full || publicFilesChanged });
  const dealerChanged = !previous || previous.digests.dealer !== digests.dealer;
  const incremental = mode === 'incremental' && previous !== null;
  return {
    ...base,
    mode,
    // A forced full build renders every page; otherwise unchanged pages keep the previous build's files.
    carryOver: previous && !input.full ? { buildId: previous.buildId, cloned: incremental } : null,
    // Same code and dealer: only the cars whose keys changed need their per-car paths listed.
    focus: incremental && !dealerChanged ? Object.keys(maps.differing.keys) : null,
    copyDealerFiles: mode === 'full' || dealerChanged,
    dropFromClone: incremental ? [...previous.buildFiles, ...(dealerChanged ? previous.dealerFiles : [])] : [],
  };
}

function changesOf(cars: Record<string, CarRecord>, previous: BuildManifest | null): BuildPlan['carChanges'] {
  const added: string[] = [];
  const changed: string[] = [];
  let kept = 0;
  for (const id in cars) {
    const before = previous?.cars[id];
    if (!before) added.push(id);
    else if (before.doc !== cars[id]!.doc) changed.push(id);
    else kept++;
  }
  const removed = previous ? Object.keys(previous.cars).filter((id) => !cars[id]) : [];
  return { added, changed, removed, kept };
}
