import { beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedStockIndex } from '../../lib/search/embedded-index.ts';
import { CAR_QUERIES, CARAVAN_QUERIES, MOTORCYCLE_QUERIES, type RelevanceCase } from './fixtures/relevance-queries.ts';
import { SAMPLE_NOW_SECONDS, sampleDealerStock, type SampleDealerStock } from './fixtures/sample-dealer-stock.ts';
import type { SearchQueryInput } from '../../lib/search/query.ts';
import { searchDocuments } from '../../lib/search/search-documents.ts';
import type { StockDocument } from '../../lib/search/stock-document.ts';

let index: EmbeddedStockIndex;
let dealers: SampleDealerStock[];

beforeAll(async () => {
  ({ index, dealers } = await sampleDealerStock());
}, 180_000);

const dealer = (slug: string) => dealers.find((d) => d.slug === slug) as SampleDealerStock;

/** Every hit of a query, page after page, from the embedded index and from the browser's stock file. */
async function everyHit(stock: SampleDealerStock, query: SearchQueryInput): Promise<{ engine: string; hits: StockDocument[] }[]> {
  const indexed: StockDocument[] = [];
  const listed: StockDocument[] = [];
  for (let page = 1; ; page++) {
    const result = await index.search({ ...query, page, hitsPerPage: 1000 }, { dealerFilter: stock.filter, now: SAMPLE_NOW_SECONDS });
    indexed.push(...result.hits);
    if (page >= result.totalPages) break;
  }
  for (let page = 1; ; page++) {
    const result = searchDocuments(stock.listing, { ...query, page, hitsPerPage: 1000 }, { now: SAMPLE_NOW_SECONDS });
    listed.push(...result.hits);
    if (page >= result.totalPages) break;
  }
  return [
    { engine: 'embedded index', hits: indexed },
    { engine: "browser's stock file", hits: listed },
  ];
}

const fits = (doc: StockDocument, expected: RelevanceCase['expect']) => Object.entries(expected).every(([field, value]) => doc[field] === value);
const describeDoc = (doc: StockDocument | undefined) =>
  doc ? [doc['item_type'], doc['car_type'], doc['make'], doc['model'], doc['fuel'], doc['transmission']].join(' ') : 'nothing';

describe.each([
  ['cars', CAR_QUERIES],
  ['caravans', CARAVAN_QUERIES],
  ['motorcycles', MOTORCYCLE_QUERIES],
] as const)('search as people type it, for %s', (_type, cases) => {
  it('has at least 40 queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases.map((c) => [c.query, c] as const))('"%s" leads with what was asked for', async (_query, { dealer: slug, query, expect: expected }) => {
    const stock = dealer(slug);
    const available = stock.listing.filter((doc) => fits(doc, expected)).length;
    expect(available, `${slug} has what "${query}" asks for`).toBeGreaterThan(0);
    const lead = Math.min(3, available);
    for (const { engine, hits } of await everyHit(stock, { query, hitsPerPage: lead })) {
      const first = hits.slice(0, lead);
      expect(
        first.map((doc) => (fits(doc, expected) ? 'ok' : describeDoc(doc))),
        `${engine}: "${query}" should lead with ${JSON.stringify(expected)}`,
      ).toEqual(first.map(() => 'ok'));
      expect(first).toHaveLength(lead);
    }
  });
});

const isPriced = (doc: StockDocument) => typeof doc['price'] === 'number' && doc['price'] > 0;
const isSold = (doc: StockDocument) => doc['status'] === 'sold';

describe("every sample dealer's listing sorted by price (rule: listing.price-sort)", () => {
  it('by lowest price shows no car without a price and no sold car before an available one', async () => {
    for (const stock of dealers) {
      for (const { engine, hits } of await everyHit(stock, { sort: 'price_asc' })) {
        const where = `${stock.slug}, ${engine}`;
        expect(hits.length, where).toBe(stock.listing.filter(isPriced).length);
        expect(
          hits.filter((doc) => !isPriced(doc)),
          where,
        ).toEqual([]);
        const firstSold = hits.findIndex(isSold);
        expect(firstSold === -1 ? [] : hits.slice(firstSold).filter((doc) => !isSold(doc)), where).toEqual([]);
        const prices = (sold: boolean) => hits.filter((doc) => isSold(doc) === sold).map((doc) => doc['price'] as number);
        for (const sold of [false, true]) expect(prices(sold), where).toEqual([...prices(sold)].sort((a, b) => a - b));
      }
    }
  });

  it('by highest price shows every car, no sold car before an available one', async () => {
    const soldSeen = new Set<string>();
    for (const stock of dealers) {
      for (const { engine, hits } of await everyHit(stock, { sort: 'price_desc' })) {
        const where = `${stock.slug}, ${engine}`;
        expect(hits.length, where).toBe(stock.listing.length);
        const firstSold = hits.findIndex(isSold);
        if (firstSold !== -1) soldSeen.add(stock.slug);
        expect(firstSold === -1 ? [] : hits.slice(firstSold).filter((doc) => !isSold(doc)), where).toEqual([]);
      }
    }
    expect(soldSeen.size).toBeGreaterThan(0);
  });

  it('a price range leaves out cars without a price unless the shopper asks for them', async () => {
    let unpricedSeen = 0;
    for (const stock of dealers) {
      const unpriced = stock.listing.filter((doc) => !isPriced(doc)).length;
      unpricedSeen += unpriced;
      const inRange = stock.listing.filter((doc) => isPriced(doc) && (doc['price'] as number) <= 50_000).length;
      const range = { price: { max: 50_000 } };
      for (const { engine, hits } of await everyHit(stock, { ranges: range, sort: 'price_desc' })) {
        expect(hits.length, `${stock.slug}, ${engine}`).toBe(inRange);
        expect(hits.every(isPriced), `${stock.slug}, ${engine}`).toBe(true);
      }
      for (const { engine, hits } of await everyHit(stock, { ranges: range, includeUnpriced: true })) {
        expect(hits.length, `${stock.slug}, ${engine}, unpriced asked for`).toBe(inRange + unpriced);
      }
    }
    expect(unpricedSeen).toBeGreaterThan(0);
  });
});
