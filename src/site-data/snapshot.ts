import type { Dealer } from '../lib/dealer/load-dealer.ts';
import type { StockCar } from '../lib/inventory/parse-stock.ts';

/**
 * Everything one dealer's static build renders from: written by the build driver, read by pages
 * through `site-data.server.ts`. Pages must not print `buildId` or `builtAt` (the build's clock):
 * a page that did would differ on every build and defeat incremental rebuilds.
 */
export type SiteSnapshot = {
  buildId: string;
  /** ISO time the stock was pulled: "now" for time rules such as tags (see page-inputs.ts). */
  builtAt: string;
  dealer: Dealer;
  /** The dealer's logo SVG, inlined into every page header (no request). */
  logoSvg: string | null;
  cars: StockCar[];
  /** ISO time this dealer's stock last changed; the listing pages' "Stock updated … ago". */
  stockUpdatedAt: string;
  /** Per car id: the digest of everything that car's own pages render from (its cache key). */
  carKeys: Record<string, string>;
  /** Per car id: ISO time the car's key last changed; its pages' "Stock updated … ago". */
  carChangedAt: Record<string, string>;
};
