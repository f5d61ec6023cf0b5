import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LookupVehicle } from '../../lib/trade-in/eval-expert-contract.ts';
import { openDatabase, type StoreDatabase } from '../store/open-database.ts';
import { testEngines } from '../store/testing/test-databases.ts';
import { valuationStore } from './valuation-store.ts';

const VEHICLE: LookupVehicle = {
  VIN: 'V1',
  Body: 'Wagon',
  Transmission: 'Auto',
  Cylinders: 4,
  CompMth: 1,
  CompYr: 2020,
  BuildMth: 12,
  BuildYr: 2019,
  Make: 'Mazda',
  Model: 'CX-5',
  Variant: 'Maxx',
  Year: 2020,
};

describe.each(testEngines())('valuation store on $name', (engine) => {
  describe.skipIf(engine.skipped !== null)(engine.skipped ?? 'valuations', () => {
    let database: StoreDatabase;
    beforeEach(async () => {
      database = openDatabase(await engine.fresh());
    });
    afterEach(() => database.close());
    afterAll(() => engine.cleanup());

    const create = (dealer = 'westside-used-cars') =>
      valuationStore(database).create({ dealer, leadId: null, rego: 'ABC123', state: 'QLD', description: 'd', manualEntry: false, vehicle: VEHICLE });

    it("keeps one dealer's valuation unknown on another's site", async () => {
      const store = valuationStore(database);
      const valuation = await create();
      expect(await store.get('westside-used-cars', valuation.evalId)).toEqual(valuation);
      expect(await store.get('harbour-mazda', valuation.evalId)).toBeNull();
      const update = { km: 1, userEmail: null, contact: { name: 'A', email: 'a@b.co', phone: '0412345678' }, leadId: null };
      expect(await store.update('harbour-mazda', valuation.evalId, update)).toBeNull();
      expect(await store.addImage('harbour-mazda', valuation.evalId, { key: 'k', contentType: 'image/png', bytes: 1 })).toBe('unknown');
    });

    it('records at most 10 images per valuation, even when 14 arrive at once', async () => {
      const store = valuationStore(database);
      const { evalId } = await create();
      const results = await Promise.all(
        Array.from({ length: 14 }, (_, i) =>
          valuationStore(database).addImage('westside-used-cars', evalId, { key: `k${i}`, contentType: 'image/jpeg', bytes: 100 + i }),
        ),
      );
      expect(results.filter((r) => r === 'added')).toHaveLength(10);
      expect(results.filter((r) => r === 'full')).toHaveLength(4);
      expect(await store.imageCount(evalId)).toBe(10);
    });
  });
});
