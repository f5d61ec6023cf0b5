import { describe, expect, it } from 'vitest';
import { carTag, electrification, type TagCar } from './tags.ts';

const now = new Date('2025-07-10T00:00:00Z');
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
    expect(carTag(everything, now, all)).toEqual({ kind: 'hybrid', label: 'Hybrid' });
    expect(carTag({ ...base, fuel: 'Electric' }, now, all)).toEqual({ kind: 'electric', label: 'Electric' });
  });
  it('2: Reserved when the electric tag is off or the car is not electrified', () => {
    expect(carTag(everything, now, { certifiedToyotaBadge: true })).toEqual({ kind: 'reserved', label: 'Reserved' });
  });
  it('3: certified used Toyota badge only with the switch on', () => {
    const car = { ...everything, reserved: false };
    expect(carTag(car, now, all)?.kind).toBe('hybrid');
    expect(carTag(car, now, { certifiedToyotaBadge: true })?.kind).toBe('certified-toyota');
    expect(carTag(car, now)).toEqual({ kind: 'custom', label: 'runout sale' });
    expect(carTag({ ...car, car_type: 'new' }, now, { certifiedToyotaBadge: true })?.kind).toBe('custom');
    expect(carTag({ ...car, make: 'Mazda' }, now, { certifiedToyotaBadge: true })?.kind).toBe('custom');
  });
  it('4: custom tag before COMING SOON', () => {
    expect(carTag({ ...base, status: 'coming_soon', tag: 'Test Drive Only' }, now)).toEqual({
      kind: 'custom',
      label: 'Test Drive Only',
    });
  });
  it('5: COMING SOON for coming_soon cars, even when new', () => {
    expect(carTag({ ...base, status: 'coming_soon', tag: '  ', created_at: daysAgo(1) }, now)).toEqual({
      kind: 'coming-soon',
      label: 'COMING SOON',
    });
  });
  it('6: new-arrival tag within the last 8 days only', () => {
    expect(carTag({ ...base, created_at: daysAgo(7.9) }, now)).toEqual({ kind: 'new-arrival', label: 'New' });
    expect(carTag({ ...base, created_at: daysAgo(8) }, now)).toBeNull();
    expect(carTag({ ...base, created_at: daysAgo(2) }, now, { newArrivalLabel: 'JUST ARRIVED' })?.label).toBe('JUST ARRIVED');
  });
  it('reads created_at given as Unix seconds', () => {
    expect(carTag({ ...base, created_at: Math.floor(now.getTime() / 1000) - 3600 }, now)?.kind).toBe('new-arrival');
  });
  it('7: no tag otherwise', () => {
    expect(carTag(base, now)).toBeNull();
    expect(carTag({ ...base, created_at: null }, now)).toBeNull();
  });
});

describe('carTag for unavailable cars', () => {
  it('shows SOLD whatever else the car carries', () => {
    expect(carTag({ ...base, status: 'sold', reserved: true, tag: 'runout sale' }, now)).toEqual({ kind: 'sold', label: 'SOLD' });
    expect(carTag({ ...base, status: 'withdrawn' }, now)?.label).toBe('SOLD');
  });
  it('shows JUST SOLD for recently sold cars when the switch is on', () => {
    expect(carTag({ ...base, status: 'sold', sold_at: daysAgo(1) }, now, { justSoldTag: true })).toEqual({
      kind: 'just-sold',
      label: 'JUST SOLD',
    });
    expect(carTag({ ...base, status: 'sold', sold_at: daysAgo(4) }, now, { justSoldTag: true })?.label).toBe('SOLD');
    expect(carTag({ ...base, status: 'sold' }, now, { justSoldTag: true })?.label).toBe('JUST SOLD');
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
