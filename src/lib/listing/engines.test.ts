import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealerFilterSchema } from '../search/dealer-filter.ts';
import { startFakeMeili, type FakeMeili } from '../search/fixtures/fake-meili-server.ts';
import { searchDocuments } from '../search/search-documents.ts';
import { sortByDistance } from './distance-sort.ts';
import { MEILI_CACHE_LIMIT, meiliEngine } from './meili-engine.ts';
import { staticEngine } from './static-engine.ts';
import { decodeStockFile, mergeStockExtra } from './stock-data-decode.ts';
import { encodeStockFile } from './stock-data-encode.ts';
import { sampleCars } from './fixtures/sample-cars.ts';

const cars = sampleCars(1200, 3);
const { core, extra } = encodeStockFile(cars);
const main = decodeStockFile(core);
const full = mergeStockExtra(main, extra);
const locations = [
  { id: 11, lat: -27.47, lng: 153.03 },
  { id: 12, lat: -28.0, lng: 153.43 },
];

describe('staticEngine', () => {
  it('searches the main file until a query needs the extra one, then keeps the full documents', async () => {
    const load = vi.fn(async (wantFull: boolean) => (wantFull ? full : main));
    const engine = staticEngine({ load, locations });
    const plain = await engine.search({ query: { refinements: { make: ['Toyota'] }, facets: ['car_type'] }, origin: null });
    expect(plain).toEqual(searchDocuments(main, { refinements: { make: ['Toyota'] }, facets: ['car_type'] }));
    const stock = cars[10]!.stocknum!;
    const text = await engine.search({ query: { query: stock }, origin: null });
    expect(text.hits[0]?.['stocknum']).toBe(stock);
    await engine.search({ query: {}, origin: null });
    expect(load.mock.calls.map(([f]) => f)).toEqual([false, true, true]);
  });

  it('sorts every match by distance, then pages', async () => {
    const engine = staticEngine({ load: async () => main, locations });
    const origin = { lat: -28.01, lng: 153.4 };
    const query = { refinements: { car_type: ['used', 'demo'] }, hitsPerPage: 21, page: 3, facets: ['make' as const] };
    const result = await engine.search({ query, origin });
    const everything = searchDocuments(main, { ...query, page: 1, hitsPerPage: 1000 });
    const expected = sortByDistance(everything.hits, locations, origin).slice(42, 63);
    expect(everything.totalHits).toBeGreaterThan(63);
    expect(result.hits.map((h) => h.id)).toEqual(expected.map((h) => h.id));
    expect(result.hits.every((h) => h['location_id'] === 12)).toBe(true);
    expect(result.totalHits).toBe(everything.totalHits);
    expect(result.facetDistribution).toEqual(everything.facetDistribution);
    expect(result.page).toBe(3);
  });
});

describe('meiliEngine', () => {
  let server: FakeMeili | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const answer = (totalHits: number) => ({
    indexUid: 'cars',
    hits: [{ id: 7, make: 'Kia', _rankingScore: 1 }],
    query: '',
    processingTimeMs: 1,
    hitsPerPage: 21,
    page: 1,
    totalPages: 1,
    totalHits,
    facetDistribution: { make: { Kia: totalHits } },
  });

  it('sends the multi-search of the server adapter with the search-only key', async () => {
    server = await startFakeMeili((request) => ({
      body: { results: (request.body as { queries: unknown[] }).queries.map((_, i) => answer(i === 0 ? 3 : 9)) },
    }));
    const engine = meiliEngine({
      host: `${server.url}/`,
      index: 'cars',
      searchKey: 'search-key',
      dealerFilter: DealerFilterSchema.parse({ dealershipIds: [7] }),
      now: () => 1_000_000,
    });
    const result = await engine.search({ query: { refinements: { make: ['Kia'] }, facets: ['make'] }, origin: null });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/multi-search', authorization: 'Bearer search-key' });
    const queries = (request!.body as { queries: Array<Record<string, unknown>> }).queries;
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatchObject({ indexUid: 'cars', q: '', hitsPerPage: 21, page: 1 });
    expect(String(queries[0]!['filter'])).toContain('dealership_id = 7');
    expect(queries[1]).toMatchObject({ facets: ['make'], limit: 0 });
    expect(result.hits).toEqual([{ id: '7', make: 'Kia' }]);
    expect(result.totalHits).toBe(3);
    expect(result.facetDistribution.make).toEqual({ Kia: 9 });
  });

  it(`answers repeated searches from memory, dropping the oldest beyond ${MEILI_CACHE_LIMIT}`, async () => {
    server = await startFakeMeili(() => ({ body: { results: [answer(1)] } }));
    const engine = meiliEngine({ host: server.url, index: 'cars', searchKey: 'k', dealerFilter: DealerFilterSchema.parse({}) });
    const search = (page: number) => engine.search({ query: { page }, origin: null });
    for (let page = 1; page <= MEILI_CACHE_LIMIT; page++) await search(page);
    await search(1);
    expect(server.requests).toHaveLength(MEILI_CACHE_LIMIT);
    await search(MEILI_CACHE_LIMIT + 1);
    await search(1);
    expect(server.requests).toHaveLength(MEILI_CACHE_LIMIT + 1);
    await search(2);
    expect(server.requests).toHaveLength(MEILI_CACHE_LIMIT + 2);
  });

  it('fails with the status when Meilisearch refuses', async () => {
    server = await startFakeMeili(() => ({ status: 403, body: { message: 'invalid key' } }));
    const engine = meiliEngine({ host: server.url, index: 'cars', searchKey: 'k', dealerFilter: DealerFilterSchema.parse({}) });
    await expect(engine.search({ query: {}, origin: null })).rejects.toThrow(/403/);
  });
});
