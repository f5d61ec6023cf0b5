import { afterEach, describe, expect, it } from 'vitest';
import { DealerFilterSchema } from '../search/dealer-filter.ts';
import { startFakeMeili, type FakeMeili, type RecordedRequest } from '../search/fixtures/fake-meili-server.ts';
import { meiliSimilarCars, similarCarsQueries } from './similar-cars-meili.ts';

/**
 * The similar-cars multi-query against a stand-in for Meilisearch (rule: vehicle.similar-cars): the
 * exact request the meilisearch client sends for the spec's body {queries:[{indexUid, facets,
 * attributesToHighlight, limit, filter}]}, answered in Meilisearch's documented multi-search format.
 */
let server: FakeMeili | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const NOW = 1_000_000;
const dealerFilter = DealerFilterSchema.parse({ dealershipIds: [7] });
// The dealer's stock: in stock or coming soon, or sold within 3 days of NOW (1,000,000 − 259,200).
const DEALER =
  '((status IN ["in_stock", "coming_soon"]) OR ((status = "sold") AND (sold_at_ts >= 740800))) AND (show_on_dealer_website != false) AND (dealership_id = 7)';
const WINDOW = '(status = "in_stock") AND (price >= 20000) AND (price <= 40000) AND (id != "42")';
const car = { id: '42', price: 30_000, make: 'Mazda', model: 'CX-5' };

/** One result of a multi-search answer, as Meilisearch documents it. */
const result = (hits: Record<string, unknown>[]) => ({
  indexUid: 'cars',
  hits,
  query: '',
  processingTimeMs: 1,
  limit: 10,
  offset: 0,
  estimatedTotalHits: hits.length,
});
const hit = (id: string, make: string, model: string, price: number) => ({ id, slug: `car-${id}`, status: 'in_stock', make, model, price, _formatted: {} });

describe('similar cars from Meilisearch', () => {
  it("asks one query each for the same make and model, the same make and any make, in the spec's body, with the search-only key", async () => {
    const requests: RecordedRequest[] = [];
    server = await startFakeMeili((request) => {
      requests.push(request);
      return {
        body: {
          results: [result([hit('1', 'Mazda', 'CX-5', 31_000)]), result([hit('2', 'Mazda', 'CX-30', 30_500)]), result([hit('3', 'Kia', 'Sportage', 29_900)])],
        },
      };
    });
    await meiliSimilarCars(car, { host: server.url, index: 'cars', searchKey: 'search-only', dealerFilter, limit: 10, now: () => NOW });
    const query = (filter: string) => ({ indexUid: 'cars', facets: [], attributesToHighlight: [], limit: 10, filter });
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/multi-search',
        query: {},
        authorization: 'Bearer search-only',
        body: {
          queries: [
            query(`${DEALER} AND ${WINDOW} AND (make = "Mazda") AND (model = "CX-5")`),
            query(`${DEALER} AND ${WINDOW} AND (make = "Mazda")`),
            query(`${DEALER} AND ${WINDOW}`),
          ],
        },
      },
    ]);
  });

  it('reads results[].hits once each and ranks them as the embedded index does: same model, same make, the rest, then the closest price', async () => {
    server = await startFakeMeili(() => ({
      body: {
        results: [
          result([hit('1', 'Mazda', 'CX-5', 36_000), hit('4', 'Mazda', 'CX-5', 30_100)]),
          result([hit('1', 'Mazda', 'CX-5', 36_000), hit('2', 'Mazda', 'CX-30', 30_500), hit('4', 'Mazda', 'CX-5', 30_100)]),
          result([hit('3', 'Kia', 'Sportage', 29_900), hit('2', 'Mazda', 'CX-30', 30_500), hit('5', 'Kia', 'Seltos', 39_000)]),
        ],
      },
    }));
    const found = await meiliSimilarCars(car, { host: server.url, index: 'cars', searchKey: 'k', dealerFilter, limit: 10, now: () => NOW });
    expect(found.map((doc) => doc.id)).toEqual(['4', '1', '2', '3', '5']);
    expect(found[0]).toMatchObject({ slug: 'car-4', price: 30_100 });
  });

  it('asks nothing for a car without a price, and reports a refusal as a failure (logged by the page, which then shows none)', async () => {
    expect(similarCarsQueries({ ...car, price: null }, { index: 'cars', dealerFilter, limit: 10 }, NOW)).toEqual([]);
    server = await startFakeMeili(() => ({
      status: 403,
      body: { message: 'The provided API key is invalid.', code: 'invalid_api_key', type: 'auth', link: '' },
    }));
    await expect(meiliSimilarCars(car, { host: server.url, index: 'cars', searchKey: 'bad', dealerFilter, limit: 10, now: () => NOW })).rejects.toThrow(
      /API key is invalid/,
    );
  });
});
