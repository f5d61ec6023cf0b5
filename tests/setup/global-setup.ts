import type { TestProject } from 'vitest/node';
import type { AddressInfo } from 'node:net';
import { buildDealers } from '../../src/engine/build/build-dealers.ts';
import { createSiteServer } from '../../src/engine/serve/site-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}

/** Builds every sample dealer from the repo's own sample stock, then serves them as `npm start` does. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = process.cwd();
  const summary = await buildDealers({ only: [], stage: false, concurrency: 2, log: (l) => console.log(l), root });
  if (summary.built.length === 0) throw new Error('no dealer built; see the log above');
  const server = createSiteServer({ root, port: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('port', (server.address() as AddressInfo).port);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
