import type { SiteSnapshot } from './snapshot.ts';

/**
 * What a render process hands the pages it renders, and what they hand back: the one way between
 * the engine (src/engine/render) and src/pages. Pages read it through `site-data.server.ts` only
 * (dependency-cruiser: `ui-reads-site-data-through-its-module`); the engine writes it here only.
 *
 * - `snapshot`: the snapshot the process holds in memory (a warm process builds it from its base
 *   and the changes), or else `file`: the job's snapshot file, read on first use;
 * - `focus`: under an incremental render, the ids of the cars whose keys changed (`carPaths` lists
 *   only theirs);
 * - `unlisted`: paths a keyed route left unlisted under a focus, with their cache keys (pathname →
 *   key), which render-pages.ts carries over from the previous build when the key is unchanged.
 *
 * The render bundle is Astro's build of src/pages, which inlines its own copy of this module: the
 * engine's copy and the bundle's share no module state, only `globalThis`. The hand-over is kept on
 * it under one registered symbol, and nothing else reads or writes that slot.
 */
type RenderHandover = {
  snapshot: SiteSnapshot | null;
  file: string | null;
  focus: ReadonlySet<string> | null;
  unlisted: Map<string, string>;
};

const SLOT = Symbol.for('forecourt.render-handover');

function handover(): RenderHandover {
  const global = globalThis as { [SLOT]?: RenderHandover };
  return (global[SLOT] ??= { snapshot: null, file: null, focus: null, unlisted: new Map() });
}

/** Hands the pages the snapshot held in memory (null: none, they read the job's file). */
export function handSnapshot(snapshot: SiteSnapshot | null): void {
  handover().snapshot = snapshot;
}

/** Hands the pages the job's snapshot file, read when no snapshot is held in memory. */
export function handSnapshotFile(file: string): void {
  handover().file = file;
}

/** The snapshot handed over: the one in memory, else the file's path, else null (not a render). */
export function handedSnapshot(): { snapshot: SiteSnapshot } | { file: string } | null {
  const { snapshot, file } = handover();
  if (snapshot) return { snapshot };
  return file ? { file } : null;
}

/** Starts listing paths: under `focus` (car ids) only those cars' paths; no unlisted paths yet. */
export function startListing(focus: readonly string[] | null): void {
  const h = handover();
  h.focus = focus ? new Set(focus) : null;
  h.unlisted = new Map();
}

/** The focus of the current listing (see `startListing`), or null: list every path. */
export function listingFocus(): ReadonlySet<string> | null {
  return handover().focus;
}

/** Records a path left unlisted under a focus, with its cache key. */
export function leaveUnlisted(pathname: string, cacheKey: string): void {
  handover().unlisted.set(pathname, cacheKey);
}

/** The paths left unlisted since `startListing` (pathname → cache key). */
export function unlistedPaths(): ReadonlyMap<string, string> {
  return handover().unlisted;
}
