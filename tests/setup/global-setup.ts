import type { TestProject } from 'vitest/node';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildDealers } from '../../src/engine/build/build-dealers.ts';
import { createSiteServer } from '../../src/engine/serve/site-server.ts';
import { appDeps } from '../../src/server/app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** FORECOURT_DATA_DIR of the journeys' lead API: `npm run leads` with it reads what the journeys sent. */
    leadsDataDir: string;
  }
}

/**
 * The app's dependencies as `env` makes them, made now so the site server's /api/ uses them, with
 * their lead forwarder running; the environment is restored at once, so the servers operator
 * journeys start keep their own.
 */
function primeApp(env: Record<string, string>): ReturnType<typeof appDeps> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    const deps = appDeps();
    // Delivers as npm start does; with SMTP_URL empty, every lead e-mail goes to <data dir>/lead-mail.mbox.
    deps.leads.startForwarding((line) => console.log(line));
    return deps;
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/**
 * Builds every sample dealer from the repo's own sample stock, then serves them as `npm start` does,
 * with the real lead API on a store of its own (a rate that lets every journey send from one address)
 * and its forwarder delivering to the mail log in that store's folder (see tests/support/delivered-lead.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = process.cwd();
  const summary = await buildDealers({ only: [], stage: false, concurrency: 2, log: (l) => console.log(l), root });
  if (summary.built.length === 0) throw new Error('no dealer built; see the log above');
  const leadsDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-journey-leads-'));
  const { leads } = primeApp({
    FORECOURT_DATA_DIR: leadsDataDir,
    FORECOURT_LEAD_RATE_PER_MINUTE: '1000',
    FORECOURT_SIGN_IN_RATE_PER_MINUTE: '1000',
    FORECOURT_WRITE_RATE_PER_MINUTE: '1000',
    SMTP_URL: '',
  });
  const server = createSiteServer({ root, port: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('port', (server.address() as AddressInfo).port);
  project.provide('leadsDataDir', leadsDataDir);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await leads.close();
    fs.rmSync(leadsDataDir, { recursive: true, force: true });
  };
}
