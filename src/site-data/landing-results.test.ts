import { describe, expect, it } from 'vitest';
import { sampleCars } from '../lib/listing/fixtures/sample-cars.ts';
import { CAR_TYPE_ROUTES, makeModelRoutes } from '../lib/listing/listing-routes.ts';
import { decodeStockFile, mergeStockExtra } from '../lib/listing/stock-data-decode.ts';
import { encodeStockFile } from '../lib/listing/stock-data-encode.ts';
import type { ListingDocument } from '../lib/listing/stock-data-format.ts';
import { listingSettings } from '../stores/testing/listing-settings.ts';
import { landingResults } from './landing-results.server.ts';
import { prerenderListing } from './listing-settings.server.ts';

const { core, extra } = encodeStockFile(sampleCars(300));
const base = mergeStockExtra(decodeStockFile(core), extra);
const routesOf = (docs: readonly ListingDocument[]) => [...CAR_TYPE_ROUTES, ...makeModelRoutes(docs)];

/** The next stock as a render process holds it: changed documents are new objects, the others the same ones. */
function next(change: (docs: ListingDocument[]) => void): ListingDocument[] {
  const docs = [...base];
  change(docs);
  return docs;
}

const at = (make: string) => base.findIndex((doc) => doc.make === make && doc.status !== 'sold');

const scenarios: [string, (docs: ListingDocument[]) => void][] = [
  ['a price change', (docs) => void (docs[at('Kia')] = { ...docs[at('Kia')]!, price: 12_345 })],
  ['a price taken off', (docs) => void (docs[at('Mazda')] = { ...docs[at('Mazda')]!, price: null })],
  ['a car sold', (docs) => void (docs[at('Toyota')] = { ...docs[at('Toyota')]!, status: 'sold' })],
  ['a make corrected', (docs) => void (docs[at('Kia')] = { ...docs[at('Kia')]!, make: 'Toyota', make_model: 'Toyota Sportage' })],
  ['a car removed', (docs) => void docs.splice(at('Škoda'), 1)],
  // A new car, newest of all, with a colour no other car has: every colour count lists it first.
  ['a new car of a new colour', (docs) => void docs.unshift({ ...docs[at('Kia')]!, id: '999999', slug: 'new-999999', colour: 'Aurora Teal' })],
];

describe('landing results after a change', () => {
  for (const [name, change] of scenarios) {
    it(`equal searching every route again, after ${name}`, () => {
      landingResults(routesOf(base), listingSettings, base);
      const before = landingResults(routesOf(base), listingSettings, base);
      const docs = next(change);
      const routes = routesOf(docs);
      const after = landingResults(routes, listingSettings, docs);
      for (const route of routes) expect(after.get(route.path), route.path).toEqual(prerenderListing(route, listingSettings, docs));
      // Untouched routes keep their first page: a change searches only what it can touch.
      const kept = routes.filter((route) => after.get(route.path) === before.get(route.path));
      expect(kept.length).toBeGreaterThan(0);
    });
  }

  it('keeps every route when nothing changed', () => {
    const before = landingResults(routesOf(base), listingSettings, base);
    const after = landingResults(routesOf(base), listingSettings, [...base]);
    for (const [path, initial] of after) expect(initial, path).toBe(before.get(path));
  });
});
