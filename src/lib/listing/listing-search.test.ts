import { describe, expect, it } from 'vitest';
import { displayMakeModel, exactIdentifierMatch, listingQuery, needsFullStockFile, withDisplayMakes } from './listing-search.ts';

const options = { hitsPerPage: 21, facets: ['car_type', 'make', 'not_a_facet'] };

describe('listingQuery', () => {
  it('turns the listing state into a search query', () => {
    expect(
      listingQuery(
        {
          query: 'sr5',
          refinements: { make: ['Mercedes Benz'], make_model: ['Isuzu UTE D-MAX'], secret: ['x'], colour: [] },
          ranges: { price: { min: 5000 } },
          sort: 'price_asc',
          page: 3,
        },
        options,
      ),
    ).toEqual({
      query: 'sr5',
      refinements: { make: ['Mercedes-Benz'], make_model: ['Isuzu D-MAX'] },
      ranges: { price: { min: 5000 } },
      sort: 'price_asc',
      page: 3,
      hitsPerPage: 21,
      facets: ['car_type', 'make'],
      includeUnpriced: false,
    });
  });
  it("carries the shopper's choice to keep unpriced cars in a price range", () => {
    expect(listingQuery({ ranges: { price: { max: 50_000 } }, includeUnpriced: true }, options).includeUnpriced).toBe(true);
    expect(listingQuery({ ranges: { price: { max: 50_000 } } }, options).includeUnpriced).toBe(false);
  });
  it('asks for relevance order when sorting by distance, and for makes by their display names', () => {
    const query = listingQuery({ sort: 'distance', postcode: '4000', refinements: { make: ['Mercedes Benz'] } }, options);
    expect(query.sort).toBe('relevance');
    expect(query.page).toBe(1);
    expect(query.refinements).toEqual({ make: ['Mercedes-Benz'] });
  });
  it('reads links written with feed make spellings as the display names', () => {
    expect(withDisplayMakes({ refinements: { make: ['Suzuki Australia', 'Suzuki'], make_model: ['Mercedes Benz C300'], colour: ['Red'] } })).toEqual({
      refinements: { make: ['Suzuki'], make_model: ['Mercedes-Benz C300'], colour: ['Red'] },
    });
    const plain = { refinements: { colour: ['Red'] } };
    expect(withDisplayMakes(plain)).toBe(plain);
  });
  it('reads make-model values with a feed make spelling', () => {
    expect(displayMakeModel('Suzuki Australia Jimny')).toBe('Suzuki Jimny');
    expect(displayMakeModel('Land Rover Defender')).toBe('Land Rover Defender');
  });
});

describe('needsFullStockFile', () => {
  it('is true for text search and the features facet only', () => {
    expect(needsFullStockFile({ query: '' })).toBe(false);
    expect(needsFullStockFile({ query: '  ' })).toBe(false);
    expect(needsFullStockFile({ query: 'ABC123' })).toBe(true);
    expect(needsFullStockFile({ refinements: { filtered_features: ['Tow Bar'] } })).toBe(true);
    expect(needsFullStockFile({ facets: ['filtered_features'] })).toBe(true);
    expect(needsFullStockFile({ facets: ['filtered_features'] }, [])).toBe(false);
  });
});

describe('exactIdentifierMatch', () => {
  const hits = [
    { id: '1', slug: 'a', stocknum: 'SMG-001', vin: 'JMZ123', regplate: null },
    { id: '2', slug: 'b', stocknum: 'X9', vin: null, regplate: '726 DZF' },
  ];
  it('finds the car whose stock number, VIN or rego is the whole query, ignoring case and punctuation', () => {
    expect(exactIdentifierMatch('smg001', hits)?.id).toBe('1');
    expect(exactIdentifierMatch('jmz123', hits)?.id).toBe('1');
    expect(exactIdentifierMatch('726dzf', hits)?.id).toBe('2');
    expect(exactIdentifierMatch('smg00', hits)).toBeNull();
    expect(exactIdentifierMatch('--', hits)).toBeNull();
  });
});
