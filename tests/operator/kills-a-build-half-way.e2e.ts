import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../src/engine/serve/site-server.ts';
import { fetchSite, isolatedWorkDir, repoRoot, runScript, waitFor } from '../setup/isolated-work.ts';

/** A build killed half-way (SIGKILL to it and its render processes) leaves the live site as it was. */
let work: string;
let server: http.Server;
let port: number;
const slug = 'outback-caravans';
const host = `${slug}.localhost`;
const env = () => ({ FORECOURT_WORK_DIR: work });

beforeAll(async () => {
  work = isolatedWorkDir('kill');
  const built = await runScript('build.ts', ['--dealer', slug], env());
  expect(built.code, built.output).toBe(0);
  server = createSiteServer({ root: work, port: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 600_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('a build killed half-way', () => {
  it('leaves the live site intact and serving, and the next build recovers', async () => {
    const home = await fetchSite(port, host, '/');
    expect(home.status).toBe(200);
    const live = home.build!;
    const carPath = /href="(\/cars\/[^"/]+\/)"/.exec(home.body)![1]!;
    const car = await fetchSite(port, host, carPath);
    expect(car.status).toBe(200);

    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'build.ts'), '--dealer', slug, '--full'], {
      cwd: repoRoot,
      env: { ...process.env, ...env() },
      detached: true,
      stdio: 'ignore',
    });
    const builds = path.join(work, 'builds', slug);
    // Kill once pages are being written into the new build's folder.
    await waitFor(
      async () => fs.readdirSync(builds).some((n) => n.endsWith('.partial') && fs.existsSync(path.join(builds, n, 'cars'))),
      300_000,
      'the build to start writing pages',
    );
    process.kill(-child.pid!, 'SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    for (let i = 0; i < 5; i++) {
      const again = await fetchSite(port, host, '/');
      expect(again.status).toBe(200);
      expect(again.build).toBe(live);
      expect(again.body).toBe(home.body);
      expect((await fetchSite(port, host, carPath)).body).toBe(car.body);
    }
    const manifests = fs.readdirSync(builds).filter((n) => n.endsWith('.manifest.json'));
    expect(manifests).toEqual([`${live}.manifest.json`]);

    const recovered = await runScript('build.ts', ['--dealer', slug, '--full'], env());
    expect(recovered.code, recovered.output).toBe(0);
    const after = await fetchSite(port, host, carPath);
    expect(after.status).toBe(200);
    expect(after.build).not.toBe(live);
    expect(fs.readdirSync(builds).filter((n) => n.endsWith('.partial'))).toEqual([]);
  }, 600_000);
});
