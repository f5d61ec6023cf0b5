import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// Private Astro API (StaticPaths here, BuildApp's methods below): astro is pinned exactly and
// astro-private-api.test.ts fails when an upgrade changes any of it.
import { StaticPaths } from 'astro/runtime/prerender/static-paths.js';
import { readBundleMeta } from './astro-bundle.ts';
import { writeFresh } from '../release/link-tree.ts';
import { removeUnusedFiles, sortUnlisted } from './carry-over.ts';
import { outputFile, pageKey, pageKind, requestPath, type PageDigests, type PageRecord } from '../plan/page-keys.ts';
import { PAGE_INFO_LOCAL, type PageBuildInfo } from '../../site-data/page-inputs.ts';
import { handSnapshotFile, startListing, unlistedPaths } from '../../site-data/render-handover.ts';

export type RenderJob = {
  bundleDir: string;
  bundleKey: string;
  /** The snapshot file the bundle's pages read, unless the process holds the snapshot (render-handover.ts). */
  snapshotPath: string;
  /** The build folder: empty after a full Astro build, a hard-linked copy of the previous build otherwise. */
  outDir: string;
  site: string;
  digests: PageDigests;
  /** Car key → ISO time the car last changed, for per-car pages' stock time. */
  carTimes: ReadonlyMap<string, string>;
  stockUpdatedAt: string;
  /**
   * The build the output starts from (its folder and manifest file); its page files are reused
   * where keys match. `cloned`: the output folder already holds all of them (a hard-linked copy),
   * so nothing needs checking.
   */
  previous: { dir: string; manifest: string; cloned: boolean } | null;
  /**
   * Ids of the cars whose keys changed since `previous` (same code and dealer): only their per-car
   * paths are listed, and the other cars' pages carry over from `previous` unlisted. Null: list all.
   */
  focus: string[] | null;
  /** Several processes render one build: each renders every `count`th changed page from `index`. */
  shard: { index: number; count: number };
};

export type RenderResult = {
  /**
   * Every page of the build; under a focus only the listed ones (the rest are the previous build's,
   * carried over as they are, or in `removed`).
   */
  pages: Record<string, PageRecord>;
  rendered: string[];
  /** Paths whose route answered without a body (no file); left out of the build. */
  dropped: string[];
  reused: number;
  removed: string[];
  /** Time to list the paths and decide what to render (includes reading the snapshot). */
  planSeconds: number;
  renderSeconds: number;
};

type RouteData = { route: string; component: string; type: string };
type PageModule = { buildInputs?: unknown };
type BundleApp = {
  manifest: { routes: { routeData: RouteData & { prerender?: boolean } }[] };
  logger: { options: { destination: unknown } };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  getComponentByRoute(route: RouteData): Promise<PageModule>;
  routeCache: { clearAll(): void };
  render(request: Request, options: { routeData: RouteData; locals: object }): Promise<Response>;
};

type Work = { pathname: string; route: RouteData; record: PageRecord; info: PageBuildInfo };

export type RenderBundle = { app: BundleApp; key: string };

/** A share of at least this many pages to render collects its garbage once before rendering them. */
const COLLECT_BEFORE_PAGES = 1000;

/**
 * A long share collects again after each run of this many pages: the garbage rendering promotes to
 * the old generation otherwise piles up to V8's next limit, about twice what the process keeps
 * (20,000 cars: ~100 MB more per render process; a collection there takes ~0.2 s, and with the
 * smaller young generation (render-workers.ts) that build takes 6-10 % more CPU).
 */
const COLLECT_EVERY_PAGES = 2000;

/** A full collection, where the process was started with `--expose-gc` (render-workers.ts). */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Pages rendered between two turns of the event loop (see the render loop). */
const YIELD_EVERY = 20;

let heldPages: { file: string; pages: Record<string, PageRecord> } | null = null;

/**
 * The pages of a finished build's manifest, read once per process: a warm render process reads its
 * base build's while it waits, so a job needs no copy of them (80,000 records at 20,000 cars).
 */
export function previousPages(manifestFile: string): Record<string, PageRecord> {
  if (heldPages?.file !== manifestFile) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { pages: Record<string, PageRecord> };
    heldPages = { file: manifestFile, pages: manifest.pages };
  }
  return heldPages.pages;
}

/** Lets go of the pages read by `previousPages` unless they are `manifestFile`'s. */
export function releasePreviousPages(manifestFile: string | null): void {
  if (heldPages?.file !== manifestFile) heldPages = null;
}

/** Imports the kept render bundle and prepares its app for rendering outside `astro build`. */
export async function loadRenderBundle(bundleDir: string, bundleKey: string): Promise<RenderBundle> {
  const meta = readBundleMeta(bundleDir, bundleKey);
  if (!meta) throw new Error(`no render bundle for key ${bundleKey} in ${bundleDir}`);
  const entry = (await import(pathToFileURL(path.join(bundleDir, meta.entry)).href)) as { app: BundleApp };
  const app = entry.app;
  // What Astro's build environment reads from its internals while rendering: page styles (and the
  // page-script bundle, which astro-bundle.ts refuses) and the injected scripts.
  app.setInternals({ pagesByKeys: new Map(meta.pages.map((p) => [p.key, { styles: p.styles }])), entrySpecifierToBundleMap: new Map() });
  app.setOptions({ settings: { scripts: meta.scripts }, logger: { options: { destination: app.logger.options.destination } } });
  return { app, key: bundleKey };
}

/**
 * Imports every prerendered route's module ahead of a job (a warm process's idle time). A module
 * that reads the snapshot while being imported throws here, as no snapshot is set yet: such a
 * process must not be used.
 */
export async function preloadRoutes(bundle: RenderBundle): Promise<void> {
  for (const { routeData } of bundle.app.manifest.routes) {
    if (routeData.prerender) await bundle.app.getComponentByRoute(routeData);
  }
}

/**
 * Renders a dealer's pages from the kept render bundle (astro-bundle.ts): every path whose key
 * changed since `previous` (or that is new) is rendered to a fresh file, unchanged paths keep the
 * previous build's file, and files of paths that no longer exist are removed (by shard 0). A
 * process renders one job: pages' modules may keep what they computed from the snapshot.
 */
export async function renderPages(job: RenderJob, loaded?: RenderBundle): Promise<RenderResult> {
  if (loaded && loaded.key !== job.bundleKey) throw new Error("the loaded render bundle is not the job's");
  handSnapshotFile(job.snapshotPath);
  const { app } = loaded ?? (await loadRenderBundle(job.bundleDir, job.bundleKey));
  const started = performance.now();
  const lead = job.shard.index === 0;
  const previous = job.previous ? previousPages(job.previous.manifest) : {};
  let plan = await planPages(job, app, previous, job.focus);
  if (plan.uncarried > 0) {
    // A keyed page left unlisted with no previous page to carry: not expected (a route leaves out only
    // what it worked out for the previous build's snapshot), but never a page lost: list every path.
    app.routeCache.clearAll();
    plan = await planPages(job, app, previous, null);
  }
  const { pages, work } = plan;
  const reused = plan.reused;
  const pathsReady = performance.now();
  // Reading the snapshot and working out the aggregates leave their garbage (the file's text among
  // it) in a heap V8 lets grow to its next limit before collecting; a long render collects it first,
  // so the process renders in a heap sized to what it keeps (20,000 cars: ~180 MB less at its peak).
  const share = (work.length - job.shard.index) / job.shard.count;
  if (share >= COLLECT_BEFORE_PAGES) collectGarbage();

  const origin = new URL(job.site).origin;
  const rendered: string[] = [];
  const dropped: string[] = [];
  const profile: [number, string][] = [];
  for (let i = job.shard.index, n = 0; i < work.length; i += job.shard.count, n++) {
    // Rendering resolves through promises alone and never reaches the event loop's check phase, so
    // the setImmediate callbacks each response schedules (releasing its stream) would wait for the
    // end of the job, holding every rendered page's request and body until then.
    if (n % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
    if (n > 0 && n % COLLECT_EVERY_PAGES === 0 && share - n >= COLLECT_EVERY_PAGES / 2) collectGarbage();
    const { pathname, route, record, info } = work[i]!;
    const pageStarted = performance.now();
    const request = new Request(new URL(requestPath(pathname, route.type), origin));
    let response: Response;
    try {
      response = await app.render(request, { routeData: route, locals: { [PAGE_INFO_LOCAL]: info } });
    } catch (error) {
      throw new Error(`rendering ${pathname} (${route.component}) failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
    const body = await bodyOf(response, job.site);
    if (body === null) {
      dropped.push(pathname);
      continue;
    }
    writeFresh(path.join(job.outDir, record.file), body);
    rendered.push(pathname);
    profile.push([performance.now() - pageStarted, pathname]);
  }
  for (const pathname of dropped) delete pages[pathname];

  const removed = plan.gone ? [...plan.gone, ...dropped.filter((p) => previous[p] !== undefined)] : Object.keys(previous).filter((p) => !pages[p]);
  if (lead) removeUnusedFiles(job.outDir, removed, previous, pages, plan.gone !== null);
  if (process.env['FORECOURT_RENDER_PROFILE']) {
    const slowest = profile
      .sort((a, b) => b[0] - a[0])
      .slice(0, 10)
      .map(([ms, p]) => `${ms.toFixed(0)} ms ${p}`);
    console.log(`render shard ${job.shard.index}: plan ${(pathsReady - started).toFixed(0)} ms, ${rendered.length} pages; slowest:\n  ${slowest.join('\n  ')}`);
  }
  return { pages, rendered, dropped, reused, removed, planSeconds: (pathsReady - started) / 1000, renderSeconds: (performance.now() - started) / 1000 };
}

/**
 * Lists every path (only the focus cars' per-car paths under a focus) and sorts them into pages
 * whose previous file is reused and work to render. Under a focus `pages` holds the listed paths
 * only: every other previous page carries over as it is or is `gone`; `uncarried`: paths a route
 * left unlisted that have no previous page to carry.
 */
async function planPages(
  job: RenderJob,
  app: BundleApp,
  previous: Record<string, PageRecord>,
  focus: readonly string[] | null | undefined,
): Promise<{ pages: Record<string, PageRecord>; work: Work[]; reused: number; uncarried: number; gone: string[] | null }> {
  startListing(focus ?? null);
  const paths = (await new StaticPaths(app as never).getAll()) as unknown as { pathname: string; route: RouteData; cacheKey?: string }[];
  const modules = new Map<string, PageModule>();
  const pages: Record<string, PageRecord> = {};
  const work: Work[] = [];
  const lead = job.shard.index === 0;
  let reused = 0;
  for (const { pathname, route, cacheKey } of paths) {
    if (pages[pathname]) continue;
    let mod = modules.get(route.component);
    if (!mod) modules.set(route.component, (mod = await app.getComponentByRoute(route)));
    const carTime = cacheKey === undefined ? undefined : job.carTimes.get(cacheKey);
    const kind = pageKind(cacheKey, carTime !== undefined, mod.buildInputs);
    const record: PageRecord = {
      route: route.component,
      kind,
      key: pageKey(job.digests, route.component, kind, cacheKey),
      file: outputFile(pathname, route.type),
    };
    pages[pathname] = record;
    const before = previous[pathname];
    if (before && before.key === record.key && before.file === record.file && reuse(job, record.file, lead)) {
      reused++;
      continue;
    }
    const stockTime = kind === 'car' ? (carTime ?? null) : kind === 'stock' ? job.stockUpdatedAt : null;
    work.push({ pathname, route, record, info: { kind: kind === 'keyed' ? 'car' : kind, stockTime } });
  }
  if (!focus) return { pages, work, reused, uncarried: 0, gone: null };
  const { carried, gone, uncarried } = sortUnlisted(job, previous, pages, unlistedPaths());
  return { pages, work, reused: reused + carried, uncarried, gone };
}

/**
 * A warm process's rehearsal while it waits: lists every path and renders one page of each route
 * from the snapshot it holds (the previous build's), discarding the output, so the next job's
 * plan and renders run compiled code. Nothing carries over: page data is kept per snapshot
 * (site-data.server.ts), and Astro's cache of static paths is emptied afterwards.
 */
export async function rehearse(bundle: RenderBundle, site: string): Promise<void> {
  const app = bundle.app;
  try {
    const paths = (await new StaticPaths(app as never).getAll()) as unknown as { pathname: string; route: RouteData }[];
    const seen = new Set<string>();
    for (const { pathname, route } of paths) {
      if (seen.has(route.component)) continue;
      seen.add(route.component);
      const response = await app.render(new Request(new URL(requestPath(pathname, route.type), new URL(site).origin)), {
        routeData: route,
        locals: { [PAGE_INFO_LOCAL]: { kind: 'stock', stockTime: null } satisfies PageBuildInfo },
      });
      await response.arrayBuffer();
    }
  } finally {
    // Listing paths and rendering both read static paths through this cache (Astro's build app).
    app.routeCache.clearAll();
  }
}

/**
 * True when the unchanged page's file is in place: already there (the linked copy of the previous
 * build) or, on a fresh folder, linked from the previous build now (by the lead shard only).
 */
function reuse(job: RenderJob, file: string, lead: boolean): boolean {
  if (job.previous?.cloned) return true;
  const target = path.join(job.outDir, file);
  if (fs.existsSync(target)) return true;
  if (!job.previous) return false;
  const source = path.join(job.previous.dir, file);
  if (!fs.existsSync(source)) return false;
  if (!lead) return true;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.linkSync(source, target);
  return true;
}

async function bodyOf(response: Response, site: string): Promise<Uint8Array | string | null> {
  if (response.status >= 300 && response.status < 400) {
    const location = new URL(response.headers.get('location') ?? '/', site).href;
    const escaped = location.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    return `<!doctype html><title>Redirecting to: ${escaped}</title><meta http-equiv="refresh" content="0;url=${escaped}"><meta name="robots" content="noindex"><link rel="canonical" href="${escaped}"><body><a href="${escaped}">Redirecting to <code>${escaped}</code></a></body>`;
  }
  if (!response.body) return null;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return new Uint8Array(await response.arrayBuffer());
  return (await response.text()).replace(ASTRO_ISLAND_STYLE, '');
}

/**
 * The rule Astro writes as a `<style>` element before a page's first island, mid-body, where HTML
 * allows no `<style>`; src/styles/site.css carries the same rule, so the element is left out.
 */
export const ASTRO_ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
