import { describe, expect, it } from 'vitest';
import { normaliseQuery, type SearchQueryInput } from './query.ts';
import { SearchQuerySchema } from './query-schema.ts';

describe('normaliseQuery', () => {
  it('fills the same defaults the schema does', () => {
    const inputs: SearchQueryInput[] = [
      {},
      { query: 'cx-5', page: 3 },
      { refinements: { make: ['Mazda', 'Toyota'] }, ranges: { price: { min: 10000 } }, sort: 'price_asc', facets: ['make', 'body'] },
      { hitsPerPage: 0, sort: 'latest' },
    ];
    for (const input of inputs) expect(normaliseQuery(input)).toEqual(SearchQuerySchema.parse(input));
  });

  it('the schema still rejects what the browser-side normaliser trusts', () => {
    expect(SearchQuerySchema.safeParse({ page: 0 }).success).toBe(false);
    expect(SearchQuerySchema.safeParse({ refinements: { nope: ['x'] } }).success).toBe(false);
  });
});
