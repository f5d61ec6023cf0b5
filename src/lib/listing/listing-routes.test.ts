import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAR_TYPE_ROUTES,
  findRoute,
  listingStateFromUrl,
  listingUrlFor,
  makeModelRoutes,
  normaliseListingPath,
  routeMatches,
  type ListingRoute,
} from './listing-routes.ts';
import { normaliseListingState, type ListingState } from './url-state.ts';

const options = { indexName: 'cars' };
const root = CAR_TYPE_ROUTES[0]!;
const used = findRoute('/search/used-cars', [])!;
const routes = makeModelRoutes([
  { make: 'Toyota', model: 'Corolla' },
  { make: 'Toyota', model: 'HiLux' },
  { make: 'Mercedes-Benz', model: 'C300' },
  { make: 'Land Rover', model: 'Defender 110' },
  { make: 'Mazda', model: 'CX-5' },
  { make: 'Mazda', model: 'CX5' },
]);
const toyota = findRoute('/search/toyota/', routes)!;
const corolla = findRoute('/search/toyota/corolla', routes)!;

describe('listing routes', () => {
  it('lists the five car-type listings of the spec beside /search/', () => {
    expect(CAR_TYPE_ROUTES.map((r) => r.path)).toEqual([
      '/search/',
      '/search/new-cars/',
      '/search/demo-cars/',
      '/search/used-cars/',
      '/search/new-used-and-demo-cars/',
      '/search/new-and-demo-cars/',
    ]);
    expect(used.base).toEqual({ car_type: ['used'] });
    expect(findRoute('/search/new-and-demo-cars', [])?.base).toEqual({ car_type: ['new', 'demo'] });
  });

  it('adds a page per make and per make and model, slugged from display names', () => {
    expect(routes.map((r) => r.path)).toEqual([
      '/search/land-rover/',
      '/search/land-rover/defender-110/',
      '/search/mazda/',
      '/search/mazda/cx-5/',
      '/search/mazda/cx5/',
      '/search/mercedes-benz/',
      '/search/mercedes-benz/c300/',
      '/search/toyota/',
      '/search/toyota/corolla/',
      '/search/toyota/hilux/',
    ]);
    expect(corolla).toEqual({
      path: '/search/toyota/corolla/',
      base: { make: ['Toyota'], make_model: ['Toyota Corolla'] },
      heading: 'Toyota Corolla for sale',
    });
    expect(toyota.heading).toBe('Toyota for sale');
  });

  it('merges models whose names slug alike and skips makes that would shadow a car-type page', () => {
    const merged = makeModelRoutes([
      { make: 'Kia', model: 'EV-6' },
      { make: 'Kia', model: 'EV 6' },
      { make: 'New Cars', model: 'X' },
    ]);
    expect(merged.map((r) => r.path)).toEqual(['/search/kia/', '/search/kia/ev-6/']);
    expect(merged[1]?.base['make_model']).toEqual(['Kia EV 6', 'Kia EV-6']);
  });

  it('reads a route with its query, the query replacing the route facet it repeats', () => {
    expect(listingStateFromUrl(corolla, '?refinementList[car_type][0]=used&page=2', options)).toEqual({
      refinements: { make: ['Toyota'], make_model: ['Toyota Corolla'], car_type: ['used'] },
      page: 2,
    });
    expect(listingStateFromUrl(used, '?refinementList[car_type][0]=new', options).refinements).toEqual({ car_type: ['new'] });
    expect(normaliseListingPath('/search/used-cars?x=1')).toBe('/search/used-cars/');
  });

  it('writes the most specific matching page, keeping the current page on a tie', () => {
    const state = (refinements: Record<string, string[]>, extra: ListingState = {}) => normaliseListingState({ ...extra, refinements });
    expect(listingUrlFor(state({ car_type: ['used'] }), root, options)).toBe('/search/used-cars/');
    expect(listingUrlFor(state({ car_type: ['used'], make: ['Kia'] }), root, options)).toBe('/search/used-cars/?refinementList%5Bmake%5D%5B0%5D=Kia');
    expect(listingUrlFor(state({ car_type: ['new'] }), used, options)).toBe('/search/new-cars/');
    expect(listingUrlFor(state({}), used, options)).toBe('/search/');
    expect(listingUrlFor(state({ make: ['Toyota'], car_type: ['used'] }), toyota, options)).toBe('/search/toyota/?refinementList%5Bcar_type%5D%5B0%5D=used');
    expect(listingUrlFor(state({ make: ['Mazda'] }), toyota, options)).toBe('/search/?refinementList%5Bmake%5D%5B0%5D=Mazda');
    expect(listingUrlFor(state({ car_type: ['new', 'used'] }, { page: 3 }), root, options)).toBe(
      '/search/?refinementList%5Bcar_type%5D%5B0%5D=new&refinementList%5Bcar_type%5D%5B1%5D=used&page=3',
    );
  });

  it('reads back every state it writes', () => {
    const known: ListingRoute[] = [...routes];
    const stateArb = fc.record(
      {
        query: fc.constantFrom('corolla', 'SR5'),
        refinements: fc.record(
          {
            car_type: fc.subarray(['new', 'demo', 'used'], { minLength: 1 }),
            make: fc.subarray(['Toyota', 'Mazda'], { minLength: 1 }),
            make_model: fc.subarray(['Toyota Corolla', 'Mazda CX-5'], { minLength: 1 }),
            colour: fc.subarray(['White', 'Red & Blue'], { minLength: 1 }),
          },
          { requiredKeys: [] },
        ),
        ranges: fc.record({ price: fc.record({ min: fc.integer({ min: 0, max: 50 }).map((n) => n * 1000) }) }, { requiredKeys: [] }),
        sort: fc.constantFrom('latest', 'price_desc', 'price_asc'),
        page: fc.integer({ min: 2, max: 9 }),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<ListingState>;
    fc.assert(
      fc.property(stateArb, fc.constantFrom(root, used, toyota, corolla), (raw, current) => {
        const state = normaliseListingState(raw);
        const url = listingUrlFor(state, current, options);
        const [path, query = ''] = url.split('?');
        const route = findRoute(path!, known)!;
        expect(routeMatches(route, state)).toBe(true);
        expect(listingStateFromUrl(route, query, options)).toEqual(state);
      }),
    );
  });
});
