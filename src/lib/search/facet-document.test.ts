import { describe, expect, it } from 'vitest';
import { encodeStockIndex } from '../listing/stock-data-encode.ts';
import { decodeStockIndex } from '../listing/stock-data-decode.ts';
import { sampleCars } from '../listing/fixtures/sample-cars.ts';
import { DERIVED_FACET_FIELDS, asFeedRecord, withFacetFields } from './facet-document.ts';
import { makeDocument } from './fixtures/document.ts';

describe('stored documents', () => {
  it('carry the facet fields as the listing shows them and give back the record as sent', () => {
    const record = makeDocument({ id: '1', price: 24_500 });
    const stored = withFacetFields(record, new Map([[1, 'Sunstate Mercedes-Benz']]));
    expect(stored).toMatchObject({
      make: 'Mercedes-Benz',
      make_model: 'Mercedes-Benz C300',
      body: 'Sedan',
      fuel: 'Petrol',
      transmission: 'Automatic',
      price_range: '$20,000 - $30,000',
      weekly_price_range: '$100 - $150',
      dealership_name: 'Sunstate Mercedes-Benz',
    });
    expect(asFeedRecord(stored)).toEqual(record);
    expect(asFeedRecord(asFeedRecord(stored))).toEqual(record);
  });

  it('keep a record that is not a valid car as sent (the build skips and reports it)', () => {
    const broken = { id: '2', make: 'Kia', price: 'call us' };
    expect(withFacetFields(broken, new Map())).toBe(broken);
    expect(asFeedRecord(broken)).toBe(broken);
  });

  it('hold the same facet values as the static index the browser searches', () => {
    const cars = sampleCars(60);
    const names = new Map([[1, 'Group Dealership']]);
    const { core, extra } = encodeStockIndex(cars, { dealershipNames: names, coreFacets: [...DERIVED_FACET_FIELDS] });
    const staticDocs = new Map(decodeStockIndex(core).map((doc) => [doc.id, doc]));
    expect(extra).toBeDefined();
    for (const car of cars) {
      const stored = withFacetFields({ ...JSON.parse(JSON.stringify(car)), id: String(car.id) }, names);
      const shown = staticDocs.get(String(car.id))!;
      for (const field of DERIVED_FACET_FIELDS) expect([car.id, field, stored[field] ?? null]).toEqual([car.id, field, shown[field] ?? null]);
    }
  });
});
