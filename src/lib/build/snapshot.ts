import type { Dealer } from '../dealer/load-dealer.ts';
import type { Car } from '../inventory/car-schema.ts';

/** Everything one dealer's static build renders from: written by the build driver, read by pages. */
export type SiteSnapshot = {
  buildId: string;
  /** ISO time the stock was pulled; shoppers see "Stock updated … ago" from it. */
  builtAt: string;
  dealer: Dealer;
  /** The dealer's logo SVG, inlined into every page header (no request). */
  logoSvg: string | null;
  cars: Car[];
};
