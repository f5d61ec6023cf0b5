import type { TestProject } from 'vitest/node';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildDealers } from '../../src/engine/build/build-dealers.ts';
import { createSiteServer } from '../../src/engine/serve/site-server.ts';
import { createApp } from '../../src/server/app.ts';
import { createServerContext } from '../../src/server/context/server-context.ts';
import { closeServer, serverFeatures } from '../../src/server/server-features.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** FORECOURT_DATA_DIR of the journeys' lead API: `npm run leads` with it reads what the journeys sent. */
    leadsDataDir: string;
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
  // The server context as npm start makes it, on this environment with the journeys' own store and rates.
  const context = createServerContext({
    env: {
      ...process.env,
      FORECOURT_DATA_DIR: leadsDataDir,
      FORECOURT_LEAD_RATE_PER_MINUTE: '1000',
      FORECOURT_SIGN_IN_RATE_PER_MINUTE: '1000',
      FORECOURT_WRITE_RATE_PER_MINUTE: '1000',
      SMTP_URL: '',
    },
  });
  const features = serverFeatures(context);
  // Delivers as npm start does; with SMTP_URL empty, every lead e-mail goes to <data dir>/lead-mail.mbox.
  features.leads.startForwarding((line) => console.log(line));
  const server = createSiteServer({ root, port: 0, app: createApp(context, features) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('port', (server.address() as AddressInfo).port);
  project.provide('leadsDataDir', leadsDataDir);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await closeServer(context, features);
    fs.rmSync(leadsDataDir, { recursive: true, force: true });
  };
}
