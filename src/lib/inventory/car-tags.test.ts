import { describe, expect, it } from 'vitest';
import { DEALER_DEFAULTS } from '../dealer/dealer-config.ts';
import { carTag, carTagUntil, electrification, tagOptionsFor, type TagCar, type TagOptions } from './car-tags.ts';

const now = new Date('2025-07-10T00:00:00Z');
/** The tag under the default dealer switches, with `options` changed. */
const tagWith = (car: TagCar, at: Date, options: Partial<TagOptions> = {}) => carTag(car, at, { ...tagOptionsFor(DEALER_DEFAULTS), ...options });
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const base: TagCar = { status: 'in_stock', car_type: 'used', make: 'Mazda', created_at: daysAgo(30) };

describe('carTag priority for available cars', () => {
  const everything: TagCar = {
    status: 'coming_soon',
    car_type: 'used',
    make: 'Toyota',
    fuel: 'Hybrid',
    reserved: true,
    certified: true,
    tag: 'runout sale',
    created_at: daysAgo(1),
  };
  const all = { electricHybridTag: true, certifiedToyotaBadge: true };

  it('1: Electric or Hybrid tag when enabled', () => {
    expect(tagWith(everything, now, all)).toEqual({ kind: 'hybrid', label: 'Hybrid' });
    expect(tagWith({ ...base, fuel: 'Electric' }, now, all)).toEqual({ kind: 'electric', label: 'Electric' });
  });
  it('2: Reserved when the electric tag is off or the car is not electrified', () => {
    expect(tagWith(everything, now, { certifiedToyotaBadge: true })).toEqual({ kind: 'reserved', label: 'Reserved' });
  });
  it('3: certified used Toyota badge only with the switch on', () => {
    const car = { ...everything, reserved: false };
    expect(tagWith(car, now, all)?.kind).toBe('hybrid');
    expect(tagWith(car, now, { certifiedToyotaBadge: true })?.kind).toBe('certified-toyota');
    expect(tagWith(car, now)).toEqual({ kind: 'custom', label: 'runout sale' });
    expect(tagWith({ ...car, car_type: 'new' }, now, { certifiedToyotaBadge: true })?.kind).toBe('custom');
    expect(tagWith({ ...car, make: 'Mazda' }, now, { certifiedToyotaBadge: true })?.kind).toBe('custom');
  });
  it('4: custom tag before COMING SOON', () => {
    expect(tagWith({ ...base, status: 'coming_soon', tag: 'Test Drive Only' }, now)).toEqual({
      kind: 'custom',
      label: 'Test Drive Only',
    });
  });
  it('5: COMING SOON for coming_soon cars, even when new', () => {
    expect(tagWith({ ...base, status: 'coming_soon', tag: '  ', created_at: daysAgo(1) }, now)).toEqual({
      kind: 'coming-soon',
      label: 'COMING SOON',
    });
  });
  it('6: new-arrival tag within the last 8 days only', () => {
    const fresh = { ...base, car_type: 'new' };
    expect(tagWith({ ...fresh, created_at: daysAgo(7.9) }, now)).toEqual({ kind: 'new-arrival', label: 'New' });
    expect(tagWith({ ...fresh, created_at: daysAgo(8) }, now)).toBeNull();
    expect(tagWith({ ...fresh, created_at: daysAgo(2) }, now, { newArrivalLabel: 'JUST ARRIVED' })?.label).toBe('JUST ARRIVED');
  });
  it("6: a used or demo car's new-arrival tag says JUST ARRIVED, never 'New' unless the dealer asks", () => {
    expect(tagWith({ ...base, created_at: daysAgo(2) }, now)).toEqual({ kind: 'new-arrival', label: 'JUST ARRIVED' });
    expect(tagWith({ ...base, car_type: 'demo', created_at: daysAgo(2) }, now)?.label).toBe('JUST ARRIVED');
    expect(tagWith({ ...base, car_type: null, created_at: daysAgo(2) }, now)?.label).toBe('JUST ARRIVED');
    expect(tagWith({ ...base, created_at: daysAgo(2) }, now, { usedArrivalLabel: 'New' })?.label).toBe('New');
  });
  it('reads created_at given as Unix seconds', () => {
    expect(tagWith({ ...base, created_at: Math.floor(now.getTime() / 1000) - 3600 }, now)?.kind).toBe('new-arrival');
  });
  it('7: no tag otherwise', () => {
    expect(tagWith(base, now)).toBeNull();
    expect(tagWith({ ...base, created_at: null }, now)).toBeNull();
  });
});

describe('carTag for unavailable cars', () => {
  it('shows SOLD whatever else the car carries when the JUST SOLD switch is off', () => {
    const off = { justSoldTag: false };
    expect(tagWith({ ...base, status: 'sold', reserved: true, tag: 'runout sale' }, now, off)).toEqual({ kind: 'sold', label: 'SOLD' });
    expect(tagWith({ ...base, status: 'withdrawn' }, now, off)?.label).toBe('SOLD');
  });
  it('shows JUST SOLD for recently sold cars when the switch is on', () => {
    expect(tagWith({ ...base, status: 'sold', sold_at: daysAgo(1) }, now, { justSoldTag: true })).toEqual({
      kind: 'just-sold',
      label: 'JUST SOLD',
    });
    expect(tagWith({ ...base, status: 'sold', sold_at: daysAgo(4) }, now, { justSoldTag: true })?.label).toBe('SOLD');
    expect(tagWith({ ...base, status: 'sold' }, now, { justSoldTag: true })?.label).toBe('JUST SOLD');
  });
});

describe('electrification', () => {
  it('reads simple_fuel and fuel', () => {
    expect(electrification({ simple_fuel: 'Electric' })).toBe('electric');
    expect(electrification({ fuel: 'Petrol/Electric' })).toBe('hybrid');
    expect(electrification({ fuel: 'Plug-in Hybrid' })).toBe('hybrid');
    expect(electrification({ fuel: 'Diesel' })).toBeNull();
  });
});

describe('carTagUntil: when a tag lapses with time alone', () => {
  const options = { ...tagOptionsFor(DEALER_DEFAULTS), justSoldTag: true, justSoldDays: 5 };
  const cars: [string, TagCar][] = [
    ['a new arrival', { ...base, created_at: daysAgo(3) }],
    ['a car created in the future', { ...base, created_at: daysAgo(-2) }],
    ['a car sold two days ago', { ...base, status: 'sold', sold_at: daysAgo(2) }],
    ['a car sold with no date', { ...base, status: 'sold' }],
    ['a car sold long ago', { ...base, status: 'sold', sold_at: daysAgo(40) }],
    ['a reserved new arrival', { ...base, reserved: true, created_at: daysAgo(1) }],
    ['an older car', base],
  ];
  it.each(cars)('%s keeps its tag until `until` and not a moment past it', (_name, car) => {
    const { tag, until } = carTagUntil(car, now, options);
    expect(tag).toEqual(carTag(car, now, options));
    if (until === null) {
      expect(carTag(car, new Date(now.getTime() + 3_650 * 86_400_000), options)).toEqual(tag);
      return;
    }
    expect(until).toBeGreaterThan(now.getTime());
    expect(carTag(car, new Date(until - 1), options)).toEqual(tag);
    expect(carTag(car, new Date(until), options)).not.toEqual(tag);
  });
});
