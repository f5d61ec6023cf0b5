import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CarLine } from '../../lib/builds/build-record.ts';
import { writeManifest, type BuildManifest } from '../plan/manifest.ts';
import { buildDir, buildsDir, liveBuild, promote, retireBuilds, stage } from '../release/releases.ts';
import { workPaths } from '../work-dir.ts';
import { writeBuildRecord } from './build-records.ts';
import { engineBuilds } from './engine-builds.ts';

const SLUG = 'westside-used-cars';
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function work() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-builds-'));
  dirs.push(dir);
  return workPaths({ root: path.resolve(import.meta.dirname, '../../..'), work: dir, env: {} });
}

const car = (slug: string, price: number | null, status = 'in_stock'): CarLine => ({ slug, title: slug, price, status, photos: 3 });

/** A finished build as the release step leaves it: its folder, its manifest, then its console record. */
async function finished(paths: ReturnType<typeof work>, id: string, cars: Record<string, CarLine>, skipped: string[] = []): Promise<void> {
  const release = { root: paths.work };
  fs.mkdirSync(buildDir(SLUG, id, release), { recursive: true });
  fs.writeFileSync(path.join(buildDir(SLUG, id, release), 'index.html'), id);
  const pages = Object.fromEntries(
    Object.entries(cars).map(([carId, c]) => [
      `/cars/${c.slug}/`,
      { route: 'cars/[slug]', kind: 'car' as const, key: `${carId}:${c.status}:${c.price}`, file: `cars/${c.slug}/index.html` },
    ]),
  );
  const manifest: BuildManifest = {
    version: 2,
    slug: SLUG,
    buildId: id,
    createdAt: '2026-11-20T01:00:00.000Z',
    previousBuildId: null,
    mode: 'incremental',
    trigger: 'stock',
    digests: { code: 'c', dealer: 'd', stock: 's', stockContent: 's', date: 'x', bundle: 'b' },
    stockUpdatedAt: '2026-11-20T00:59:00.000Z',
    cars: Object.fromEntries(
      Object.entries(cars).map(([carId, c]) => [carId, { slug: c.slug, key: carId, doc: `${carId}-${c.status}-${c.price}`, changedAt: '' }]),
    ),
    pages: { '/': { route: 'index', kind: 'stock', key: 'home', file: 'index.html' }, ...pages },
    assets: [],
    dealerFiles: [],
    buildFiles: [],
    stats: { pages: 1 + Object.keys(pages).length, rendered: ['/'], removed: [], reusedPages: 0, seconds: 1.25, timings: { pull: 100, render: 900 } },
  };
  await writeManifest(buildsDir(SLUG, release), manifest);
  writeBuildRecord(buildsDir(SLUG, release), id, {
    cars,
    rejected: skipped.map((carId) => ({ dealer: SLUG, carId, path: 'year', reason: 'Too small' })),
    dropped: [],
  });
}

describe("npm start's builds port", () => {
  it('shows what a staged build changes, approves it, rolls back, and refuses when there is nothing to do', async () => {
    const paths = work();
    const release = { root: paths.work };
    const lines: string[] = [];
    const builds = engineBuilds(paths, { port: 4321, log: (l) => lines.push(l) });
    expect(await builds.overview(SLUG)).toBeNull();

    await finished(paths, 'b1', { '1': car('cx-5', 30000), '2': car('hilux', 40000) });
    promote(SLUG, 'b1', release);
    await finished(paths, 'b2', { '1': car('cx-5', 30000, 'sold'), '2': car('hilux', 38000), '3': car('rio', null) }, ['9']);
    stage(SLUG, 'b2', release);

    const staged = (await builds.overview(SLUG))!;
    expect(staged.live?.build_id).toBe('b1');
    expect(staged.staged).toMatchObject({ build_id: 'b2', trigger: 'stock', seconds: 1.3, cars: 3, timings: { render: 900 } });
    expect(staged.preview_url).toBe(`http://staged.${SLUG}.localhost:4321/`);
    expect(staged.changes).toMatchObject({
      added: [{ id: '3' }],
      sold: [{ id: '1' }],
      prices: [{ id: '2', from: 40000, to: 38000 }],
      pages: { changed: 2, added: 1, removed: 0 },
    });
    expect(staged.rollback_to).toBeNull();
    expect(staged.history.map((e) => `${e.action} ${e.build_id}`)).toEqual(['stage b2', 'promote b1']);
    expect(await builds.stockHealth(SLUG)).toMatchObject({
      build_id: 'b2',
      skipped: [{ car_id: '9', path: 'year', reason: 'Too small' }],
      without_price: [{ id: '3', slug: 'rio' }],
    });
    expect(await builds.rollback(SLUG)).toMatchObject({ ok: false, reason: 'no_previous_build' });

    expect(await builds.promote(SLUG)).toEqual({ ok: true, buildId: 'b2', detail: 'b2 is live' });
    expect(liveBuild(SLUG, release)).toBe('b2');
    const promoted = (await builds.overview(SLUG))!;
    expect([promoted.staged, promoted.changes, promoted.preview_url, promoted.rollback_to]).toEqual([null, null, null, 'b1']);
    expect(await builds.promote(SLUG)).toMatchObject({ ok: false, reason: 'nothing_staged' });

    expect(await builds.rollback(SLUG)).toEqual({ ok: true, buildId: 'b1', detail: 'b1 is live again' });
    expect(liveBuild(SLUG, release)).toBe('b1');
    expect(lines).toEqual([`${SLUG}: b2 is live (approved in the console)`, `${SLUG}: rolled back to b1 (in the console)`]);
  });

  it("retires a build's console record with it and keeps a protected build's", async () => {
    const paths = work();
    const release = { root: paths.work };
    for (const id of ['b1', 'b2', 'b3']) {
      await finished(paths, id, { '1': car('cx-5', 30000) });
      promote(SLUG, id, release);
    }
    retireBuilds(SLUG, 1, release);
    const left = fs.readdirSync(buildsDir(SLUG, release)).filter((n) => n.endsWith('.console.json'));
    expect(left.sort()).toEqual(['b2.console.json', 'b3.console.json']);
  });
});
