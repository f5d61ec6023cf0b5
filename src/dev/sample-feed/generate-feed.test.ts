import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSlug } from '../../lib/inventory/manufacturers.ts';
import { parseStock } from '../../lib/inventory/parse-stock.ts';
import { defaultDealerPlans, generateFeed, generateFeedWithSummary, serialiseFeed } from './generate-feed.ts';
import { stockImageFiles } from './images.ts';
import { MALFORMED_KINDS } from './malformed.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const COUNTS: Record<string, number> = { 'harbour-mazda': 120, 'sunstate-motor-group': 300, 'outback-caravans': 120, 'westside-used-cars': 120 };
const plans = defaultDealerPlans(root).map((plan) => ({ ...plan, count: COUNTS[plan.slug] ?? 50 }));
const now = new Date('2026-11-22T03:00:00Z');
const DAY = 86_400_000;
const feed = generateFeed({ now, dealers: plans });
const { cars, rejected, dropped } = parseStock(feed, 'sample');
const locations = new Map(plans.flatMap((plan) => plan.locations.map((l) => [l.id, { ...l, dealer: plan.slug }] as const)));

describe('generateFeed', () => {
  it('gives the same records for the same now', () => {
    expect(serialiseFeed(generateFeed({ now: new Date(now), dealers: plans }))).toBe(serialiseFeed(feed));
  });

  it('moves every date with now and changes nothing else about the stock', () => {
    const later = generateFeed({ now: new Date(now.getTime() + 10 * DAY), dealers: plans });
    expect(later.map((r) => r['slug'])).toEqual(feed.map((r) => r['slug']));
    later.forEach((record, i) => {
      const before = feed[i] ?? {};
      expect(Date.parse(String(record['created_at'])) - Date.parse(String(before['created_at']))).toBe(10 * DAY);
      expect([record['price'], record['km'], record['status']]).toEqual([before['price'], before['km'], before['status']]);
    });
  });

  it('counts records and malformed ones per dealer', () => {
    const { dealers, records } = generateFeedWithSummary({ now, dealers: plans });
    expect(dealers.map((d) => d.records - d.malformed)).toEqual(plans.map((p) => p.count));
    expect(dealers.reduce((sum, d) => sum + d.malformed, 0)).toBe(MALFORMED_KINDS.length);
    expect(records).toHaveLength(dealers.reduce((sum, d) => sum + d.records, 0));
    expect(generateFeed({ now, dealers: plans, malformed: false })).toHaveLength(records.length - MALFORMED_KINDS.length);
  });

  it('produces records that all pass CarSchema except exactly the deliberately broken ones', () => {
    const paths = (outcome: string) =>
      MALFORMED_KINDS.filter((k) => k.outcome === outcome)
        .map((k) => k.path)
        .sort();
    expect(cars).toHaveLength(feed.length - paths('skipped').length);
    expect(rejected.map((r) => r.path).sort()).toEqual(paths('skipped'));
    expect(new Set(rejected.map((r) => r.carId)).size).toBe(paths('skipped').length);
    expect(dropped.map((d) => d.path).sort()).toEqual(paths('dropped'));
    const listed = cars.filter((car) => dropped.some((d) => d.carId === car.id));
    expect(listed.map((car) => [car.status, car.show_on_dealer_website])).toEqual(dropped.map(() => ['in_stock', true]));
  });

  it('places each car at a sales location of its dealer and copies that location', () => {
    for (const car of cars) {
      const location = locations.get(car.location_id ?? -1);
      expect(location?.location_type).toBe('sales');
      expect(car.dealership_id).toBe(location?.dealership_id);
      expect(car.dealership_slug).toBe(location?.dealership_slug);
      expect([car.location_name, car.city, car.state]).toEqual([location?.name, location?.address.city, location?.address.state]);
      expect(car.location?.phone).toBe(location?.contact_detail.phone);
    }
  });

  it('keeps new and demo cars at a location franchised for their make, spelt as the feed sends it', () => {
    const fresh = cars.filter((car) => car.car_type !== 'used');
    for (const car of fresh) expect(locations.get(car.location_id ?? -1)?.manufacturers).toContain(makeSlug(car.make));
    const sunstateMakes = new Set(fresh.filter((car) => car.dealership_slug?.startsWith('sunstate')).map((car) => car.make));
    expect([...sunstateMakes].sort()).toEqual(['Isuzu UTE', 'Mercedes Benz', 'Nissan', 'Suzuki Australia', 'Toyota']);
  });

  it('dates everything relative to now, with sold_at exactly on sold cars', () => {
    for (const car of cars) {
      expect(Date.parse(car.created_at ?? '')).toBeLessThanOrEqual(now.getTime());
      expect(Date.parse(car.updated_at ?? '')).toBeGreaterThanOrEqual(Date.parse(car.created_at ?? ''));
      expect(car.sold_at !== null).toBe(car.status === 'sold');
      if (car.sold_at !== null) expect(now.getTime() - Date.parse(car.sold_at)).toBeLessThanOrEqual(60 * DAY);
    }
    const thisMonth = now.toISOString().slice(0, 7);
    for (const car of cars) {
      expect((car.build_date ?? '') <= thisMonth && (car.compliance_date ?? '') <= thisMonth).toBe(true);
      if (car.rego_expiry !== null) expect(Date.parse(car.rego_expiry)).toBeGreaterThan(now.getTime());
    }
    expect(cars.some((car) => now.getTime() - Date.parse(car.created_at ?? '') < 8 * DAY)).toBe(true);
    expect(cars.some((car) => car.sold_at !== null && now.getTime() - Date.parse(car.sold_at) <= 3 * DAY)).toBe(true);
    expect(cars.some((car) => car.sold_at !== null && now.getTime() - Date.parse(car.sold_at) > 3 * DAY)).toBe(true);
  });

  it('keeps odometers in line with the car type', () => {
    for (const car of cars.filter((c) => c.km !== null)) {
      if (car.car_type === 'new') expect(car.km).toBeLessThanOrEqual(50);
      if (car.car_type === 'demo') expect(car.km).toBeGreaterThanOrEqual(1000);
    }
    expect(cars.filter((c) => c.caravan !== null && c.km === null).length).toBeGreaterThan(0);
  });

  it('points every media link at a file the image generator writes', () => {
    const files = new Set([...stockImageFiles()].map((f) => f.file));
    const links = cars.flatMap((car) => [
      ...car.images.flatMap((i) => [i.url, i.thumb.url]),
      ...car.spin_images,
      car.spin_interior_image,
      car.video_url,
      car.primary_image_url,
      car.file,
    ]);
    expect(links.filter((link) => link !== null && !files.has(link))).toEqual([]);
    expect(links.filter((link) => link !== null).length).toBeGreaterThan(cars.length);
  });

  it('gives spin hotspots a position only for frames that exist, inside the frame', () => {
    const spinning = cars.filter((car) => car.spin_images.length > 0);
    expect(spinning.length).toBeGreaterThan(0);
    for (const car of spinning) {
      expect(car.spin_images).toHaveLength(36);
      for (const spot of car.hotspots?.exterior ?? []) for (const p of spot.positions) expect(p.frame).toBeLessThan(36);
      expect(car.hotspots?.interior.length).toBeGreaterThan(0);
    }
  });

  it('prices finance consistently with the car', () => {
    const financed = cars.filter((car) => Object.keys(car.finance_lenders).length > 0);
    expect(financed.length).toBeGreaterThan(0);
    for (const car of financed) {
      for (const lender of Object.values(car.finance_lenders)) {
        const { interestRate, comparisonRate, paymentWeek, paymentMonth, termMonths, totalPayable } = lender;
        expect(interestRate).toBeGreaterThanOrEqual(5);
        expect(interestRate).toBeLessThanOrEqual(15.5);
        if (comparisonRate !== null && interestRate !== null) expect(comparisonRate).toBeGreaterThan(interestRate);
        expect(Math.abs((paymentWeek ?? 0) * 52 - (paymentMonth ?? 0) * 12)).toBeLessThan(1);
        expect(totalPayable).toBeGreaterThan((car.price ?? 0) - (lender.deposit ?? 0));
        expect((paymentMonth ?? 0) * (termMonths ?? 0)).toBeLessThanOrEqual((totalPayable ?? 0) + 0.01);
        expect(lender.disclaimer).toMatch(/indicative only/);
      }
    }
  });
});
