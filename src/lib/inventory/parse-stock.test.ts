import { describe, expect, it } from 'vitest';
import { makeFeedRecord } from './fixtures/car.ts';
import { ESSENTIAL_CAR_FIELDS } from './parse-car.ts';
import { formatDroppedField, formatRejection, parseStock, type StockCar } from './parse-stock.ts';

const good = (id: number) => makeFeedRecord({ id, slug: `test-car-${id}` });

describe('parseStock', () => {
  it('keeps good records in order', () => {
    const { cars, rejected } = parseStock([good(1), good(2)], 'harbour-mazda');
    expect(cars.map((car) => car.id)).toEqual(['1', '2']);
    expect(rejected).toEqual([]);
  });

  it.each([
    ['price as a non-numeric string', { ...good(3), price: 'POA' }, 'price', 'expected number, received string'],
    ['missing slug', { ...good(3), slug: undefined }, 'slug', 'required but missing'],
    ['year 1700', { ...good(3), year: 1700 }, 'year', '1886'],
    ["car_type 'x'", { ...good(3), car_type: 'x' }, 'car_type', '"new"|"demo"|"used"'],
    ['a hidden flag that is not a boolean', { ...good(3), show_on_dealer_website: 'no' }, 'show_on_dealer_website', 'expected boolean'],
    ['a bad essential field beside a bad optional one', { ...good(3), km: 'lots', make: '' }, 'make', 'km:'],
  ])('skips and reports %s', (_label, record, path, reason) => {
    const { cars, rejected } = parseStock([good(1), record, good(2)], 'harbour-mazda');
    expect(cars.map((car) => car.id)).toEqual(['1', '2']);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ dealer: 'harbour-mazda', carId: '3', path });
    expect(rejected[0]?.reason).toContain(reason);
  });

  it.each([
    [
      'a place_url with an unencoded space',
      { location: { id: 7, name: 'Parramatta', address: { city: 'Parramatta', place_url: 'https://maps.example/?q=1 Church St' } } },
      'location.address.place_url',
      'expected a site-absolute path or an http(s) URL',
      (car: StockCar) => [car.location?.address?.place_url, car.location_name, car.city],
      [null, 'Parramatta', 'Parramatta'],
    ],
    ['images not a list', { images: '/stock-images/x.svg' }, 'images', 'expected array, received string', (car: StockCar) => car.images, []],
    [
      'one bad image among good ones',
      { images: [{ url: '/a.svg' }, { url: 7 }, { url: '/c.svg' }] },
      'images.1.url',
      'expected string',
      (car: StockCar) => car.images.map((image) => image.url),
      ['/a.svg', '/c.svg'],
    ],
    [
      'a location without a usable id',
      { location: { id: 'north', name: 'North' } },
      'location.id',
      'expected',
      (car: StockCar) => [car.location, car.location_id],
      [null, null],
    ],
    ['km as text', { km: '12,000' }, 'km', 'expected number', (car: StockCar) => car.km, null],
  ])('lists the car without %s, and reports it', (_label, overrides, path, reason, read, shown) => {
    const { cars, rejected, dropped } = parseStock([good(1), { ...good(3), ...overrides }, good(2)], 'harbour-mazda');
    expect(cars.map((car) => car.id)).toEqual(['1', '3', '2']);
    expect(rejected).toEqual([]);
    expect(dropped).toEqual([{ dealer: 'harbour-mazda', carId: '3', path, reason: expect.stringContaining(reason) }]);
    expect(read(cars[1]!)).toEqual(shown);
  });

  it.each([...ESSENTIAL_CAR_FIELDS])('skips a car whose essential %s is malformed', (field) => {
    const { cars, rejected, dropped } = parseStock([{ ...good(3), [field]: { not: 'a value' } }], 'd');
    expect(cars).toEqual([]);
    expect(dropped).toEqual([]);
    expect(rejected[0]?.path).toBe(field);
  });

  it('reports every problem of a record in one rejection, the first one as its path', () => {
    const { rejected } = parseStock([{ ...good(4), year: 1700, car_type: 'x' }], 'd');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.path).toBe('year');
    expect(rejected[0]?.reason).toContain('car_type:');
  });

  it('never throws on values that are not records', () => {
    const { cars, rejected } = parseStock([null, 42, 'car', [], { id: {} }], 'd');
    expect(cars).toEqual([]);
    expect(rejected.map((r) => [r.carId, r.path])).toEqual([
      [null, ''],
      [null, ''],
      [null, ''],
      [null, ''],
      [null, 'id'],
    ]);
  });

  it('rejects a repeated slug or id, keeping the first', () => {
    const { cars, rejected } = parseStock([good(1), { ...good(2), slug: good(1).slug }, { ...good(1), slug: 'other' }], 'd');
    expect(cars.map((car) => car.slug)).toEqual([good(1).slug]);
    expect(rejected.map((r) => r.path)).toEqual(['slug', 'id']);
  });
});

describe('formatDroppedField', () => {
  it('reads as one line naming dealer, car, path and reason', () => {
    const [drop] = parseStock([{ ...good(12345), file: 'report.pdf' }], 'harbour-mazda').dropped;
    expect(drop && formatDroppedField(drop)).toBe('harbour-mazda: listed car 12345 without file: expected a site-absolute path or an http(s) URL');
  });
});

describe('formatRejection', () => {
  it('reads as one line naming dealer, car, path and reason', () => {
    const [rejection] = parseStock([{ ...good(12345), price: 'abc' }], 'harbour-mazda').rejected;
    expect(rejection && formatRejection(rejection)).toBe('harbour-mazda: skipped car 12345 at price: expected number, received string');
  });

  it('copes with a record without an id or a path', () => {
    expect(formatRejection({ dealer: 'd', carId: null, path: '', reason: 'expected object, received number' })).toBe(
      'd: skipped a car without a usable id: expected object, received number',
    );
  });
});
