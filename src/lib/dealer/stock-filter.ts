import { type DealerFilter, DealerFilterSchema } from '../search/dealer-filter.ts';
import type { DealerConfig } from './dealer-config.ts';

type StockSource = Pick<DealerConfig, 'stock' | 'dealerships'>;

/** The search filter restricting the stock index to what this dealer's site shows (a Dealer or its config). */
export function dealerFilterFor(source: StockSource | { config: StockSource }): DealerFilter {
  const config = 'config' in source ? source.config : source;
  const { stock } = config;
  return DealerFilterSchema.parse({
    dealershipIds: config.dealerships.map((d) => d.id),
    includeSoldCarsDays: stock.include_sold_cars_days,
    usedOnly: stock.used_only,
    inStockOnly: stock.in_stock_only,
    excludedStockNumbers: [...stock.excluded_stock_numbers],
    excludedMakes: [...stock.excluded_makes],
    carTypes: [...stock.car_types],
  });
}
