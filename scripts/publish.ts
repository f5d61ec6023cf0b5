/**
 * npm run publish [-- --dealer <slug>]…   publishes each dealer's live build (dist/<slug>) to the
 *   bucket its dealer.json `publish` names, uploading only what differs from the published
 *   manifest, deleting what the build no longer has, and purging the CDN of what changed. With no
 *   --dealer, every dealer that publishes somewhere. `npm run build`, the stock command, the server,
 *   promote and rollback run the same stage after each release (docs/publishing.md).
 * npm run publish -- purges [--dealer <slug>]…   lists the purges recorded by the default CDN
 *   (`purge.provider: record`).
 */
import { parseArgs } from 'node:util';
import { loadAllDealers } from '../src/lib/dealer/load-dealer.ts';
import { publishLive } from '../src/engine/publish/publish-stage.ts';
import { recordedPurges } from '../src/engine/publish/recorded-purge.ts';
import { withDealerLock } from '../src/engine/release/releases.ts';
import { ensureWorkDir, workPaths } from '../src/engine/work-dir.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { dealer: { type: 'string', multiple: true } } });
const paths = workPaths();
ensureWorkDir(paths);
const { dealers, failures } = loadAllDealers(paths.dealers);
const only = values.dealer ?? [];
for (const slug of only) {
  if (!dealers.some((d) => d.slug === slug)) {
    const failure = failures.find((f) => f.slug === slug);
    console.error(failure ? `✗ ${slug}: dealer config invalid\n    ${failure.message}` : `✗ ${slug}: no dealer folder dealers/${slug}`);
    process.exitCode = 1;
  }
}
const selected = dealers.filter((d) => (only.length ? only.includes(d.slug) : d.config.publish !== false));

if (positionals[0] === 'purges') {
  for (const dealer of selected) {
    for (const purge of recordedPurges(paths.cache, dealer.slug))
      console.log(`${purge.at} ${purge.slug}: ${purge.paths.length} paths\n  ${purge.paths.join('\n  ')}`);
  }
} else if (positionals.length > 0) {
  console.error('usage: npm run publish [-- --dealer <slug>]…  |  npm run publish -- purges [--dealer <slug>]…');
  process.exitCode = 2;
} else {
  if (selected.length === 0) console.log('No dealer publishes anywhere: give one a `publish` target in its dealer.json (docs/publishing.md).');
  for (const dealer of selected) {
    try {
      const result = await withDealerLock(dealer.slug, { root: paths.work }, () => publishLive(dealer, { paths, log: (line) => console.log(line) }));
      if (!result) console.log(`${dealer.slug}: ${dealer.config.publish === false ? 'publishes nowhere (publish: false)' : 'has no live build to publish'}`);
    } catch (error) {
      console.error(`✗ ${dealer.slug}: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  }
}
