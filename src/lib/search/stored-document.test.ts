import { describe, expect, it } from 'vitest';
import { parseStock } from '../inventory/parse-stock.ts';
import { encodeStockFile } from '../listing/stock-data-encode.ts';
import { decodeStockFile } from '../listing/stock-data-decode.ts';
import { sampleCars } from '../listing/fixtures/sample-cars.ts';
import { DERIVED_FACET_FIELDS, recordAsSent, storedFacets, toStoredDocument } from './stored-document.ts';
import { makeDocument } from './fixtures/document.ts';

const names = new Map([[1, 'Sunstate Mercedes-Benz']]);

describe('stored documents', () => {
  it('carry the facet fields as the listing shows them and the feed values they replaced', () => {
    const record = makeDocument({ id: '1', price: 24_500 });
    const stored = toStoredDocument(record, names);
    expect(stored).toMatchObject({
      make: 'Mercedes-Benz',
      make_model: 'Mercedes-Benz C300',
      body: 'Sedan',
      fuel: 'Petrol',
      transmission: 'Automatic',
      price_range: '$20,000 - $30,000',
      weekly_price_range: '$100 - $150',
      dealership_name: 'Sunstate Mercedes-Benz',
      feed_values: { make: 'Mercedes Benz', fuel: 'Petrol - Premium ULP' },
    });
    expect(recordAsSent(stored)).toEqual(record);
    expect(recordAsSent(recordAsSent(stored))).toEqual(record);
    expect(toStoredDocument(stored, names)).toEqual(stored);
  });

  it('normalise the record: id as text, numbers from numeric text, timestamps', () => {
    const stored = toStoredDocument({ ...makeDocument({ id: '3' }), id: 3, price: '19000', created_at: '2025-05-01T00:00:00Z' }, names);
    expect(stored).toMatchObject({ id: '3', price: 19_000, price_range: '$10,000 - $20,000', created_at_ts: 1746057600 });
    expect(() => toStoredDocument({ id: 'a b' }, names)).toThrow(/invalid id "a b"/);
  });

  it('keep a record that is not a valid car as sent (the build skips and reports it)', () => {
    const broken = { id: '2', make: 'Kia', price: 'call us' };
    expect(toStoredDocument(broken, names)).toEqual(broken);
    expect(recordAsSent(broken)).toBe(broken);
    expect(storedFacets(broken)).toBeNull();
  });

  it('read back documents of version 1, which also listed the derived fields', () => {
    const stored = toStoredDocument(makeDocument({ id: '4' }), names);
    const version1 = { ...stored, derived_fields: [...DERIVED_FACET_FIELDS] };
    expect(recordAsSent(version1)).toEqual(makeDocument({ id: '4' }));
    expect(toStoredDocument(version1, names)).toEqual(stored);
  });

  it('parse into the car the record as sent gives, with the facets they carry', () => {
    const record = makeDocument({ id: '5', fuel: null });
    const stored = toStoredDocument(record, names);
    const [car] = parseStock([stored], 'd').cars;
    const [fromFeed] = parseStock([record], 'd').cars;
    expect(car).toEqual(fromFeed);
    expect(car?.make).toBe('Mercedes Benz');
    expect(car?.facets).toEqual(storedFacets(stored));
    expect(parseStock([{ ...stored, make_model: 'Stored Value' }], 'd').cars[0]?.facets.make_model).toBe('Stored Value');
  });

  it('hold the same facet values as the stock file the browser searches', () => {
    const cars = sampleCars(60);
    const dealerships = new Map([[1, 'Group Dealership']]);
    const { core, extra } = encodeStockFile(cars, { dealershipNames: dealerships, coreFacets: [...DERIVED_FACET_FIELDS] });
    const staticDocs = new Map(decodeStockFile(core).map((doc) => [doc.id, doc]));
    expect(extra).toBeDefined();
    for (const { facets: _facets, ...car } of cars) {
      const stored = toStoredDocument(JSON.parse(JSON.stringify(car)), dealerships);
      const shown = staticDocs.get(car.id)!;
      for (const field of DERIVED_FACET_FIELDS) expect([car.id, field, stored[field] ?? null]).toEqual([car.id, field, shown[field] ?? null]);
    }
  });
});
