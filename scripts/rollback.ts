/**
 * npm run rollback -- <slug>
 * Makes the dealer's previous live build live again (dist/<slug> swapped atomically); run it again
 * to go further back through the release history.
 */
import { liveBuild, rollback, withDealerLock } from '../src/engine/release/releases.ts';
import { workPaths } from '../src/engine/work-dir.ts';

const slug = process.argv[2];
if (!slug) {
  console.error('usage: npm run rollback -- <dealer-slug>');
  process.exit(2);
}
const release = { root: workPaths().work };
await withDealerLock(slug, release, async () => {
  const before = liveBuild(slug, release);
  try {
    const now = rollback(slug, release);
    console.log(`${slug}: rolled back from ${before ?? 'none'} to ${now}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
});
