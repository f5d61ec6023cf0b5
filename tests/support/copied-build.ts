import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A dealer's live build from the suite's global setup (which builds every sample dealer into the
 * repository's work dir) carried into a journey's work dir (isolatedWorkDir, which links the render
 * bundles), so the journey starts where the suite already is instead of building the dealer again.
 * The build folder is hard-linked: the engine never writes a build's file in place (a new build
 * writes new files), so nothing the journey does reaches the suite's build.
 * The release state, the manifest and the base snapshot are copies (they are rewritten). The next
 * build in the journey's work dir is then an incremental one on that build.
 */
export function copyLiveBuild(fromWork: string, toWork: string, slug: string): string {
  const live = path.basename(fs.readlinkSync(path.join(fromWork, 'dist', slug)));
  const builds = path.join(toWork, 'builds', slug);
  fs.mkdirSync(builds, { recursive: true });
  execFileSync('cp', ['-al', path.join(fromWork, 'builds', slug, live), path.join(builds, live)]);
  fs.copyFileSync(path.join(fromWork, 'builds', slug, `${live}.manifest.json`), path.join(builds, `${live}.manifest.json`));
  fs.writeFileSync(path.join(builds, 'releases.json'), JSON.stringify({ live: [live], staged: null, log: [] }));
  fs.mkdirSync(path.join(toWork, 'dist'), { recursive: true });
  fs.symlinkSync(path.join('..', 'builds', slug, live), path.join(toWork, 'dist', slug));

  // Render bundles are linked in by isolatedWorkDir already (tests/setup/isolated-work.ts).
  const cache = path.join(fromWork, '.cache');
  fs.cpSync(path.join(cache, 'snapshots', slug), path.join(toWork, '.cache', 'snapshots', slug), { recursive: true });
  fs.copyFileSync(path.join(cache, 'code-digest.json'), path.join(toWork, '.cache', 'code-digest.json'));
  return live;
}
