/**
 * npm run builds-overview -- <slug> [--preview-url <url>] [--out <file>]
 * Writes what the dealer console of a serverless host reads of a dealer's builds (docs/console.md,
 * "On a serverless host"): the live and staged builds, what changed, the release history and stock
 * health, as JSON, to --out (default .cache/builds-overview/<slug>.json). CI runs it after each build
 * and release and uploads the file to FORECOURT_BUILDS_URL/<slug>.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PublishedBuilds } from '../src/lib/builds/build-record.ts';
import { buildsOverview, stockHealth } from '../src/engine/console/builds-overview.ts';
import { workPaths } from '../src/engine/work-dir.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'preview-url': { type: 'string' }, out: { type: 'string' } } });
const slug = positionals[0];
if (!slug) {
  console.error('usage: npm run builds-overview -- <dealer-slug> [--preview-url <url>] [--out <file>]');
  process.exit(2);
}
const paths = workPaths();
const release = { root: paths.work };
const overview = buildsOverview(slug, release, values['preview-url'] ?? null);
if (!overview) {
  console.error(`${slug}: no build yet, nothing to publish.`);
  process.exit(1);
}
const published: PublishedBuilds = { overview, health: stockHealth(slug, release) };
const out = values.out ?? path.join(paths.cache, 'builds-overview', `${slug}.json`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(published)}\n`);
console.log(`${slug}: builds overview written to ${out} (live ${overview.live?.build_id ?? 'none'}, staged ${overview.staged?.build_id ?? 'none'})`);
