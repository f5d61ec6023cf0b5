import { describe, expect, it } from 'vitest';
import { DEALER_DEFAULTS } from '../dealer/dealer-config.ts';
import type { CarInput } from '../inventory/car-schema.ts';
import { tagOptionsFor } from '../inventory/car-tags.ts';
import { makeCar } from '../inventory/fixtures/car.ts';
import { priceOptionsFor } from '../inventory/price-display.ts';
import { STRINGS } from '../strings.ts';
import { cardSourceOf } from './card-source.ts';
import { cardView, isReservable, type CardOptions } from './card-view.ts';

const now = new Date('2026-11-22T00:00:00Z');
const car = (patch: Partial<CarInput> = {}) =>
  makeCar({
    id: 42,
    slug: '2021-mercedes-benz-c300-42',
    year: 2021,
    make: 'Mercedes Benz',
    model: 'C300',
    badge: 'AMG Line',
    series: 'W206',
    dealership_id: 1,
    price: 54_990,
    price_type: 'Drive Away',
    km: 23_456,
    simple_transmission: 'Automatic',
    simple_fuel: 'Petrol',
    images: [{ url: '/a.jpg', thumb: { url: '/a-t.jpg' } }],
    created_at: '2026-01-01T00:00:00Z',
    payment_processors: ['stripe'],
    ...patch,
  });
const options = (patch: Partial<CardOptions> = {}): CardOptions => ({
  tag: tagOptionsFor(DEALER_DEFAULTS),
  price: priceOptionsFor(DEALER_DEFAULTS),
  hidePrices: false,
  imageHost: { quality: 75, template: null },
  noPhoto: 'logo',
  favourites: { enabled: true, restricted: false },
  reserve: { amount: 250, mode: 'payment_processors', checkoutPath: 'checkout' },
  ...patch,
});

describe('cardView', () => {
  it('shows year make model badge series, the price with its type and the specs line', () => {
    const view = cardView(car(), options(), now);
    expect(view.title).toBe('2021 Mercedes-Benz C300 AMG Line W206');
    expect(view.price).toEqual({ text: '$54,990', was: null, type: 'Drive Away' });
    expect(view.specs).toEqual(['Used', 'Automatic', '23,456 km', 'Petrol']);
    expect(view.href).toBe('/cars/2021-mercedes-benz-c300-42/');
    expect(view.enquireHref).toBe('/contact?car_id=42');
    expect(view.image).toBe('/a.jpg');
  });

  it('offers Save with the favourite record, unless favourites are off or the car is not saleable', () => {
    expect(cardView(car(), options(), now).favourite).toEqual({
      id: '42',
      name: '2021 Mercedes-Benz C300 AMG Line W206',
      slug: '2021-mercedes-benz-c300-42',
      make: 'Mercedes-Benz',
      model: 'C300',
      primary_image_url: '/a.jpg',
    });
    expect(cardView(car(), options({ favourites: { enabled: false, restricted: false } }), now).favourite).toBeNull();
    expect(cardView(car({ status: 'sold' }), options(), now).favourite).toBeNull();
    const restricted = options({ favourites: { enabled: true, restricted: true } });
    expect(cardView(car({ car_type: 'new' }), restricted, now).favourite).toBeNull();
    expect(cardView(car({ images: [] }), restricted, now).favourite).toBeNull();
    expect(cardView(car(), restricted, now).favourite).not.toBeNull();
  });

  it("offers 'Reserve This Car {amount}' only for reservable cars", () => {
    expect(cardView(car(), options(), now).reserve).toEqual({ label: STRINGS.reserveThisCar('$250'), href: '/cars/2021-mercedes-benz-c300-42/checkout/' });
    expect(cardView(car({ payment_processors: [] }), options(), now).reserve).toBeNull();
    expect(cardView(car({ status: 'sold' }), options(), now).reserve).toBeNull();
    expect(cardView(car(), options({ reserve: null }), now).reserve).toBeNull();
    const byAvailability = { amount: 200, mode: 'availability', checkoutPath: 'buy-online' } as const;
    expect(isReservable(car({ payment_processors: [] }), byAvailability)).toBe(true);
    expect(isReservable(car({ reserved: true }), byAvailability)).toBe(false);
    expect(cardView(car(), options({ reserve: byAvailability }), now).reserve?.href).toBe('/cars/2021-mercedes-benz-c300-42/buy-online/');
  });

  it('shows the no-price text when prices are hidden or the car has none', () => {
    expect(cardView(car({ price: 0 }), options(), now).price).toEqual({ text: STRINGS.enquireForPrice, was: null, type: null });
    expect(cardView(car(), options({ hidePrices: true, price: { ...priceOptionsFor(DEALER_DEFAULTS), noPriceText: 'Call us' } }), now).price.text).toBe(
      'Call us',
    );
  });

  it('reads a Meilisearch hit (the feed record) like the parsed car', () => {
    const hit = { ...JSON.parse(JSON.stringify(car())), id: '42' };
    expect(cardView(cardSourceOf(hit), options(), now)).toEqual(cardView(car(), options(), now));
  });
});
