import fs from 'node:fs';
import path from 'node:path';
import { loadAllDealers } from '../../src/lib/dealer/load-dealer.ts';
import { openStockIndex } from '../../src/lib/search/open-index.ts';
import { ensureStockIndex } from './ensure-stock.ts';
import { buildOneDealer, type DealerBuildResult } from './build-one-dealer.ts';
import { runPool } from './run-pool.ts';
import { newBuildId } from './build-ids.ts';

export type BuildOptions = {
  /** Dealer slugs to build; empty builds all. */
  only: string[];
  stage: boolean;
  concurrency: number;
  log: (line: string) => void;
  root?: string;
};

export type BuildSummary = {
  built: DealerBuildResult[];
  failed: { slug: string; error: string }[];
  seconds: number;
};

export async function buildDealers(opts: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const root = opts.root ?? process.cwd();
  const { dealers, failures } = loadAllDealers(path.join(root, 'dealers'));
  const failed: BuildSummary['failed'] = [];

  for (const f of failures) {
    if (opts.only.length && !opts.only.includes(f.slug)) continue;
    failed.push({ slug: f.slug, error: f.message });
    opts.log(`✗ ${f.slug}: dealer config invalid\n    ${f.message}`);
  }
  const unknown = opts.only.filter((s) => !dealers.some((d) => d.slug === s) && !failures.some((f) => f.slug === s));
  for (const slug of unknown) {
    failed.push({ slug, error: `no dealer folder dealers/${slug}` });
    opts.log(`✗ ${slug}: no dealer folder dealers/${slug}`);
  }
  const selected = dealers.filter((d) => !opts.only.length || opts.only.includes(d.slug));

  await ensureStockIndex({ root, log: opts.log });
  const index = openStockIndex({ dir: path.join(root, '.cache', 'index') });
  const now = Math.floor(Date.now() / 1000);
  const buildId = newBuildId();

  const results = await runPool(selected, opts.concurrency, async (dealer) => {
    try {
      const result = await buildOneDealer({ dealer, index, now, buildId, stage: opts.stage, root, log: opts.log });
      return { ok: true as const, result };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      opts.log(`✗ ${dealer.slug}: build failed\n    ${message.split('\n').join('\n    ')}`);
      return { ok: false as const, slug: dealer.slug, message };
    }
  });

  const built: DealerBuildResult[] = [];
  for (const r of results) {
    if (r.ok) built.push(r.result);
    else failed.push({ slug: r.slug, error: r.message });
  }
  const seconds = (performance.now() - started) / 1000;
  opts.log(formatSummary(built, failed, seconds));
  fs.mkdirSync(path.join(root, '.cache'), { recursive: true });
  fs.writeFileSync(path.join(root, '.cache', 'last-build.json'), JSON.stringify({ built, failed, seconds }, null, 2));
  return { built, failed, seconds };
}

function formatSummary(built: DealerBuildResult[], failed: BuildSummary['failed'], seconds: number): string {
  const lines = ['', 'Build summary', '  dealer                      cars  skipped  pages  seconds  status'];
  for (const b of built) {
    lines.push(
      `  ${b.slug.padEnd(26)} ${String(b.cars).padStart(5)} ${String(b.skipped).padStart(8)} ${String(b.pages).padStart(6)} ${b.seconds.toFixed(1).padStart(8)}  ${b.stage ? 'staged' : 'live'} ${b.buildId}`,
    );
  }
  for (const f of failed) lines.push(`  ${f.slug.padEnd(26)} ${'-'.padStart(5)} ${'-'.padStart(8)} ${'-'.padStart(6)} ${'-'.padStart(8)}  FAILED`);
  const cars = built.reduce((n, b) => n + b.cars, 0);
  const pages = built.reduce((n, b) => n + b.pages, 0);
  lines.push(`  total: ${built.length} built, ${failed.length} failed, ${cars} cars, ${pages} pages in ${seconds.toFixed(1)} s`);
  return lines.join('\n');
}
