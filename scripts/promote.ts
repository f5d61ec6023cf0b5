/**
 * npm run promote -- <slug> [--build <buildId>]
 * Makes the dealer's staged build (or the given finished build) live: dist/<slug> is swapped to it
 * atomically and it joins the release history that `npm run rollback` walks back. A dealer that
 * publishes to a bucket then has the difference published (docs/publishing.md).
 */
import { parseArgs } from 'node:util';
import { liveBuild, promote, stagedBuild, withDealerLock } from '../src/engine/release/releases.ts';
import { workPaths } from '../src/engine/work-dir.ts';
import { publishLive } from '../src/engine/publish/publish-stage.ts';
import { loadDealer } from '../src/lib/dealer/load-dealer.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { build: { type: 'string' } } });
const slug = positionals[0];
if (!slug) {
  console.error('usage: npm run promote -- <dealer-slug> [--build <buildId>]');
  process.exit(2);
}
const paths = workPaths();
const release = { root: paths.work };
await withDealerLock(slug, release, async () => {
  const buildId = values.build ?? stagedBuild(slug, release);
  if (!buildId) {
    console.error(`${slug}: no staged build to promote (live: ${liveBuild(slug, release) ?? 'none'}).`);
    process.exitCode = 1;
    return;
  }
  const before = liveBuild(slug, release);
  promote(slug, buildId, release);
  console.log(`${slug}: ${buildId} is live (was ${before ?? 'none'}).`);
  // The difference between the published build and this one goes to the dealer's bucket, if it has
  // one, copied inside the bucket from the staged build's preview where that holds the same bytes.
  await publishLive(loadDealer(slug, paths.dealers), { paths, log: (line) => console.log(line), fromPreview: true });
});
