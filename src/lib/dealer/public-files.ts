import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Location } from '../content/location-schema.ts';
import { formatPath, type ConfigProblem } from './config-error.ts';
import type { DealerConfig } from './dealer-config.ts';
import { CONTENT_FILES } from './dealer-content.ts';
import { displayPath } from './dealer-files.ts';

type PublicPath = { file: string; key: (string | number)[]; sitePath: string };

/** The config keys and content entries that name a file the dealer's `public/` folder must serve. */
function publicPaths(config: DealerConfig, locations: readonly Location[], dir: string, fileFor: (p: readonly PropertyKey[]) => string): PublicPath[] {
  const badges = config.tags.certified_badges.map((badge, i): PublicPath => {
    const key = ['tags', 'certified_badges', i, 'image'];
    return { file: fileFor(key), key, sitePath: badge.image };
  });
  const locationsFile = displayPath(path.join(dir, CONTENT_FILES.locations));
  const maps = locations.flatMap((l, i): PublicPath[] => (l.map_image ? [{ file: locationsFile, key: [i, 'map_image'], sitePath: l.map_image }] : []));
  return [...badges, ...maps];
}

/**
 * A config or content file naming an image by the path the site serves it at fails when the dealer's
 * `public/` folder has no such file: the page would show a broken image, so the dealer is not built.
 */
export function publicFileProblems(
  config: DealerConfig,
  locations: readonly Location[],
  dir: string,
  fileFor: (p: readonly PropertyKey[]) => string,
): ConfigProblem[] {
  const root = path.resolve(dir, 'public');
  return publicPaths(config, locations, dir, fileFor).flatMap(({ file, key, sitePath }) => {
    const resolved = path.resolve(root, `.${sitePath}`);
    if (resolved.startsWith(root + path.sep) && existsSync(resolved)) return [];
    return [{ file, path: formatPath(key), message: `no file public${sitePath} in the dealer folder` }];
  });
}
