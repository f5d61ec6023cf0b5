import { describe, expect, it } from 'vitest';
import { DealerFilterSchema } from './dealer-filter.ts';
import { searchDocuments } from './search-documents.ts';
import { toDocument } from './fixtures/document.ts';
import { NOW } from './fixtures/sample-stock.ts';

const at = (date: string) => `${date}T00:00:00Z`;

// Small enough to count by hand.
const DOCS = [
  {
    id: 1,
    make: 'Toyota',
    model: 'Corolla',
    car_type: 'used',
    year: 2018,
    price: 20_000,
    km: 50_000,
    created_at: at('2025-05-01'),
    stocknum: 'U100',
    regplate: 'ABC123',
  },
  { id: 2, make: 'Toyota', model: 'Hilux', car_type: 'used', year: 2020, price: 45_000, km: 30_000, created_at: at('2025-05-10'), stocknum: 'U1001' },
  { id: 3, make: 'Toyota', model: 'Corolla', car_type: 'new', year: 2025, price: 32_000, km: 10, created_at: at('2025-05-20'), stocknum: 'N100' },
  { id: 4, make: 'Mazda', model: 'CX-5', car_type: 'used', year: 2019, price: 28_000, km: 60_000, created_at: at('2025-04-01'), categories: ['SUV', 'Family'] },
  { id: 5, make: 'MAZDA', model: 'CX-5', car_type: 'demo', year: 2024, price: 41_000, km: 5_000, created_at: at('2025-05-25'), categories: ['SUV'] },
  { id: 6, make: 'Kia', model: 'Sportage', car_type: 'used', year: 2017, price: 0, km: 90_000, created_at: at('2025-03-01'), categories: ['SUV'] },
  { id: 7, make: 'Kia', model: 'Carnival', car_type: 'new', year: 2025, km: 0, created_at: at('2025-05-28'), categories: ['Family'] },
  { id: 8, make: 'Mazda', model: 'BT-50', car_type: 'used', year: 2021, price: 38_000, km: 40_000, created_at: at('2025-02-01'), status: 'sold' },
].map((record) => toDocument({ status: 'in_stock', ...record }));

const ids = (result: { hits: { id: string }[] }) => result.hits.map((hit) => Number(hit.id));
const search = (query: Parameters<typeof searchDocuments>[1], options = {}) => searchDocuments(DOCS, { hitsPerPage: 100, ...query }, { now: NOW, ...options });

describe('searchDocuments refinements', () => {
  it('OR values within a facet and AND across facets', () => {
    const result = search({ refinements: { make: ['Toyota', 'mazda'], car_type: ['used'] } });
    expect(ids(result).sort()).toEqual([1, 2, 4, 8]);
    expect(result.totalHits).toBe(4);
  });

  it('count each facet without its own refinement but with all the others', () => {
    const result = search({
      refinements: { make: ['Toyota', 'Mazda'], car_type: ['used'] },
      facets: ['make', 'car_type', 'year', 'categories'],
    });
    // make ignores the make refinement: used cars are Toyota 1, 2; Mazda 4, 8; Kia 6.
    expect(result.facetDistribution.make).toEqual({ Toyota: 2, Mazda: 2, Kia: 1 });
    // car_type ignores car_type: Toyota or Mazda cars are 1, 2, 4, 8 used; 3 new; 5 demo.
    expect(result.facetDistribution.car_type).toEqual({ used: 4, new: 1, demo: 1 });
    // year is not refined: counted over the hits 1, 2, 4, 8.
    expect(result.facetDistribution.year).toEqual({ '2018': 1, '2020': 1, '2019': 1, '2021': 1 });
    expect(result.facetDistribution.categories).toEqual({ SUV: 1, Family: 1 });
  });

  it('match array fields element by element and booleans as text', () => {
    expect(ids(search({ refinements: { categories: ['family'] } })).sort()).toEqual([4, 7]);
    const none = search({ refinements: { categories: ['Nope'] }, facets: ['categories'] });
    expect(none.totalHits).toBe(0);
    expect(none.facetDistribution.categories).toEqual({ SUV: 3, Family: 2 });
  });

  it('bound numeric ranges inclusively, with stats that ignore the own range', () => {
    const result = search({ ranges: { price: { min: 28_000, max: 41_000 } }, facets: ['price', 'km', 'make'] });
    expect(ids(result).sort()).toEqual([3, 4, 5, 8]);
    expect(result.facetStats.price).toEqual({ min: 0, max: 45_000 });
    expect(result.facetStats.km).toEqual({ min: 10, max: 60_000 });
    expect(result.facetDistribution.make).toEqual({ Toyota: 1, Mazda: 3 });
    expect(ids(search({ ranges: { km: { max: 10 } } })).sort()).toEqual([3, 7]);
  });

  it('apply the dealer filter to hits and to every count', () => {
    const dealerFilter = DealerFilterSchema.parse({ excludedMakes: ['kia'] });
    const result = search({ refinements: { make: ['Mazda'] }, facets: ['make'] }, { dealerFilter });
    expect(ids(result).sort()).toEqual([4, 5]);
    expect(result.facetDistribution.make).toEqual({ Toyota: 3, Mazda: 2 });
  });
});

describe('searchDocuments sorting and pages', () => {
  it('sorts latest first, which is also the query-less relevance order', () => {
    expect(ids(search({ sort: 'latest' }))).toEqual([7, 5, 3, 2, 1, 4, 6, 8]);
    expect(ids(search({ sort: 'relevance' }))).toEqual([7, 5, 3, 2, 1, 4, 6, 8]);
  });

  it('sorts by price descending, unpriced cars after priced ones and sold cars after available ones', () => {
    expect(ids(search({ sort: 'price_desc' }))).toEqual([2, 5, 3, 4, 1, 6, 7, 8]);
  });

  it('sorts by price ascending leaving out cars priced 0 or without a price, sold cars last (rule: listing.price-sort)', () => {
    const result = search({ sort: 'price_asc', facets: ['make'] });
    expect(ids(result)).toEqual([1, 4, 3, 5, 2, 8]);
    expect(result.facetDistribution.make).toEqual({ Toyota: 3, Mazda: 3 });
    // Asking for unpriced cars does not bring them back into a lowest-price sort.
    expect(ids(search({ sort: 'price_asc', ranges: { price: { max: 30_000 } }, includeUnpriced: true }))).toEqual([1, 4]);
  });

  it('leaves cars priced 0 or without a price out of a price range unless the shopper includes them', () => {
    expect(ids(search({ sort: 'price_desc', ranges: { price: { max: 30_000 } } }))).toEqual([4, 1]);
    const included = search({ sort: 'price_desc', ranges: { price: { max: 30_000 } }, includeUnpriced: true, facets: ['make', 'price'] });
    expect(ids(included)).toEqual([4, 1, 6, 7]);
    expect(included.facetDistribution.make).toEqual({ Kia: 2, Mazda: 1, Toyota: 1 });
    // Without a range there is nothing to widen: every car, as before.
    expect(search({ includeUnpriced: true }).totalHits).toBe(8);
  });

  it('pages 1-based with the total page count', () => {
    const page2 = search({ sort: 'latest', hitsPerPage: 3, page: 2 });
    expect(ids(page2)).toEqual([2, 1, 4]);
    expect(page2).toMatchObject({ totalHits: 8, totalPages: 3, page: 2, hitsPerPage: 3 });
    expect(ids(search({ sort: 'latest', hitsPerPage: 3, page: 3 }))).toEqual([6, 8]);
    expect(ids(search({ sort: 'latest', hitsPerPage: 3, page: 4 }))).toEqual([]);
    expect(searchDocuments(DOCS, {}).hitsPerPage).toBe(21);
  });

  it('caps the reachable total at maxTotalHits', () => {
    const result = searchDocuments(DOCS, { hitsPerPage: 5, page: 2 }, { maxTotalHits: 6 });
    expect(result.totalHits).toBe(6);
    expect(result.hits).toHaveLength(1);
  });
});

describe('searchDocuments text', () => {
  it('tolerates typos and matches the last word as a prefix', () => {
    expect(ids(search({ query: 'corola' })).sort()).toEqual([1, 3]);
    expect(ids(search({ query: 'toyta hilux' }))).toEqual([2]);
    expect(ids(search({ query: 'carn' }))).toEqual([7]);
  });

  it('drops trailing words that match nothing, as Meilisearch does', () => {
    expect(ids(search({ query: 'sportage zzzqqq' }))).toEqual([6]);
  });

  it('ranks an exact stock number or rego first, ignoring case and spacing', () => {
    expect(ids(search({ query: 'U1001' }))[0]).toBe(2);
    expect(ids(search({ query: 'u100' }))[0]).toBe(1);
    expect(ids(search({ query: 'abc 123' }))).toEqual([1]);
  });

  it('combines the query with refinements and counts', () => {
    expect(ids(search({ query: 'cx-5' })).sort()).toEqual([4, 5]);
    const corolla = search({ query: 'corolla', refinements: { car_type: ['new'] }, facets: ['car_type'] });
    expect(ids(corolla)).toEqual([3]);
    expect(corolla.facetDistribution.car_type).toEqual({ used: 1, new: 1 });
  });
});

describe('searchDocuments facet distributions', () => {
  it('list values by value, whichever document shows a value first, and keep the most frequent past the limit', () => {
    const query = { facets: ['make' as const, 'model' as const] };
    const forward = searchDocuments(DOCS, { hitsPerPage: 0, ...query }, { now: NOW });
    const backward = searchDocuments([...DOCS].reverse(), { hitsPerPage: 0, ...query }, { now: NOW });
    expect(JSON.stringify(backward.facetDistribution)).toBe(JSON.stringify(forward.facetDistribution));
    expect(Object.keys(forward.facetDistribution.make!)).toEqual(['Kia', 'Mazda', 'Toyota']);
    // Models: Corolla and CX-5 twice, the other three once; ties past the limit go by value.
    const limited = searchDocuments([...DOCS].reverse(), { hitsPerPage: 0, ...query }, { now: NOW, maxValuesPerFacet: 3 });
    expect(limited.facetDistribution.model).toEqual({ 'BT-50': 1, 'CX-5': 2, Corolla: 2 });
    expect(Object.keys(limited.facetDistribution.model!)).toEqual(['BT-50', 'CX-5', 'Corolla']);
  });
});
