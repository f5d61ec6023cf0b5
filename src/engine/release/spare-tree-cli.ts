/**
 *   node src/engine/release/spare-tree-cli.ts <builds/<slug> folder> <buildId> [<trash folder>…]
 * Prepares the spare tree of a finished build (spare-tree.ts), then deletes the trash folders
 * given, and exits; started detached by one-off commands after their build is live.
 */
import fs from 'node:fs';
import { prepareSpare } from './spare-tree.ts';
import { manifestFiles, readManifest } from '../plan/manifest.ts';

const [buildsDir, buildId, ...trash] = process.argv.slice(2);
if (!buildsDir || !buildId) {
  console.error('usage: spare-tree-cli.ts <buildsDir> <buildId> [<trash folder>…]');
  process.exit(2);
}
try {
  const manifest = readManifest(buildsDir, buildId);
  if (manifest) await prepareSpare(buildsDir, buildId, manifestFiles(manifest));
} finally {
  // Another deletion may be removing one of them too: each is deleted on its own.
  for (const dir of trash) {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // left for the next deletion
    }
  }
}
