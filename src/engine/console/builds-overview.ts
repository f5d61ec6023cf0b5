import type { BuildRun, BuildsOverview, StockHealth } from '../../lib/builds/build-record.ts';
import { buildChanges, carsMissing } from '../../lib/builds/build-changes.ts';
import { finishedBuilds, readManifest, type BuildManifest } from '../plan/manifest.ts';
import { buildsDir, readReleases, stagedBuild, type ReleasePaths } from '../release/releases.ts';
import { readBuildRecord } from './build-records.ts';

/** How many release events the console lists. */
const HISTORY = 50;

function run(manifest: BuildManifest, cars: number | null): BuildRun {
  return {
    build_id: manifest.buildId,
    created_at: manifest.createdAt,
    trigger: manifest.trigger,
    mode: manifest.mode,
    seconds: Math.round(manifest.stats.seconds * 10) / 10,
    pages: manifest.stats.pages,
    rendered: manifest.stats.rendered.length,
    cars,
    stock_updated_at: manifest.stockUpdatedAt,
    timings: manifest.stats.timings ?? {},
  };
}

const pageKeys = (m: BuildManifest): Record<string, string> => Object.fromEntries(Object.entries(m.pages).map(([p, r]) => [p, r.key]));

/**
 * The Builds screen's view of a dealer from its work directory: the live and staged builds, what
 * the staged one changes, where to preview it, what a rollback returns to, and the release history
 * with each build's timings. Null when the dealer has never been built.
 */
export function buildsOverview(slug: string, release: ReleasePaths, previewUrl: string | null, now = new Date()): BuildsOverview | null {
  const dir = buildsDir(slug, release);
  const state = readReleases(slug, release);
  const liveId = state.live.at(-1) ?? null;
  const stagedId = stagedBuild(slug, release);
  if (!liveId && !stagedId) return null;
  const manifests = new Map<string, BuildManifest | null>();
  const manifest = (id: string) => {
    if (!manifests.has(id)) manifests.set(id, readManifest(dir, id));
    return manifests.get(id)!;
  };
  const runOf = (id: string | null) => {
    const m = id ? manifest(id) : null;
    return m ? run(m, Object.keys(m.cars).length) : null;
  };
  const live = liveId ? manifest(liveId) : null;
  const staged = stagedId && stagedId !== liveId ? manifest(stagedId) : null;
  let changes = null;
  if (live && staged) {
    const [liveRecord, stagedRecord] = [readBuildRecord(dir, live.buildId, { checkCars: true }), readBuildRecord(dir, staged.buildId, { checkCars: true })];
    changes = buildChanges({ cars: liveRecord?.cars ?? {}, pages: pageKeys(live) }, { cars: stagedRecord?.cars ?? {}, pages: pageKeys(staged) });
  }
  const kept = new Set(finishedBuilds(dir));
  return {
    dealer: slug,
    live: runOf(liveId),
    staged: staged ? runOf(staged.buildId) : null,
    changes,
    preview_url: staged ? previewUrl : null,
    rollback_to: state.live.at(-2) ?? null,
    history: state.log
      .slice(-HISTORY)
      .reverse()
      .map((e) => ({ at: e.at, action: e.action, build_id: e.buildId, build: kept.has(e.buildId) ? runOf(e.buildId) : null })),
    generated_at: now.toISOString(),
  };
}

/**
 * Stock health from the newest build (staged or live: the latest stock the build saw): its stock
 * time, the records it skipped and the values it dropped with their reasons, and the available cars
 * it shows without a photo or a price.
 */
export function stockHealth(slug: string, release: ReleasePaths): StockHealth {
  const dir = buildsDir(slug, release);
  const newest = finishedBuilds(dir).at(-1) ?? null;
  const manifest = newest ? readManifest(dir, newest) : null;
  const record = newest ? readBuildRecord(dir, newest, { checkCars: true }) : null;
  const missing = carsMissing(record?.cars ?? {});
  return {
    dealer: slug,
    stock_updated_at: manifest?.stockUpdatedAt ?? null,
    build_id: manifest?.buildId ?? null,
    built_at: manifest?.createdAt ?? null,
    skipped: record?.skipped ?? [],
    dropped: record?.dropped ?? [],
    without_photos: missing.withoutPhotos,
    without_price: missing.withoutPrice,
  };
}
