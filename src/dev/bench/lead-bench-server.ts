import type { AddressInfo } from 'node:net';
import { defaultServer } from '../../server/app.ts';
import { closeServer } from '../../server/server-features.ts';
import { createSiteServer } from '../../engine/serve/site-server.ts';

/**
 * The benchmark's server process: the site server `npm start` runs (every dealer site, the app
 * under /api/), configured by the environment like `npm start`, on a free loopback port. Prints
 * `{"port": n}` once listening; SIGTERM closes it and the lead store.
 */
export async function serveForLeadBench(): Promise<void> {
  const server = createSiteServer({ root: process.cwd(), port: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => {
      const { context, features } = defaultServer();
      void closeServer(context, features).finally(() => process.exit(0));
    });
  });
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
}
