import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { Dealer } from '../../src/lib/dealer/load-dealer.ts';
import type { StockIndex } from '../../src/lib/search/stock-index.ts';
import { dealerFilterFor } from '../../src/lib/dealer/stock-filter.ts';
import { parseStock, formatRejection } from '../../src/lib/inventory/parse-stock.ts';
import type { SiteSnapshot } from '../../src/lib/build/snapshot.ts';
import { buildDir, promote } from './releases.ts';
import { countFiles } from './count-files.ts';

export type DealerBuildResult = {
  slug: string;
  buildId: string;
  cars: number;
  skipped: number;
  pages: number;
  seconds: number;
  stage: boolean;
};

type Input = {
  dealer: Dealer;
  index: StockIndex;
  now: number;
  buildId: string;
  stage: boolean;
  root: string;
  log: (line: string) => void;
};

export async function buildOneDealer({ dealer, index, now, buildId, stage, root, log }: Input): Promise<DealerBuildResult> {
  const started = performance.now();
  const slug = dealer.slug;
  const docs = await index.getDocuments({ filter: dealerFilterFor(dealer), now });
  const { cars, rejected } = parseStock(docs, slug);
  for (const r of rejected) log(`  ! ${formatRejection(r)}`);

  const snapshot: SiteSnapshot = {
    buildId,
    builtAt: new Date(now * 1000).toISOString(),
    dealer,
    logoSvg: dealer.logoFile ? fs.readFileSync(path.resolve(root, dealer.logoFile), 'utf8') : null,
    cars,
  };
  const snapshotPath = path.join(root, '.cache', 'snapshots', slug, `${buildId}.json`);
  fs.mkdirSync(path.dirname(snapshotPath), { recursive: true });
  fs.writeFileSync(snapshotPath, JSON.stringify(snapshot));

  const finalDir = buildDir(slug, buildId, { root });
  const workDir = `${finalDir}.partial`;
  fs.rmSync(workDir, { recursive: true, force: true });
  await runAstro(root, [snapshotPath, workDir, path.join(root, '.cache', 'astro', slug), dealer.config.site_url]);
  if (dealer.publicDir) fs.cpSync(path.resolve(root, dealer.publicDir), workDir, { recursive: true });
  fs.renameSync(workDir, finalDir);
  fs.rmSync(snapshotPath, { force: true });

  if (!stage) promote(slug, buildId, { root });
  const result: DealerBuildResult = {
    slug,
    buildId,
    cars: cars.length,
    skipped: rejected.length,
    pages: countFiles(finalDir, '.html'),
    seconds: (performance.now() - started) / 1000,
    stage,
  };
  log(
    `✓ ${slug}: ${result.cars} cars (${result.skipped} skipped), ${result.pages} pages, ${result.seconds.toFixed(1)} s${stage ? ' (staged)' : ''}`,
  );
  return result;
}

function runAstro(root: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'lib', 'astro-child.ts'), ...args], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`astro build exited with ${signal ?? code}\n${stderr.trim().split('\n').slice(-20).join('\n')}`));
    });
  });
}
