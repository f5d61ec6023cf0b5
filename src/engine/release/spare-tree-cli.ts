/**
 *   node src/engine/release/spare-tree-cli.ts <builds/<slug> folder> <buildId>
 * Prepares the spare tree of a finished build (spare-tree.ts) and exits; started detached by
 * one-off commands after their build is live.
 */
import { prepareSpare } from './spare-tree.ts';
import { manifestFiles, readManifest } from '../plan/manifest.ts';

const [buildsDir, buildId] = process.argv.slice(2);
if (!buildsDir || !buildId) {
  console.error('usage: spare-tree-cli.ts <buildsDir> <buildId>');
  process.exit(2);
}
const manifest = readManifest(buildsDir, buildId);
if (manifest) await prepareSpare(buildsDir, buildId, manifestFiles(manifest));
