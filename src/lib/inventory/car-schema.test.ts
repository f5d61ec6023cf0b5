import { describe, expect, it } from 'vitest';
import { CarSchema } from './car-schema.ts';
import { makeFeedRecord } from './fixtures/car.ts';
import { isAvailableStatus } from './vocabulary.ts';

const minimal = makeFeedRecord({ id: 12345 });

describe('CarSchema', () => {
  it('accepts a minimal record and fills every optional field', () => {
    const car = CarSchema.parse(minimal);
    expect(car.id).toBe('12345');
    expect(car.badge).toBeNull();
    expect(car.price).toBeNull();
    expect(car.images).toEqual([]);
    expect(car.finance_lenders).toEqual({});
    expect(car.standardEquipment).toEqual([]);
    expect(car.item_type).toBe('car');
    expect(car.show_on_dealer_website).toBe(true);
    expect(car.reserved).toBe(false);
    expect(car.sold).toBe(false);
    expect(car.dealership_ids).toEqual([101]);
    expect(car.primary_image_url).toBeNull();
    expect(car.photos_count).toBe(0);
  });

  it('normalises ids, numeric strings and dates', () => {
    const car = CarSchema.parse({
      ...minimal,
      id: ' abc-1 ',
      dealership_id: '205',
      stocknum: 991,
      created_at: '2026-11-20T10:00:00+10:00',
      sold_at: '2026-11-21',
    });
    expect(car.id).toBe('abc-1');
    expect(car.dealership_id).toBe(205);
    expect(car.stocknum).toBe('991');
    expect(car.created_at).toBe('2026-11-20T00:00:00.000Z');
    expect(car.sold_at).toBe('2026-11-21T00:00:00.000Z');
  });

  it('derives image fields and location fields the feed left out', () => {
    const car = CarSchema.parse({
      ...minimal,
      images: [{ url: '/stock-images/a.svg' }, { url: 'https://cdn.example.com/b.jpg', thumb: { url: 'https://cdn.example.com/b-t.jpg' } }],
      location: { id: 1101, name: 'Harbour City Mazda', address: { city: 'Camperdown', state: 'NSW', postcode: 2050 } },
    });
    expect(car.images.map((image) => image.thumb.url)).toEqual(['/stock-images/a.svg', 'https://cdn.example.com/b-t.jpg']);
    expect(car.thumbnails).toEqual(['/stock-images/a.svg', 'https://cdn.example.com/b-t.jpg']);
    expect(car.primary_image_url).toBe('/stock-images/a.svg');
    expect(car.photos_count).toBe(2);
    expect([car.location_id, car.location_name, car.city, car.state]).toEqual([1101, 'Harbour City Mazda', 'Camperdown', 'NSW']);
    expect(car.location?.address?.postcode).toBe('2050');
  });

  it('groups a plain feature list under one category, after grouped entries', () => {
    const car = CarSchema.parse({ ...minimal, standardEquipment: ['Sunroof', { category: 'Safety', items: ['AEB'] }, 'Tow Bar'] });
    expect(car.standardEquipment).toEqual([
      { category: 'Safety', items: ['AEB'] },
      { category: 'Standard Equipment', items: ['Sunroof', 'Tow Bar'] },
    ]);
  });

  it('accepts statuses beyond the known ones; they are unavailable', () => {
    expect(CarSchema.parse({ ...minimal, status: 'on_hold' }).status).toBe('on_hold');
    expect(isAvailableStatus('in_stock')).toBe(true);
    expect(isAvailableStatus('coming_soon')).toBe(true);
    expect(isAvailableStatus('sold')).toBe(false);
    expect(isAvailableStatus('on_hold')).toBe(false);
  });

  it('marks sold from the status unless the feed says otherwise', () => {
    expect(CarSchema.parse({ ...minimal, status: 'sold' }).sold).toBe(true);
    expect(CarSchema.parse({ ...minimal, status: 'in_stock', sold: true }).sold).toBe(true);
  });

  it('keeps finance lenders keyed by provider with nullable numbers', () => {
    const car = CarSchema.parse({ ...minimal, finance_lenders: { Taurus: { interestRate: 8.99, comparisonRate: null, paymentWeek: 120.5 } } });
    expect(car.finance_lenders['Taurus']).toMatchObject({ interestRate: 8.99, comparisonRate: null, paymentWeek: 120.5, balloon: null, disclaimer: null });
  });

  it.each([
    ['price as text', { price: 'abc' }, 'price'],
    ['negative price', { price: -5 }, 'price'],
    ['year 1700', { year: 1700 }, 'year'],
    ['year as a string', { year: '2021' }, 'year'],
    ['unknown car type', { car_type: 'x' }, 'car_type'],
    ['images not a list', { images: '/a.svg' }, 'images'],
    ['image url not a path or URL', { images: [{ url: 'a.svg' }] }, 'images.0.url'],
    ['slug with a slash', { slug: 'cars/x' }, 'slug'],
    ['empty make', { make: '  ' }, 'make'],
    ['date without a time zone', { created_at: '2026-11-20 10:00:00' }, 'created_at'],
    ['unknown item type', { item_type: 'boat' }, 'item_type'],
    [
      'hotspot outside the frame',
      { hotspots: { exterior: [{ id: 1, description: 'Wheel', positions: [{ frame: 0, x: 1.5, y: 0.2 }] }] } },
      'hotspots.exterior.0.positions.0.x',
    ],
    ['missing dealership', { dealership_id: undefined }, 'dealership_id'],
  ])('rejects %s', (_label, patch, path) => {
    const result = CarSchema.safeParse({ ...minimal, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});
