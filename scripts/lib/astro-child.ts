/**
 * Builds one dealer's site with Astro in its own process (Astro keeps global state, so two
 * builds never share a process). Usage: node scripts/lib/astro-child.ts <snapshot.json> <outDir> <cacheDir> <siteUrl>
 */
import { build } from 'astro';
import path from 'node:path';

const [snapshot, outDir, cacheDir, site] = process.argv.slice(2);
if (!snapshot || !outDir || !cacheDir || !site) {
  console.error('usage: astro-child.ts <snapshot.json> <outDir> <cacheDir> <siteUrl>');
  process.exit(2);
}
process.env['FORECOURT_SNAPSHOT'] = path.resolve(snapshot);
process.env['ASTRO_TELEMETRY_DISABLED'] = '1';
// A parent running under Vitest passes NODE_ENV=test, which would bundle React's development build.
process.env['NODE_ENV'] = 'production';

await build({
  root: process.cwd(),
  outDir: path.resolve(outDir),
  cacheDir: path.resolve(cacheDir),
  site,
  logLevel: process.env['FORECOURT_ASTRO_LOG'] === 'info' ? 'info' : 'warn',
});
