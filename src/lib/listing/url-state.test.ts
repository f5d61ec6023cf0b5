import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyFilterChange,
  listingHref,
  parseListingUrl,
  parseRangeParam,
  parseSortBy,
  serialiseListingState,
  setListingPage,
  sortByValue,
  type ListingState,
} from './url-state.ts';

const options = { indexName: 'Car_production' };

describe('parseListingUrl', () => {
  it('reads percent-encoded InstantSearch parameters', () => {
    const url =
      'query=corolla&refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList%5Bmake%5D%5B1%5D=Mazda' +
      '&range%5Bprice%5D=10000%3A30000&sortBy=Car_production%3Aprice%3Adesc&page=3';
    expect(parseListingUrl(url, options)).toEqual({
      query: 'corolla',
      refinements: { make: ['Toyota', 'Mazda'] },
      ranges: { price: { min: 10000, max: 30000 } },
      sort: 'price_desc',
      page: 3,
    });
  });
  it('reads raw brackets, orders values by index and accepts open-ended ranges', () => {
    const params = new URLSearchParams();
    params.append('refinementList[car_type][1]', 'demo');
    params.append('refinementList[car_type][0]', 'new');
    params.append('range[km]', ':50000');
    params.append('range[year]', '2019:');
    expect(parseListingUrl(params, options)).toEqual({
      refinements: { car_type: ['new', 'demo'] },
      ranges: { km: { max: 50000 }, year: { min: 2019 } },
    });
    expect(parseListingUrl('?refinementList[dealership_slug][0]=city-motors', options)).toEqual({
      refinements: { dealership_slug: ['city-motors'] },
    });
  });
  it('ignores page 1, unknown facets, bad ranges and unknown sorts', () => {
    expect(parseListingUrl('page=1&refinementList[secret][0]=x&range[price]=a:b&range[weight]=1:2&sortBy=Car_production:views:desc', options)).toEqual({});
    expect(parseListingUrl('page=0', options)).toEqual({});
  });
  it('reads every sortBy form, including other index names', () => {
    expect(parseSortBy('Car_production')).toBe('relevance');
    expect(parseSortBy('Car_production:created_at:desc')).toBe('latest');
    expect(parseSortBy('Car_staging:price:asc')).toBe('price_asc');
    expect(parseSortBy('Car_production:price:desc')).toBe('price_desc');
    expect(parseSortBy('x:km:asc')).toBeUndefined();
    expect(parseListingUrl('sortBy=Car_production', options)).toEqual({});
  });
  it('parses range parameters', () => {
    expect(parseRangeParam('5000:250000')).toEqual({ min: 5000, max: 250000 });
    expect(parseRangeParam(':')).toBeUndefined();
    expect(parseRangeParam('1:2:3')).toBeUndefined();
  });
});

describe('serialiseListingState', () => {
  it('writes encoded brackets, sortBy with the index name, and page only when not 1', () => {
    const state: ListingState = {
      query: 'hilux sr5',
      refinements: { make: ['Toyota'], car_type: [] },
      ranges: { price: { min: 5000 } },
      sort: 'latest',
      page: 2,
    };
    expect(serialiseListingState(state, options)).toBe(
      'query=hilux%20sr5&refinementList%5Bmake%5D%5B0%5D=Toyota&range%5Bprice%5D=5000%3A' + '&sortBy=Car_production%3Acreated_at%3Adesc&page=2',
    );
    expect(serialiseListingState({ page: 1, sort: 'relevance', query: ' ' }, options)).toBe('');
  });
  it('names sorts as index:attribute:direction', () => {
    expect(sortByValue('price_desc', 'Car_production')).toBe('Car_production:price:desc');
    expect(sortByValue('price_asc', 'Car_production')).toBe('Car_production:price:asc');
    expect(sortByValue('relevance', 'Car_production')).toBe('Car_production');
  });
  it('builds hrefs', () => {
    expect(listingHref('/search', {}, options)).toBe('/search');
    expect(listingHref('/search', { ranges: { price: { max: 20000 } } }, options)).toBe('/search?range%5Bprice%5D=%3A20000');
  });
  it('round-trips any state', () => {
    const text = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '');
    const bound = fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined });
    const range = fc.record({ min: bound, max: bound }).filter((r) => r.min !== undefined || r.max !== undefined);
    const stateArb = fc.record(
      {
        query: text,
        refinements: fc.dictionary(fc.constantFrom('make', 'model', 'car_type', 'dealership_slug'), fc.uniqueArray(text, { minLength: 1, maxLength: 3 })),
        ranges: fc.record({ price: range, km: range, year: range }, { requiredKeys: [] }),
        sort: fc.constantFrom('latest', 'price_desc', 'price_asc' as const),
        page: fc.integer({ min: 2, max: 99 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(stateArb, (generated) => {
        const state = JSON.parse(JSON.stringify(generated)) as ListingState;
        if (state.refinements && Object.keys(state.refinements).length === 0) delete state.refinements;
        if (state.ranges && Object.keys(state.ranges).length === 0) delete state.ranges;
        expect(parseListingUrl(serialiseListingState(state, options), options)).toEqual(state);
      }),
    );
  });
});

describe('applyFilterChange', () => {
  const state: ListingState = { query: 'ute', refinements: { make: ['Ford'] }, ranges: { km: { max: 80000 } }, page: 4 };
  it('clears the page on every change', () => {
    expect(applyFilterChange(state, { type: 'query', query: 'van' })).toEqual({
      query: 'van',
      refinements: { make: ['Ford'] },
      ranges: { km: { max: 80000 } },
    });
    expect(applyFilterChange(state, { type: 'sort', sort: 'price_asc' }).page).toBeUndefined();
  });
  it('toggles, sets and clears refinements and ranges', () => {
    expect(applyFilterChange(state, { type: 'toggleRefinement', facet: 'make', value: 'Isuzu' }).refinements).toEqual({
      make: ['Ford', 'Isuzu'],
    });
    expect(applyFilterChange(state, { type: 'toggleRefinement', facet: 'make', value: 'Ford' }).refinements).toBeUndefined();
    expect(applyFilterChange(state, { type: 'refinement', facet: 'car_type', values: ['used'] }).refinements).toEqual({
      make: ['Ford'],
      car_type: ['used'],
    });
    expect(applyFilterChange(state, { type: 'range', attribute: 'km', range: null }).ranges).toBeUndefined();
    expect(applyFilterChange(state, { type: 'range', attribute: 'price', range: { min: 1000 } }).ranges).toEqual({
      km: { max: 80000 },
      price: { min: 1000 },
    });
    expect(applyFilterChange(state, { type: 'clearRefinements' })).toEqual({ query: 'ute' });
    expect(state.page).toBe(4);
  });
  it('moves between pages', () => {
    expect(setListingPage(state, 1).page).toBeUndefined();
    expect(setListingPage({}, 5)).toEqual({ page: 5 });
  });
});

describe('keeping cars without a price in a price range', () => {
  it('round-trips unpriced=include with a price range and drops it without one', () => {
    const state: ListingState = { ranges: { price: { max: 50_000 } }, includeUnpriced: true };
    expect(serialiseListingState(state, options)).toBe('range%5Bprice%5D=%3A50000&unpriced=include');
    expect(parseListingUrl('range[price]=:50000&unpriced=include', options)).toEqual(state);
    expect(serialiseListingState({ includeUnpriced: true }, options)).toBe('');
    expect(serialiseListingState({ ranges: { km: { max: 10_000 } }, includeUnpriced: true }, options)).not.toContain('unpriced');
  });

  it('is set and cleared by the shopper, and cleared with the filters or the price range', () => {
    const ranged = applyFilterChange({}, { type: 'range', attribute: 'price', range: { max: 50_000 } });
    const included = applyFilterChange(ranged, { type: 'includeUnpriced', include: true });
    expect(included.includeUnpriced).toBe(true);
    expect(applyFilterChange(included, { type: 'includeUnpriced', include: false }).includeUnpriced).toBeUndefined();
    expect(applyFilterChange(included, { type: 'clearRefinements' }).includeUnpriced).toBeUndefined();
    expect(applyFilterChange(included, { type: 'range', attribute: 'price', range: null }).includeUnpriced).toBeUndefined();
  });
});

describe('sorting by distance from a postcode', () => {
  it('round-trips sortBy <index>:distance:asc and the postcode', () => {
    const state: ListingState = { sort: 'distance', postcode: '4215', refinements: { make: ['Toyota'] } };
    const query = serialiseListingState(state, options);
    expect(query).toContain('sortBy=Car_production%3Adistance%3Aasc');
    expect(query).toContain('postcode=4215');
    expect(parseListingUrl(query, options)).toEqual(state);
  });
  it('ignores postcodes that are not four digits and clears the page when the postcode changes', () => {
    expect(parseListingUrl('postcode=42155&sortBy=x:distance:asc', options)).toEqual({ sort: 'distance' });
    const next = applyFilterChange({ page: 4, sort: 'distance' }, { type: 'postcode', postcode: '2000' });
    expect(next).toEqual({ sort: 'distance', postcode: '2000' });
    expect(applyFilterChange(next, { type: 'postcode', postcode: '' })).toEqual({ sort: 'distance' });
  });
});
