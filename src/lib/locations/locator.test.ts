import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LocationsFileSchema, type Location } from '../content/location-schema.ts';
import { DEALER_DEFAULTS } from '../dealer/dealer-config.ts';
import { STRINGS } from '../strings.ts';
import { licenceNumbers, locationCardView } from './location-card.ts';
import { gridColumns, locationPages, locationsByType, matchesFilter, offeredFilters } from './locator.ts';

const sunstate = LocationsFileSchema.parse(JSON.parse(readFileSync('dealers/sunstate-motor-group/locations.json', 'utf8')));
const base = sunstate[0]!;
const at = (id: number, type: Location['location_type'], extra: Partial<Location> = {}): Location => ({
  ...base,
  id,
  slug: `loc-${id}`,
  name: `Location ${id}`,
  location_type: type,
  primary: false,
  ...extra,
});
const dealerships = [
  { id: 201, slug: 'sunstate-toyota', name: 'Sunstate Toyota', site_url: 'https://toyota.example/', manufacturer: null },
  { id: 202, slug: 'sunstate-nissan', name: 'Sunstate Nissan', site_url: null, manufacturer: null },
];

describe('the locator grid', () => {
  it('has 3 columns up to three locations, 4 for four and 6 beyond', () => {
    expect([1, 2, 3, 4, 5, 7, 12].map(gridColumns)).toEqual([3, 3, 3, 4, 6, 6, 6]);
  });
  it('sorts visible locations by type, the primary first within its type', () => {
    const sorted = locationsByType([
      at(1, 'parts'),
      at(2, 'service'),
      at(3, ''),
      at(4, 'sales'),
      at(5, 'sales', { primary: true }),
      at(6, 'sales', { visible: false }),
    ]);
    expect(sorted.map((l) => l.id)).toEqual([5, 4, 2, 1, 3]);
  });
  it('filters service-only, sales and parts locations, offering only kinds that exist', () => {
    expect(matchesFilter(at(1, 'service'), 'service')).toBe(true);
    expect(matchesFilter(at(1, 'sales'), 'service')).toBe(false);
    expect(matchesFilter(at(1, 'parts'), 'all')).toBe(true);
    expect(offeredFilters([at(1, 'sales'), at(2, 'parts')])).toEqual(['all', 'sales', 'parts']);
    expect(offeredFilters([at(1, 'sales'), at(2, 'sales')])).toEqual([]);
  });
});

describe('location pages', () => {
  const locations = [
    at(1, 'sales', { primary: true, dealership_id: 201 }),
    at(2, 'service', { dealership_id: 201 }),
    at(3, 'sales', { dealership_id: 202 }),
    at(4, 'service', { dealership_id: 201 }),
  ];
  it('give a location its dealership’s first location of each other type, and each dealership a page', () => {
    const pages = locationPages(locations, dealerships);
    expect(pages.map((p) => [p.slug, p.locations.map((l) => l.id)])).toEqual([
      ['loc-1', [1, 2]],
      ['loc-3', [3]],
      ['loc-2', [2, 1]],
      ['loc-4', [4, 1]],
      ['sunstate-toyota', [1, 2, 4]],
      ['sunstate-nissan', [3]],
    ]);
  });
  it('leave a dealership without a page when a location has its slug or it has no visible location', () => {
    const pages = locationPages([at(1, 'sales', { slug: 'sunstate-toyota', dealership_id: 201 })], dealerships);
    expect(pages.map((p) => p.slug)).toEqual(['sunstate-toyota']);
    expect(pages[0]!.title).toBe('Location 1');
  });
});

describe('a location card', () => {
  const config = {
    phones: { by_car_type: { new: null, used: null, demo: null }, filter_by_car_type: false, location_overrides: { '2102': '+61732812211' } },
    dealerships,
    content: DEALER_DEFAULTS.content,
    test_drive: DEALER_DEFAULTS.test_drive,
  };
  it('shows the phone as a local number, the override where one is set', () => {
    expect(locationCardView(base, config).phone).toEqual({ text: '07 3340 1100', href: 'tel:+61733401100' });
    expect(locationCardView(sunstate[1]!, config).phone?.text).toBe('07 3281 2211');
  });
  it("links to the dealership's own site only where it has one, and books test drives only at sales locations", () => {
    expect(locationCardView(base, config).website).toBe('https://toyota.example/');
    expect(locationCardView(sunstate[1]!, config).website).toBeNull();
    expect(locationCardView(base, config).book).toEqual({ href: '/book-test-drive', label: STRINGS.bookATestDrive });
    expect(locationCardView(at(9, 'service'), config).book).toBeNull();
    // A dealer of motorcycles and caravans books test rides and inspections (test_drive.site_offer).
    const outback = { ...config, test_drive: { site_offer: ['test_ride' as const, 'inspection' as const] } };
    expect(locationCardView(base, outback).book?.label).toBe('Book a Test Ride or an Inspection');
    expect(locationCardView(base, config).contactHref).toBe(`/contact-us/${base.slug}`);
  });
  it('groups Mon-Fri hours', () => {
    expect(locationCardView(base, config).hours[0]?.label).toBe('Mon-Fri');
  });
});

it('lists distinct licence and repairer numbers of visible locations', () => {
  const numbers = licenceNumbers([
    { dealer_license_number: 'LMCT 1', motor_vehicle_repairer: null, visible: true },
    { dealer_license_number: 'LMCT 1', motor_vehicle_repairer: 'MVR 2', visible: true },
    { dealer_license_number: 'LMCT 3', motor_vehicle_repairer: null, visible: false },
  ]);
  expect(numbers).toEqual({ dealer: ['LMCT 1'], repairer: ['MVR 2'] });
});
