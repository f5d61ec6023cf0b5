import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const MANIFEST_VERSION = 2;

const PageRecordSchema = z.object({
  route: z.string(),
  kind: z.enum(['car', 'keyed', 'dealer', 'stock']),
  key: z.string(),
  file: z.string(),
});

/**
 * key: what the car's pages render from (record and time state); doc: the raw record alone; until:
 * the instant (ms) its time state lapses, null never (absent in manifests written before it was kept).
 */
const CarRecordSchema = z.object({ slug: z.string(), key: z.string(), doc: z.string(), changedAt: z.string(), until: z.number().nullable().optional() });

/** What one finished build of a dealer was made from and what it holds (rule: engineering.build-manifest). */
const BuildManifestSchema = z.object({
  version: z.literal(MANIFEST_VERSION),
  slug: z.string(),
  buildId: z.string(),
  createdAt: z.string(),
  previousBuildId: z.string().nullable(),
  mode: z.enum(['full', 'incremental']),
  trigger: z.string(),
  digests: z.object({ code: z.string(), dealer: z.string(), stock: z.string(), stockContent: z.string(), date: z.string(), bundle: z.string() }),
  stockUpdatedAt: z.string(),
  cars: z.record(z.string(), CarRecordSchema),
  /** Page path → its route, kind, key and output file. */
  pages: z.record(z.string(), PageRecordSchema),
  /** Files that are not pages: Astro's assets and public files, the dealer's public files, build files. */
  assets: z.array(z.string()),
  dealerFiles: z.array(z.string()),
  buildFiles: z.array(z.string()),
  stats: z.object({
    pages: z.number(),
    rendered: z.array(z.string()),
    removed: z.array(z.string()),
    reusedPages: z.number(),
    seconds: z.number(),
    /** Milliseconds per stage of the build (build-one-dealer.ts), for benchmarks. */
    timings: z.record(z.string(), z.number()).optional(),
  }),
});

export type BuildManifest = z.infer<typeof BuildManifestSchema>;
export type CarRecord = z.infer<typeof CarRecordSchema>;
export type BuildDigests = BuildManifest['digests'];
type PageRecord = z.infer<typeof PageRecordSchema>;

const isString = (v: unknown): v is string => typeof v === 'string';
const PAGE_KINDS: ReadonlySet<unknown> = new Set(PageRecordSchema.shape.kind.options);
/** `CarRecordSchema` and `PageRecordSchema`, checked by hand (manifest.test.ts: a manifest failing either is not read). */
const isCarRecord = (v: Record<string, unknown>): boolean =>
  isString(v['slug']) &&
  isString(v['key']) &&
  isString(v['doc']) &&
  isString(v['changedAt']) &&
  (v['until'] === undefined || v['until'] === null || typeof v['until'] === 'number');
const isPageRecord = (v: Record<string, unknown>): boolean => isString(v['route']) && PAGE_KINDS.has(v['kind']) && isString(v['key']) && isString(v['file']);

function recordOf<T>(valid: (v: Record<string, unknown>) => boolean) {
  return z.custom<Record<string, T>>((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    for (const item of Object.values(value)) if (typeof item !== 'object' || item === null || !valid(item as Record<string, unknown>)) return false;
    return true;
  });
}
const strings = () => z.custom<string[]>((value) => Array.isArray(value) && value.every(isString));

/**
 * What `readManifest` parses with: `BuildManifestSchema` with its large collections checked by hand.
 * Zod took ~0.15 s over the ~100,000 records of a 20,000-car dealer's manifest, read before every
 * build.
 */
const ReadManifestSchema = BuildManifestSchema.extend({
  cars: recordOf<CarRecord>(isCarRecord),
  pages: recordOf<PageRecord>(isPageRecord),
  stats: BuildManifestSchema.shape.stats.extend({ rendered: strings(), removed: strings() }),
});

export function manifestPath(buildsDir: string, buildId: string): string {
  return path.join(buildsDir, `${buildId}.manifest.json`);
}

const parsedManifests = new Map<string, { stamp: string; manifest: BuildManifest }>();

/** The manifest of a finished build, or null when the build is unfinished or from another version. */
export function readManifest(buildsDir: string, buildId: string): BuildManifest | null {
  const file = manifestPath(buildsDir, buildId);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat || !fs.existsSync(path.join(buildsDir, buildId))) return null;
  // Manifests never change once written; remember parsed ones (a long-running server reads them often).
  const stamp = stampOf(stat);
  const known = parsedManifests.get(file);
  if (known?.stamp === stamp) return known.manifest;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  const parsed = ReadManifestSchema.safeParse(raw);
  if (!parsed.success) return null;
  const manifest: BuildManifest = parsed.data;
  remember(file, stamp, manifest);
  return manifest;
}

const stampOf = (stat: fs.Stats) => `${stat.ino}:${stat.size}:${stat.mtimeMs}`;

/**
 * Keeps the manifest last read or written per builds folder, the newest build's in the usual case,
 * which the dealer's next build reads. (Keeping every one a long-running server wrote held ~10 MB more per build at 20,000
 * cars, which each full collection of its heap then marked.)
 */
function remember(file: string, stamp: string, manifest: BuildManifest): void {
  const dir = path.dirname(file);
  for (const known of parsedManifests.keys()) if (path.dirname(known) === dir && known !== file) parsedManifests.delete(known);
  parsedManifests.set(file, { stamp, manifest });
}

/** Drops a remembered manifest (a failed build may have changed its pages in place): the next read parses the file. */
export function forgetManifest(buildsDir: string, buildId: string): void {
  parsedManifests.delete(manifestPath(buildsDir, buildId));
}

/** Finished builds of a dealer (folder and manifest present), oldest first. */
export function finishedBuilds(buildsDir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(buildsDir);
  } catch {
    return [];
  }
  const dirs = new Set(names.filter((n) => !n.startsWith('.') && !n.includes('.')));
  return names
    .filter((n) => n.endsWith('.manifest.json'))
    .map((n) => n.slice(0, -'.manifest.json'.length))
    .filter((id) => dirs.has(id))
    .sort();
}

/** How many files a build has (`manifestFiles(m).length`, without sorting them). */
export function manifestFileCount(m: BuildManifest): number {
  const files = new Set<string>([...m.assets, ...m.dealerFiles, ...m.buildFiles]);
  for (const page of Object.values(m.pages)) files.add(page.file);
  return files.size;
}

/** Every file of a build, from its manifest. */
export function manifestFiles(m: BuildManifest): string[] {
  const files = new Set<string>([...m.assets, ...m.dealerFiles, ...m.buildFiles]);
  for (const page of Object.values(m.pages)) files.add(page.file);
  return [...files].sort();
}

/** Page records written at a time (`pageMapJson`). */
const PAGES_PER_PART = 2000;

/**
 * The JSON text of a page map's entries (without its braces) a part at a time: 80,000 pages at
 * 20,000 cars, whose text in one string would be a process's peak and, stringified at once, would
 * hold its event loop.
 */
export function* pageMapJson(pages: Record<string, PageRecord>): Generator<string> {
  let part: string[] = [];
  let separator = '';
  for (const pathname in pages) {
    part.push(`${JSON.stringify(pathname)}:${JSON.stringify(pages[pathname])}`);
    if (part.length === PAGES_PER_PART) {
      yield separator + part.join(',');
      separator = ',';
      part = [];
    }
  }
  if (part.length > 0) yield separator + part.join(',');
}

/**
 * Writes the manifest beside the build folder; its presence marks the build finished. A part at a
 * time, letting the event loop turn between parts: a server writes it right after its build went
 * live (~30 MB at 20,000 cars), and answers the pages asked for meanwhile.
 */
export async function writeManifest(buildsDir: string, manifest: BuildManifest): Promise<void> {
  const file = manifestPath(buildsDir, manifest.buildId);
  const tmp = `${file}.${process.pid}.tmp`;
  const { pages, ...rest } = manifest;
  const handle = await fs.promises.open(tmp, 'w');
  try {
    await handle.write(`${JSON.stringify(rest).slice(0, -1)},"pages":{`);
    for (const part of pageMapJson(pages)) await handle.write(part);
    await handle.write('}}');
  } finally {
    await handle.close();
  }
  fs.renameSync(tmp, file);
  // This process's next build of the dealer reads it back: it takes this object instead of parsing
  // the file (a 20,000-car dealer's is ~30 MB, ~0.3 s).
  remember(file, stampOf(fs.statSync(file)), manifest);
}
