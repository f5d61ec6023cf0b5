import { describe, expect, it } from 'vitest';
import { StockConfigSchema } from './config-stock.ts';
import { DealerConfigSchema } from './dealer-config.ts';
import { loadDealer } from './load-dealer.ts';
import { dealerFilterFor } from './stock-filter.ts';

const IDENTITY = {
  slug: 'sample',
  name: 'Sample',
  id: 1,
  dealerships: [
    { id: 11, slug: 'a', name: 'A' },
    { id: 12, slug: 'b', name: 'B' },
  ],
};

/** A value different from each stock switch's default. */
const NON_DEFAULT = {
  include_sold_cars_days: 9,
  used_only: true,
  in_stock_only: true,
  excluded_stock_numbers: ['S1', 'S2'],
  excluded_makes: ['Holden'],
  car_types: ['demo', 'used'],
} as const;

describe('dealerFilterFor', () => {
  it("maps defaults to the general stock filter over the dealer's dealerships", () => {
    expect(dealerFilterFor(DealerConfigSchema.parse(IDENTITY))).toEqual({
      dealershipIds: [11, 12],
      includeSoldCarsDays: 3,
      usedOnly: false,
      inStockOnly: false,
      excludedStockNumbers: [],
      excludedMakes: [],
      carTypes: [],
    });
  });

  it('maps every stock switch', () => {
    expect(Object.keys(NON_DEFAULT).sort()).toEqual(Object.keys(StockConfigSchema.shape).sort());
    const base = dealerFilterFor(DealerConfigSchema.parse(IDENTITY));
    for (const [key, value] of Object.entries(NON_DEFAULT)) {
      const changed = dealerFilterFor(DealerConfigSchema.parse({ ...IDENTITY, stock: { [key]: value } }));
      expect(changed, `stock.${key} must change the filter`).not.toEqual(base);
    }
    expect(dealerFilterFor(DealerConfigSchema.parse({ ...IDENTITY, stock: NON_DEFAULT }))).toEqual({
      dealershipIds: [11, 12],
      includeSoldCarsDays: 9,
      usedOnly: true,
      inStockOnly: true,
      excludedStockNumbers: ['S1', 'S2'],
      excludedMakes: ['Holden'],
      carTypes: ['demo', 'used'],
    });
  });

  it('restricts the used-only sample dealer', () => {
    const dealer = loadDealer('westside-used-cars');
    expect(dealerFilterFor(dealer)).toMatchObject({ dealershipIds: [401], usedOnly: true, includeSoldCarsDays: 5 });
    expect(dealerFilterFor(dealer)).toEqual(dealerFilterFor(dealer.config));
  });
});
