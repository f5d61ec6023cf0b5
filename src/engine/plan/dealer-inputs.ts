import fs from 'node:fs';
import path from 'node:path';
import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { digest, digestAll, stableJson } from './digest.ts';
import { listFiles } from '../release/link-tree.ts';

export type DealerInputs = {
  /** Digest of the parsed config and content, the logo and the dealer's public/ files. */
  digest: string;
  logoSvg: string | null;
  /** The dealer's public/ files, relative, copied over the site root. */
  publicFiles: string[];
  publicDir: string | null;
};

/**
 * The dealer as its pages see it: where the site is published (`publish`) is read only by the
 * publish stage after release, so pointing a dealer at a bucket does not re-render every page.
 */
function renderedDealer(dealer: Dealer): Dealer {
  const { publish: _where, ...config } = dealer.config;
  return { ...dealer, config: config as Dealer['config'] };
}

export function dealerInputs(dealer: Dealer, root: string): DealerInputs {
  const logoSvg = dealer.logoFile ? fs.readFileSync(path.resolve(root, dealer.logoFile), 'utf8') : null;
  const publicDir = dealer.publicDir ? path.resolve(root, dealer.publicDir) : null;
  const publicFiles = publicDir ? listFiles(publicDir) : [];
  const parts = [stableJson(renderedDealer(dealer)), logoSvg ?? ''];
  for (const file of publicFiles) parts.push(file, digest(fs.readFileSync(path.join(publicDir!, file))));
  return { digest: digestAll(parts), logoSvg, publicFiles, publicDir };
}
