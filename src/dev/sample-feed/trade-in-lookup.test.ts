import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AMBIGUOUS_REGOS, NO_MATCH_REGOS, lookupTableFromFeed, regoPattern } from '../../lib/trade-in/lookup-table.ts';
import { regoKey } from '../../lib/trade-in/rego.ts';
import { defaultDealerPlans, generateFeed } from './generate-feed.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const feed = generateFeed({ now: new Date('2026-11-22T03:00:00Z'), dealers: defaultDealerPlans(root) });
const table = lookupTableFromFeed(feed);

describe('the embedded trade-in lookup table built from the sample feed', () => {
  it("resolves every used car's regplate in its state to that car", () => {
    const used = feed.filter((car) => car['car_type'] === 'used' && typeof car['regplate'] === 'string' && typeof car['vin'] === 'string');
    expect(used.length).toBeGreaterThan(1000);
    for (const car of used) {
      const entry = table.byRego.get(regoKey(String(car['regplate']).toLowerCase(), String(car['state'])));
      expect(entry?.kind === 'vehicle' && entry.vehicle).toMatchObject({ VIN: car['vin'], Make: car['make'], Model: car['model'], Year: car['year'] });
    }
  });

  it('keeps the ambiguous and no-match regos clear of every sample regplate', () => {
    const patterns = new Set(feed.flatMap((car) => (typeof car['regplate'] === 'string' ? [regoPattern(car['regplate'])] : [])));
    for (const rego of [...AMBIGUOUS_REGOS.map((a) => a.rego), ...NO_MATCH_REGOS]) expect(patterns.has(regoPattern(rego)), rego).toBe(false);
    for (const rego of NO_MATCH_REGOS) for (const state of ['QLD', 'NSW', 'VIC']) expect(table.byRego.get(regoKey(rego, state))).toBeUndefined();
    expect(table.byRego.get(regoKey('multi3', 'NSW'))).toMatchObject({ kind: 'candidates', candidates: [{}, {}, {}] });
  });

  it('is the same table for the same feed', () => {
    expect([...lookupTableFromFeed(feed).byRego]).toEqual([...table.byRego]);
  });
});
