/**
 * npm start: serves every built dealer site at http://<slug>.localhost:4321/, the list of sites at
 * http://localhost:4321/, and the function app under /api/ on every site. Builds first when
 * nothing is built yet.
 */
import os from 'node:os';
import { createSiteServer, listLiveSites } from './lib/site-server.ts';
import { buildDealers } from './lib/build-dealers.ts';

const root = process.cwd();
const port = Number(process.env['PORT'] ?? 4321);

if (listLiveSites(root).length === 0) {
  console.log('Nothing is built yet: building every dealer first.');
  await buildDealers({ only: [], stage: false, concurrency: os.availableParallelism(), log: (l) => console.log(l) });
}

const server = createSiteServer({ root, port });
server.listen(port, () => {
  console.log(`forecourt is serving on http://localhost:${port}/`);
  for (const slug of listLiveSites(root)) console.log(`  http://${slug}.localhost:${port}/`);
});
