/**
 * npm run rollback -- <slug>
 * Makes the dealer's previous live build live again (dist/<slug> swapped atomically); run it again
 * to go further back through the release history. A dealer that publishes to a bucket gets the
 * difference published (docs/publishing.md).
 */
import { liveBuild, rollback, withDealerLock } from '../src/engine/release/releases.ts';
import { workPaths } from '../src/engine/work-dir.ts';
import { publishLive } from '../src/engine/publish/publish-stage.ts';
import { loadDealer } from '../src/lib/dealer/load-dealer.ts';

const slug = process.argv[2];
if (!slug) {
  console.error('usage: npm run rollback -- <dealer-slug>');
  process.exit(2);
}
const paths = workPaths();
const release = { root: paths.work };
await withDealerLock(slug, release, async () => {
  const before = liveBuild(slug, release);
  try {
    const now = rollback(slug, release);
    console.log(`${slug}: rolled back from ${before ?? 'none'} to ${now}.`);
    // The dealer's bucket, if it has one, gets the difference back.
    await publishLive(loadDealer(slug, paths.dealers), { paths, log: (line) => console.log(line) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
});
