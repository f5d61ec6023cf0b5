import fc from 'fast-check';
import type { DealerFilter } from '../dealer-filter.ts';
import type { SearchQueryInput } from '../query.ts';
import type { StockDocument } from '../stock-document.ts';
import { toIndexDocument } from '../to-index-document.ts';

/** Fixed clock for reproducible filters: 2025-06-01T00:00:00Z. */
export const NOW = Date.UTC(2025, 5, 1) / 1000;
const DAY = 86_400;

// Awkward spellings on purpose: case variants, accents, quotes and backslashes must survive both compilers.
export const MAKES = ['Toyota', 'TOYOTA', 'Mazda', 'Škoda', 'Mercedes-Benz', 'Say "Hi" Motors', 'Back\\Slash'];
export const MODELS = ['Corolla', 'CX-5', 'Octavia', 'C-Class', 'Hilux', 'Model 3'];
export const STATUSES = ['in_stock', 'coming_soon', 'sold', 'deposit_taken', 'in_transit'];
export const CAR_TYPES = ['new', 'demo', 'used'] as const;
export const CATEGORIES = ['SUV', 'Family', 'Off-road', 'Hybrid', 'Ute'];

const isoAt = (seconds: number): string => new Date(seconds * 1000).toISOString();

/** A raw feed record with varied, sometimes missing or oddly typed fields. */
export const rawCarArbitrary = (id: number) =>
  fc
    .record({
      make: fc.option(fc.constantFrom(...MAKES), { nil: undefined }),
      model: fc.constantFrom(...MODELS),
      status: fc.constantFrom(...STATUSES),
      car_type: fc.option(fc.constantFrom(...CAR_TYPES), { nil: undefined }),
      soldDaysAgo: fc.option(fc.double({ min: -1, max: 10, noNaN: true }), { nil: undefined }),
      createdDaysAgo: fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
      show: fc.constantFrom<unknown>(true, false, undefined, null, 'false'),
      price: fc.oneof(
        fc.integer({ min: 0, max: 120_000 }),
        fc.constant(null),
        fc.constant(undefined),
        fc.integer({ min: 1000, max: 90_000 }).map(String),
      ),
      km: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: undefined }),
      year: fc.integer({ min: 2005, max: 2025 }),
      stocknum: fc.oneof(
        fc.constantFrom('U1001', 'u1001', 'N2002', 'D 3003', 'S"4'),
        fc.integer({ min: 1, max: 60 }).map((n) => `S${n}`),
        fc.integer({ min: 1, max: 5 }),
      ),
      dealership_id: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
      categories: fc.option(fc.uniqueArray(fc.constantFrom(...CATEGORIES), { maxLength: 3 }), {
        nil: undefined,
      }),
      certified: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map(({ soldDaysAgo, createdDaysAgo, show, ...fields }) => {
      const record: Record<string, unknown> = { id, ...fields };
      if (soldDaysAgo !== undefined) record['sold_at'] = isoAt(Math.round(NOW - soldDaysAgo * DAY));
      if (createdDaysAgo !== undefined) record['created_at'] = isoAt(NOW - createdDaysAgo * DAY - id);
      if (show !== undefined) record['show_on_dealer_website'] = show;
      for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
      return record;
    });

export const stockArbitrary = (min: number, max: number) =>
  fc
    .integer({ min, max })
    .chain((count) =>
      fc.tuple(...Array.from({ length: count }, (_unused, i) => rawCarArbitrary(i + 1))),
    )
    .map((records) => records.map(toDocument));

export function toDocument(record: unknown): StockDocument {
  const result = toIndexDocument(record);
  if (!result.ok) throw new Error(result.reason);
  return result.document;
}

/** A reproducible stock of `count` index documents. */
export function sampleStock(count: number, seed = 42): StockDocument[] {
  return Array.from({ length: count }, (_unused, i) =>
    toDocument(fc.sample(rawCarArbitrary(i + 1), { seed: seed + i, numRuns: 1 })[0]),
  );
}

export const dealerFilterArbitrary: fc.Arbitrary<DealerFilter> = fc.record({
  dealershipIds: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
  includeSoldCarsDays: fc.integer({ min: 0, max: 7 }),
  usedOnly: fc.boolean(),
  inStockOnly: fc.boolean(),
  excludedStockNumbers: fc.uniqueArray(fc.constantFrom('U1001', 'S3', 'S"4', 'd 3003', '2'), {
    maxLength: 3,
  }),
  excludedMakes: fc.uniqueArray(fc.constantFrom('toyota', 'Mazda', 'Say "Hi" Motors', 'Back\\Slash'), {
    maxLength: 2,
  }),
  carTypes: fc.uniqueArray(fc.constantFrom(...CAR_TYPES), { maxLength: 3 }),
});

const rangeArbitrary = (min: number, max: number) =>
  fc.record(
    { min: fc.integer({ min, max }), max: fc.integer({ min, max }) },
    { requiredKeys: [] },
  );

/** Query-less searches over the sample fields (text matching is tested separately). */
export const searchQueryArbitrary: fc.Arbitrary<SearchQueryInput> = fc.record({
  refinements: fc.record(
    {
      make: fc.uniqueArray(fc.constantFrom('toyota', 'Mazda', 'ŠKODA', 'Say "Hi" Motors', 'Nope'), {
        maxLength: 2,
      }),
      car_type: fc.uniqueArray(fc.constantFrom(...CAR_TYPES), { maxLength: 2 }),
      categories: fc.uniqueArray(fc.constantFrom(...CATEGORIES), { maxLength: 2 }),
      year: fc.uniqueArray(fc.integer({ min: 2005, max: 2025 }).map(String), { maxLength: 3 }),
      certified: fc.uniqueArray(fc.constantFrom('true', 'false'), { maxLength: 1 }),
    },
    { requiredKeys: [] },
  ),
  ranges: fc.record(
    { price: rangeArbitrary(0, 120_000), km: rangeArbitrary(0, 300_000) },
    { requiredKeys: [] },
  ),
  sort: fc.constantFrom('relevance', 'latest', 'price_desc', 'price_asc'),
  facets: fc.constant(['make', 'car_type', 'categories', 'year', 'certified', 'price', 'km', 'status']),
  hitsPerPage: fc.constant(1000),
});
