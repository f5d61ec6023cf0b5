import { afterEach, describe, expect, it } from 'vitest';
import { DealerFilterSchema } from './dealer-filter.ts';
import { MeiliStockIndex } from './meili-index.ts';
import { INDEX_SETTINGS } from './index-settings.ts';
import type { StockDocument } from './stock-document.ts';
import { recordAsSent, toStoredDocument } from './stored-document.ts';
import { makeDocument } from './fixtures/document.ts';
import { enqueued, finishedTask, startFakeMeili, type FakeMeili, type FakeResponse, type RecordedRequest } from './fixtures/fake-meili-server.ts';

let server: FakeMeili | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function adapter(respond: (request: RecordedRequest) => FakeResponse, batchSize?: number) {
  server = await startFakeMeili(respond);
  const index = new MeiliStockIndex({
    host: server.url,
    apiKey: 'admin-key',
    indexName: 'cars',
    batchSize,
    waitOptions: { interval: 0, timeout: 2000 },
  });
  return { index, requests: server.requests };
}

const searchAnswer = (fields: Record<string, unknown>) => ({
  indexUid: 'cars',
  hits: [],
  query: '',
  processingTimeMs: 1,
  hitsPerPage: 0,
  page: 1,
  totalPages: 0,
  totalHits: 0,
  ...fields,
});

const NOW = 1_000_000;
// 3 days before NOW: 1,000,000 − 259,200.
const DEALER =
  '((status IN ["in_stock", "coming_soon"]) OR ((status = "sold") AND (sold_at_ts >= 740800)))' +
  ' AND (show_on_dealer_website != false) AND (dealership_id = 7) AND (make != "Kia")';

describe('MeiliStockIndex search', () => {
  it('sends one query when nothing is refined and maps the answer', async () => {
    const { index, requests } = await adapter(() => ({
      body: {
        results: [
          searchAnswer({
            hits: [
              { id: '12', make: 'Toyota', _rankingScore: 0.5 },
              { id: '13', make: 'Mazda' },
            ],
            hitsPerPage: 21,
            totalPages: 1,
            totalHits: 2,
            facetDistribution: { make: { Toyota: 1, Mazda: 1 }, price: { '20000': 1, '30000': 1 } },
            facetStats: { price: { min: 20000, max: 30000 } },
          }),
        ],
      },
    }));
    const result = await index.search({ facets: ['make', 'price'] });
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/multi-search',
        query: {},
        authorization: 'Bearer admin-key',
        body: { queries: [{ indexUid: 'cars', q: '', facets: ['make', 'price'], hitsPerPage: 21, page: 1 }] },
      },
    ]);
    expect(result).toEqual({
      hits: [
        { id: '12', make: 'Toyota' },
        { id: '13', make: 'Mazda' },
      ],
      totalHits: 2,
      page: 1,
      hitsPerPage: 21,
      totalPages: 1,
      facetDistribution: { make: { Toyota: 1, Mazda: 1 }, price: { '20000': 1, '30000': 1 } },
      facetStats: { price: { min: 20000, max: 30000 } },
    });
  });

  it('asks one more query per refined facet, without its own refinement, for disjunctive counts', async () => {
    const { index, requests } = await adapter(() => ({
      body: {
        results: [
          searchAnswer({
            query: 'corolla',
            hits: [{ id: '1', make: 'Toyota', price: 15000 }],
            hitsPerPage: 21,
            page: 2,
            totalPages: 2,
            totalHits: 22,
            facetDistribution: { year: { '2020': 22 } },
            facetStats: { year: { min: 2020, max: 2020 } },
          }),
          searchAnswer({ facetDistribution: { make: { Toyota: 20, Mazda: 2, Kia: 5 } }, totalHits: 27 }),
          searchAnswer({ facetDistribution: { car_type: { used: 22, new: 9 } }, totalHits: 31 }),
          searchAnswer({
            facetDistribution: { price: { '15000': 3, '45000': 1 } },
            facetStats: { price: { min: 15000, max: 45000 } },
            totalHits: 40,
          }),
        ],
      },
    }));
    const dealerFilter = DealerFilterSchema.parse({ dealershipIds: [7], excludedMakes: ['Kia'] });
    const result = await index.search(
      {
        query: 'corolla',
        refinements: { make: ['Toyota', 'Mazda'], car_type: ['used'] },
        ranges: { price: { min: 10000, max: 30000 } },
        sort: 'price_asc',
        page: 2,
        facets: ['make', 'car_type', 'year', 'price'],
      },
      { dealerFilter, now: NOW },
    );
    const carType = 'car_type = "used"';
    const make = 'make IN ["Toyota", "Mazda"]';
    // A price range leaves out unpriced cars; sorting by lowest price leaves them out everywhere.
    const price = '(price >= 10000) AND (price <= 30000) AND (price > 0)';
    const body = requests[0]?.body as { queries: unknown[] };
    expect(requests).toHaveLength(1);
    expect(body.queries).toEqual([
      {
        indexUid: 'cars',
        q: 'corolla',
        filter: [DEALER, 'price > 0', carType, make, price],
        facets: ['year'],
        sort: ['sold_last:asc', 'price:asc'],
        hitsPerPage: 21,
        page: 2,
      },
      { indexUid: 'cars', q: 'corolla', filter: [DEALER, 'price > 0', carType, price], facets: ['make'], limit: 0 },
      { indexUid: 'cars', q: 'corolla', filter: [DEALER, 'price > 0', make, price], facets: ['car_type'], limit: 0 },
      { indexUid: 'cars', q: 'corolla', filter: [DEALER, 'price > 0', carType, make], facets: ['price'], limit: 0 },
    ]);
    expect(result).toEqual({
      hits: [{ id: '1', make: 'Toyota', price: 15000 }],
      totalHits: 22,
      page: 2,
      hitsPerPage: 21,
      totalPages: 2,
      facetDistribution: {
        make: { Toyota: 20, Mazda: 2, Kia: 5 },
        car_type: { used: 22, new: 9 },
        year: { '2020': 22 },
        price: { '15000': 3, '45000': 1 },
      },
      facetStats: { price: { min: 15000, max: 45000 }, year: { min: 2020, max: 2020 } },
    });
  });

  it('sorts latest by the derived creation timestamp and descending price by price, sold cars last', async () => {
    const { index, requests } = await adapter(() => ({ body: { results: [searchAnswer({})] } }));
    await index.search({ sort: 'latest', hitsPerPage: 5 });
    await index.search({ sort: 'price_desc' });
    const queries = requests.map((r) => (r.body as { queries: Record<string, unknown>[] }).queries[0]);
    expect(queries).toEqual([
      { indexUid: 'cars', q: '', sort: ['created_at_ts:desc'], hitsPerPage: 5, page: 1 },
      { indexUid: 'cars', q: '', sort: ['sold_last:asc', 'price:desc'], hitsPerPage: 21, page: 1 },
    ]);
  });
});

describe('MeiliStockIndex writes and reads', () => {
  it('adds index documents in batches with the id primary key and waits for each task', async () => {
    let task = 0;
    const { index, requests } = await adapter(
      (r) => (r.method === 'GET' ? finishedTask(Number(r.path.split('/').pop())) : enqueued(++task, 'documentAdditionOrUpdate')),
      2,
    );
    await index.addDocuments([{ id: '1', price: '25000', created_at: '2025-05-01T00:00:00Z' }, { id: '2' }, { id: '3' }]);
    expect(requests.map((r) => [r.method, r.path, r.query])).toEqual([
      ['POST', '/indexes/cars/documents', { primaryKey: 'id' }],
      ['POST', '/indexes/cars/documents', { primaryKey: 'id' }],
      ['GET', '/tasks/1', {}],
      ['GET', '/tasks/2', {}],
    ]);
    expect(requests[0]?.body).toEqual([{ id: '1', price: 25000, created_at: '2025-05-01T00:00:00Z', created_at_ts: 1746057600 }, { id: '2' }]);
    expect(requests[1]?.body).toEqual([{ id: '3' }]);
  });

  it('merges partial updates into the stored records and replaces them, so derived facets follow', async () => {
    const stored = toStoredDocument(makeDocument({ id: '5', price: 18_000 }), new Map());
    const { index, requests } = await adapter((r) => {
      if (r.path === '/indexes/cars/documents/fetch') return { body: { results: [stored], offset: 0, limit: 2, total: 1 } };
      return r.method === 'GET' ? finishedTask(1) : enqueued(1, 'documentAdditionOrUpdate');
    });
    await index.updateDocuments([
      { id: '5', price: 42_000, sold_at: '2025-05-31T00:00:00Z' },
      { id: '6', price: 1 },
    ]);
    expect(requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/indexes/cars/documents/fetch'],
      ['POST', '/indexes/cars/documents'],
      ['GET', '/tasks/1'],
    ]);
    expect(requests[0]?.body).toEqual({ filter: 'id IN ["5", "6"]', limit: 2 });
    const [merged, added] = requests[1]?.body as StockDocument[];
    expect(merged).toMatchObject({ id: '5', make: 'Mercedes-Benz', price: 42_000, price_range: '$40,000 - $50,000', sold_at_ts: 1748649600 });
    expect(recordAsSent(merged!)).toEqual({ ...makeDocument({ id: '5', price: 42_000, sold_at: '2025-05-31T00:00:00Z' }), sold_at_ts: 1748649600 });
    expect(added).toEqual({ id: '6', price: 1 });
  });

  it('deletes by id through delete-batch', async () => {
    const { index, requests } = await adapter((r) => (r.method === 'GET' ? finishedTask(4) : enqueued(4, 'documentDeletion')));
    await index.deleteDocuments(['1', '2']);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/indexes/cars/documents/delete-batch', body: ['1', '2'] });
  });

  it('reports a failed task with Meilisearch’s message', async () => {
    const { index } = await adapter((r) =>
      r.method === 'GET' ? finishedTask(9, 'failed', 'Document identifier is invalid') : enqueued(9, 'documentAdditionOrUpdate'),
    );
    await expect(index.addDocuments([{ id: '1' }])).rejects.toThrow(/task 9 failed: Document identifier is invalid/);
  });

  it('refuses records without a usable id before sending anything', async () => {
    const { index, requests } = await adapter(() => enqueued(1, 'documentAdditionOrUpdate'));
    await expect(index.addDocuments([{ id: 'a/b' }])).rejects.toThrow(/invalid id/);
    expect(requests).toEqual([]);
  });

  it('pages through every document matching the dealer filter', async () => {
    const { index, requests } = await adapter((r) => {
      const { offset } = r.body as { offset: number };
      const results = offset === 0 ? [{ id: 1 }, { id: 2 }] : [{ id: 3 }];
      return { body: { results, offset, limit: 2, total: 3 } };
    }, 2);
    const filter = DealerFilterSchema.parse({ dealershipIds: [7], excludedMakes: ['Kia'] });
    const docs = await index.getDocuments({ filter, now: NOW });
    expect(docs).toEqual([{ id: '1' }, { id: '2' }, { id: '3' }]);
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/indexes/cars/documents/fetch', { filter: DEALER, limit: 2, offset: 0 }],
      ['POST', '/indexes/cars/documents/fetch', { filter: DEALER, limit: 2, offset: 2 }],
    ]);
  });

  it('adds the derived facet fields to car records and gives the stored documents back', async () => {
    const stored: unknown[] = [];
    const { index } = await adapter((r) => {
      if (r.method === 'POST' && r.path === '/indexes/cars/documents') stored.push(...(r.body as unknown[]));
      if (r.method === 'GET' && r.path === '/indexes/cars/documents') return { body: { results: stored, offset: 0, limit: 1000, total: stored.length } };
      return r.method === 'GET' ? finishedTask(1) : enqueued(1, 'documentAdditionOrUpdate');
    });
    await index.addDocuments([makeDocument({ id: '7' })]);
    expect(stored).toEqual([
      {
        ...makeDocument({ id: '7' }),
        make: 'Mercedes-Benz',
        make_model: 'Mercedes-Benz C300',
        body: 'Sedan',
        fuel: 'Petrol',
        transmission: 'Automatic',
        price_range: '$10,000 - $20,000',
        weekly_price_range: 'Under $100',
        dealership_name: 'North Yard',
        sold_last: 0,
        feed_values: { make: 'Mercedes Benz', fuel: 'Petrol - Premium ULP' },
      },
    ]);
    expect(await index.getDocuments()).toEqual(stored);
  });

  it('reads all documents with GET when there is no filter', async () => {
    const { index, requests } = await adapter(() => ({ body: { results: [{ id: 'a' }], offset: 0, limit: 1000, total: 1 } }));
    expect(await index.getDocuments()).toEqual([{ id: 'a' }]);
    expect(requests.map((r) => [r.method, r.path, r.query])).toEqual([['GET', '/indexes/cars/documents', { limit: '1000', offset: '0' }]]);
  });

  it('applies the settings from index-settings.ts with PATCH', async () => {
    const { index, requests } = await adapter((r) => (r.method === 'GET' ? finishedTask(2) : enqueued(2, 'settingsUpdate')));
    await index.applySettings();
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: '/indexes/cars/settings', body: INDEX_SETTINGS });
    expect(INDEX_SETTINGS.pagination.maxTotalHits).toBeGreaterThanOrEqual(10_000);
    expect(INDEX_SETTINGS.searchableAttributes.slice(0, 7)).toEqual(['stocknum', 'vin', 'regplate', 'make', 'model', 'badge', 'series']);
  });

  it("sends synonyms derived from the stock's own makes and models, the word separators and the ranking", async () => {
    const { index, requests } = await adapter((r) => (r.method === 'GET' ? finishedTask(2) : enqueued(2, 'settingsUpdate')));
    const stock: [string, string][] = [
      ['Mazda', 'CX-5'],
      ['Mazda', 'CX-90'],
      ['Mazda', 'BT-50'],
      ['Mazda', 'Mazda3'],
      ['New Age', 'Big Red'],
      ['Harley-Davidson', 'Fat Boy 114'],
      ['Yamaha', 'MT-07'],
      ['BMW', 'R 1300 GS'],
    ];
    await index.applySettings(stock.map(([make, model], i) => makeDocument({ id: String(i + 1), make, model })));
    const body = requests[0]?.body as typeof INDEX_SETTINGS & { synonyms: Record<string, string[]> };
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: '/indexes/cars/settings' });
    // Joined, spaced and letter-digit forms of models in the stock answer to each other.
    expect(body.synonyms).toMatchObject({
      cx5: ['cx 5'],
      'cx 5': ['cx5'],
      cx90: ['cx 90'],
      bt50: ['bt 50'],
      mazda3: ['mazda 3'],
      'mazda 3': ['mazda3'],
      'big red': ['bigred'],
      bigred: ['big red'],
      'new age': ['newage'],
      'harley davidson': ['harleydavidson'],
      fatboy: ['fat boy'],
      'mt 07': ['mt07'],
      r1300gs: ['r 1300 gs'],
      auto: ['automatic'],
      vw: ['volkswagen'],
    });
    // A model no record holds gets none: the synonyms come from the stock, not a list.
    expect(body.synonyms['landcruiser prado']).toBeUndefined();
    // "CX-5" is indexed as "cx 5": the hyphen stays a separator.
    expect(body.separatorTokens).toContain('-');
    expect(body.rankingRules).toEqual(['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness', 'created_at_ts:desc']);
    expect(body.searchableAttributes.slice(0, 9)).toEqual(['stocknum', 'vin', 'regplate', 'make', 'model', 'badge', 'series', 'year', 'car_type']);
    expect(body.searchableAttributes).toEqual(expect.arrayContaining(['fuel', 'transmission']));
    expect(body.sortableAttributes).toContain('sold_last');
  });

  it('counts documents, treating a missing index as empty', async () => {
    let exists = false;
    const { index } = await adapter(() =>
      exists
        ? { body: { numberOfDocuments: 42, isIndexing: false, fieldDistribution: {} } }
        : { status: 404, body: { message: 'Index `cars` not found.', code: 'index_not_found', type: 'invalid_request', link: '' } },
    );
    expect(await index.stats()).toEqual({ numberOfDocuments: 0 });
    exists = true;
    expect(await index.stats()).toEqual({ numberOfDocuments: 42 });
  });
});

describe('MeiliStockIndex getDocument', () => {
  const notFound = { status: 404, body: { message: 'Document `9` not found.', code: 'document_not_found', type: 'invalid_request', link: '' } };

  it('reads the one document by id, and null for an id Meilisearch does not hold', async () => {
    const { index, requests } = await adapter((request) => (request.path.endsWith('/12') ? { body: { id: 12, make: 'Toyota', dealership_id: 7 } } : notFound));
    expect(await index.getDocument('12')).toEqual({ id: '12', make: 'Toyota', dealership_id: 7 });
    expect(await index.getDocument('9')).toBeNull();
    expect(requests.map(({ method, path, authorization }) => ({ method, path, authorization }))).toEqual([
      { method: 'GET', path: '/indexes/cars/documents/12', authorization: 'Bearer admin-key' },
      { method: 'GET', path: '/indexes/cars/documents/9', authorization: 'Bearer admin-key' },
    ]);
  });

  it("applies the dealer's filter to the document read, and passes other errors on", async () => {
    const stored = { id: '12', make: 'Kia', status: 'in_stock', dealership_id: 7 };
    const { index } = await adapter((request) =>
      request.path.endsWith('/12') ? { body: stored } : { status: 500, body: { message: 'boom', code: 'internal', type: 'internal', link: '' } },
    );
    expect(await index.getDocument('12', { filter: DealerFilterSchema.parse({ dealershipIds: [7] }), now: NOW })).toEqual(stored);
    expect(await index.getDocument('12', { filter: DealerFilterSchema.parse({ dealershipIds: [7], excludedMakes: ['Kia'] }), now: NOW })).toBeNull();
    expect(await index.getDocument('12', { filter: DealerFilterSchema.parse({ dealershipIds: [8] }), now: NOW })).toBeNull();
    await expect(index.getDocument('13')).rejects.toThrow(/boom/);
  });
});
