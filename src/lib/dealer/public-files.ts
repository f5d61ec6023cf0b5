import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatPath, type ConfigProblem } from './config-error.ts';
import type { DealerConfig } from './dealer-config.ts';

/** The config keys that name a file the dealer's `public/` folder must serve, with the site path each names. */
function publicPaths(config: DealerConfig): { key: (string | number)[]; sitePath: string }[] {
  return config.tags.certified_badges.map((badge, i) => ({ key: ['tags', 'certified_badges', i, 'image'], sitePath: badge.image }));
}

/**
 * A config naming an image by the path the site serves it at fails when the dealer's `public/` folder
 * has no such file: the page would show a broken image, so the dealer is not built.
 */
export function publicFileProblems(config: DealerConfig, dir: string, fileFor: (p: readonly PropertyKey[]) => string): ConfigProblem[] {
  const root = path.resolve(dir, 'public');
  return publicPaths(config).flatMap(({ key, sitePath }) => {
    const file = path.resolve(root, `.${sitePath}`);
    if (file.startsWith(root + path.sep) && existsSync(file)) return [];
    return [{ file: fileFor(key), path: formatPath(key), message: `no file public${sitePath} in the dealer folder` }];
  });
}
