import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveFacetFields } from '../inventory/facet-fields.ts';
import { searchDocuments } from '../search/search-documents.ts';
import { cardSourceOf } from './card-source.ts';
import { cardOptionsFor, cardView } from './card-view.ts';
import { DealerSwitchesSchema } from '../dealer/dealer-config.ts';
import { decodeStockFile, mergeStockExtra } from './stock-data-decode.ts';
import { encodeStockFile, extraFacetsFor } from './stock-data-encode.ts';
import { loadFullStockFile, loadStockFile } from './stock-data.ts';
import { sampleCars } from './fixtures/sample-cars.ts';
import type { DealerConfig } from '../dealer/dealer-config.ts';

const cars = sampleCars(300);
const names = new Map([[201, 'North Motors']]);
const { core, extra } = encodeStockFile(cars, { dealershipNames: names });
const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const docs = mergeStockExtra(decodeStockFile(roundTrip(core)), roundTrip(extra));
const byId = new Map(docs.map((d) => [d.id, d]));

describe('the browser stock file', () => {
  it('holds every car once, newest first', () => {
    expect(docs.map((d) => d.id).sort()).toEqual(cars.map((c) => c.id).sort());
    const created = docs.map((d) => d.created_at ?? -Infinity);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const exact = [...cars].sort((a, b) => Date.parse(b.created_at!) - Date.parse(a.created_at!)).map((c) => c.id);
    expect(docs.map((d) => d.id)).toEqual(exact);
  });

  it('carries every facet field the search core facets on, as deriveFacetFields gives it', () => {
    for (const car of cars) {
      const doc = byId.get(car.id)!;
      const facets = deriveFacetFields(car, names);
      for (const [field, value] of Object.entries(facets)) expect(doc[field], `${car.id} ${field}`).toEqual(value);
    }
  });

  it('takes the facets derived from each record as the car carries them', () => {
    const [car] = cars;
    const stored = { ...car!, facets: { ...car!.facets, body: 'Stored Body', weekly_price_range: 'Stored Band' } };
    const [doc] = decodeStockFile(encodeStockFile([stored]).core);
    expect(doc).toMatchObject({ body: 'Stored Body', weekly_price_range: 'Stored Band' });
  });

  it('keeps slugs, identifiers, sold times and created_at to the hour', () => {
    for (const car of cars) {
      const doc = byId.get(car.id)!;
      expect(doc.slug).toBe(car.slug);
      expect([doc.stocknum, doc.vin, doc.regplate]).toEqual([car.stocknum, car.vin, car.regplate]);
      expect(doc.sold_at).toBe(car.sold_at === null ? null : Math.floor(Date.parse(car.sold_at) / 1000));
      const hour = Math.floor(Date.parse(car.created_at!) / 3_600_000) * 3600;
      expect(doc.created_at).toBe(hour);
    }
    // Only slugs that do not read '{year} {make} {model} {badge}-{id}' (display make) are stored.
    const slugify = (t: string) =>
      t
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    const odd = docs.flatMap((d, i) => (d.slug === `${slugify([d.year, d.make, d.model, d.badge ?? ''].join(' '))}-${d.id}` ? [] : [String(i)]));
    expect(Object.keys(core.slugs).sort()).toEqual(odd.sort());
    expect(odd.length).toBeGreaterThanOrEqual(cars.filter((c) => c.slug.startsWith('special-')).length);
  });

  it('gives the same cards as the parsed cars', () => {
    const config = {
      ...DealerSwitchesSchema.parse({ tags: { electric_hybrid: true }, purchase: { reserve: { amount: 200 } } }),
      name: 'X',
    } as unknown as DealerConfig;
    const options = cardOptionsFor(config);
    const now = new Date(Date.UTC(2026, 9, 1));
    for (const car of cars) {
      const fromDoc = cardView(cardSourceOf(byId.get(car.id)!), options, now);
      const fromCar = cardView(car, options, now);
      // created_at is kept to the hour, so only a car within an hour of the new-arrival window may differ.
      const nearEdge = Math.abs(now.getTime() - Date.parse(car.created_at!) - 8 * 86_400_000) < 3_600_000;
      if (!nearEdge) expect(fromDoc).toEqual(fromCar);
    }
  });

  it('counts facets as an independent count over the cars does', () => {
    const result = searchDocuments(docs, { refinements: { make: ['Toyota', 'Mazda'] }, facets: ['make', 'car_type', 'colour'] });
    const chosen = cars.filter((c) => c.make === 'Toyota' || c.make === 'Mazda');
    expect(result.totalHits).toBe(chosen.length);
    const typeCounts: Record<string, number> = {};
    for (const c of chosen) typeCounts[c.car_type] = (typeCounts[c.car_type] ?? 0) + 1;
    expect(result.facetDistribution.car_type).toEqual(typeCounts);
    // Disjunctive: the make counts ignore the make refinement itself.
    const makeCounts: Record<string, number> = {};
    for (const c of cars) {
      const make = deriveFacetFields(c).make;
      makeCounts[make] = (makeCounts[make] ?? 0) + 1;
    }
    expect(result.facetDistribution.make).toEqual(makeCounts);
  });

  it('keeps identifiers, and the facets the listing does not show, in the extra file', () => {
    expect(JSON.stringify(core)).not.toContain(cars[0]!.vin!);
    const shown = ['car_type', 'make', 'make_model', 'price', 'colour'];
    const split = encodeStockFile(cars, { coreFacets: shown });
    const main = decodeStockFile(split.core);
    expect(JSON.stringify(split.core)).not.toContain('Sunroof');
    expect(main[0]).toHaveProperty('colour');
    for (const field of ['filtered_features', 'categories', 'drive', 'city', 'weekly_price_range', 'vin']) expect(main[0]).not.toHaveProperty(field);
    expect(extraFacetsFor(shown)).toEqual(expect.arrayContaining(['filtered_features', 'categories', 'drive', 'city', 'weekly_price_range']));
    for (const field of ['make', 'make_model', 'price', 'price_range', 'car_type', 'colour', 'km', 'year']) expect(extraFacetsFor(shown)).not.toContain(field);
    const merged = mergeStockExtra(main, split.extra);
    const full = merged.find((d) => d.id === cars[0]!.id)!;
    expect(full).toEqual(byId.get(cars[0]!.id));
  });

  it('refuses data of another format or an extra file of another stock file', () => {
    expect(() => decodeStockFile({ ...core, format: 2 as 1 })).toThrow(/format/);
    expect(() => mergeStockExtra(docs.slice(1), extra)).toThrow(/holds 300 cars/);
  });
});

describe('loadStockFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('downloads each file once per page and adds the extra file on demand', async () => {
    const withExtra = { ...core, extra: '/_stock/stock-extra.abc.json' };
    const fetch = vi.fn(async (path: string) => new Response(JSON.stringify(path.includes('extra') ? extra : withExtra)));
    vi.stubGlobal('fetch', fetch);
    const [a, b] = await Promise.all([loadStockFile('/_stock/stock.1.json'), loadStockFile('/_stock/stock.1.json')]);
    expect(a).toBe(b);
    expect(a[0]?.vin).toBeUndefined();
    const full = await loadFullStockFile('/_stock/stock.1.json');
    expect(full.find((d) => d.id === cars[0]!.id)?.vin).toBe(cars[0]!.vin);
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/_stock/stock.1.json', '/_stock/stock-extra.abc.json']);
  });

  it('tries again after a failed download', async () => {
    const fetch = vi
      .fn<(path: string) => Promise<Response>>()
      .mockResolvedValueOnce(new Response('nope', { status: 503, statusText: 'Service Unavailable' }))
      .mockResolvedValue(new Response(JSON.stringify(core)));
    vi.stubGlobal('fetch', fetch);
    await expect(loadStockFile('/_stock/stock.2.json')).rejects.toThrow(/503/);
    await expect(loadStockFile('/_stock/stock.2.json')).resolves.toHaveLength(300);
  });
});
