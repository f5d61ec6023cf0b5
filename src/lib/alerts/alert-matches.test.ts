import { describe, expect, it } from 'vitest';
import { sampleCars } from '../listing/fixtures/sample-cars.ts';
import { seededRandom } from '../listing/listing-grid.ts';
import { parseListingUrl } from '../listing/url-state.ts';
import { listingQuery, withDisplayMakes } from '../listing/listing-search.ts';
import { searchDocuments } from '../search/search-documents.ts';
import { isSold } from '../search/stock-document.ts';
import { carDocument, savedSearchMatches, watchlistEvent, type ChangedCar } from './alert-matches.ts';
import { SavedSearchIndex } from './saved-search-index.ts';

const MAKES = ['Toyota', 'Mazda', 'Mercedes Benz', 'Kia', 'Skoda'];

function randomState(rnd: () => number): string {
  const params = new URLSearchParams();
  if (rnd() < 0.8) params.set('refinementList[make][0]', MAKES[Math.floor(rnd() * MAKES.length)]!);
  if (rnd() < 0.3) params.set('refinementList[make][1]', MAKES[Math.floor(rnd() * MAKES.length)]!);
  if (rnd() < 0.4) params.set('refinementList[car_type][0]', ['new', 'used', 'demo'][Math.floor(rnd() * 3)]!);
  if (rnd() < 0.3) params.set('refinementList[model][0]', ['CX-5', 'Corolla', 'HiLux', 'Sportage', 'cx-5'][Math.floor(rnd() * 5)]!);
  if (rnd() < 0.3) params.set('refinementList[simple_body][0]', ['suv', 'ute'][Math.floor(rnd() * 2)]!);
  if (rnd() < 0.7) params.set('range[price]', rnd() < 0.5 ? `:${20_000 + Math.floor(rnd() * 60) * 1000}` : `${Math.floor(rnd() * 40) * 1000}:`);
  if (rnd() < 0.2) params.set('range[km]', `:${Math.floor(rnd() * 150) * 1000}`);
  if (rnd() < 0.1) params.set('sortBy', 'stock:price:asc');
  if (rnd() < 0.1) params.set('unpriced', 'include');
  if (rnd() < 0.15) params.set('query', ['corolla', 'cx5', 'hilux sr5', 'sportage'][Math.floor(rnd() * 4)]!);
  return `?${params.toString()}`;
}

describe('saved-search matching', () => {
  it('finds, for every saved search, exactly the new unsold cars the listing shows for it', () => {
    const rnd = seededRandom(3);
    // Shoppers often save the same search: each of a URL state's searches is told of the same cars.
    const searches = Array.from({ length: 400 }, (_, i) => ({ id: `s${i}`, urlState: randomState(rnd) }));
    searches.push(...searches.slice(0, 40).map((s, i) => ({ id: `again${i}`, urlState: s.urlState })));
    const cars = sampleCars(300).map(carDocument);
    const index = new SavedSearchIndex(searches, (s) => s.urlState);
    const found = new Map<string, Set<string>>();
    for (const match of savedSearchMatches(
      index,
      cars.map((car): ChangedCar => ({ id: car.id, before: null, after: car })),
    ))
      for (const search of match.searches) for (const car of match.cars) found.set(search.id, (found.get(search.id) ?? new Set()).add(car.id));
    let compared = 0;
    for (const search of searches) {
      const query = listingQuery(withDisplayMakes(parseListingUrl(search.urlState, { indexName: 'stock' })), { hitsPerPage: 1000, facets: [] });
      // The listing's text search falls back to fewer words when all of them find nothing; an alert never does.
      if ((query.query ?? '') !== '') continue;
      const shown = searchDocuments(cars, query, { maxTotalHits: 1000 })
        .hits.filter((car) => !isSold(car))
        .map((car) => car.id);
      expect([search.urlState, [...(found.get(search.id) ?? [])].sort()]).toEqual([search.urlState, shown.sort()]);
      compared++;
    }
    expect(compared).toBeGreaterThan(300);
    expect(found.size).toBeGreaterThan(100);
  });

  it('tells a search of a car once it enters its results, not again while it stays in them', () => {
    const [car] = sampleCars(1).map(carDocument);
    const search = { id: 's', urlState: `?range%5Bprice%5D=%3A${Number(car!['price']) - 1}` };
    const index = new SavedSearchIndex([search], (s) => s.urlState);
    const cheaper = { ...car!, price: Number(car!['price']) - 500, status: 'in_stock' };
    expect(savedSearchMatches(index, [{ id: car!.id, before: { ...car!, status: 'in_stock' }, after: cheaper }])).toHaveLength(1);
    expect(savedSearchMatches(index, [{ id: car!.id, before: cheaper, after: { ...cheaper, price: Number(cheaper.price) - 100 } }])).toEqual([]);
  });

  it('text matches every word of a saved search, never the listing’s fallback to fewer words', () => {
    const cars = sampleCars(60)
      .map(carDocument)
      .filter((car) => !isSold(car));
    const hilux = cars.find((car) => car['model'] === 'HiLux')!;
    const corolla = cars.find((car) => car['model'] === 'Corolla')!;
    const index = new SavedSearchIndex([{ id: 's', urlState: '?query=toyota+hilux' }], (s) => s.urlState);
    const matched = savedSearchMatches(
      index,
      [hilux, corolla].map((car): ChangedCar => ({ id: car.id, before: null, after: car })),
    );
    expect(matched.flatMap((m) => m.cars.map((car) => car.id))).toEqual([hilux.id]);
  });

  it('tells watchers of a lower price, a reservation, a sale and a car gone, and of nothing else', () => {
    const [car] = sampleCars(1).map((c) => carDocument({ ...c, status: 'in_stock', reserved: false }));
    const before = car!;
    expect(watchlistEvent({ id: before.id, before, after: { ...before, price: Number(before['price']) - 1000 } })).toEqual({
      kind: 'price',
      from: before['price'],
      to: Number(before['price']) - 1000,
    });
    expect(watchlistEvent({ id: before.id, before, after: { ...before, reserved: true } })).toEqual({ kind: 'reserved' });
    expect(watchlistEvent({ id: before.id, before, after: { ...before, status: 'sold' } })).toEqual({ kind: 'sold' });
    expect(watchlistEvent({ id: before.id, before, after: null })).toEqual({ kind: 'removed' });
    expect(watchlistEvent({ id: before.id, before, after: { ...before, price: Number(before['price']) + 1000 } })).toBeNull();
  });
});
