import { loadAllDealers } from './load-dealer.ts';
import type { DealerConfig } from './dealer-config.ts';

/**
 * Dealership id → name from dealer configs: the `dealership_name` facet (feeds do not name
 * dealerships). A dealership listed by several dealers keeps the first dealer's name.
 */
export function dealershipNamesOf(configs: ReadonlyArray<Pick<DealerConfig, 'dealerships'>>): Map<number, string> {
  const names = new Map<number, string>();
  for (const config of configs) for (const { id, name } of config.dealerships) if (!names.has(id)) names.set(id, name);
  return names;
}

/** The names every dealer in `dealersDir` gives, for whatever writes the stock index. */
export function dealershipNamesIn(dealersDir: string): Map<number, string> {
  return dealershipNamesOf(loadAllDealers(dealersDir).dealers.map((d) => d.config));
}
