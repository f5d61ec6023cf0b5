import { describe, expect, it } from 'vitest';
import { loadDealer } from '../dealer/load-dealer.ts';
import { makeCar } from '../inventory/fixtures/car.ts';
import { GoogleVehicleListingSchema, MetaVehicleSchema } from './feed-specs.ts';
import { FEED_FILES, googleVehicleListingRows, marketplaceFeeds, metaVehicleRows, readFeed, type FeedInput } from './marketplace-feeds.ts';

const dealer = loadDealer('outback-caravans');
const location = dealer.locations.find((l) => l.primary)!;
const photo = [{ url: '/stock-images/sample-1.svg', thumb: { url: '/stock-images/sample-1.svg' } }];
const vehicle = (overrides: Parameters<typeof makeCar>[0]) =>
  makeCar({ vin: 'JM0KF4W7A00123456', stocknum: 'OC1', price: 48_990, colour: 'White', km: 12_000, location_id: location.id, images: photo, ...overrides });

const input = (cars: FeedInput['cars'], hidePrices = false): FeedInput => ({
  cars,
  siteUrl: 'https://www.outback.example',
  dealerName: dealer.config.name,
  locations: dealer.locations,
  hidePrices,
});
const present = (row: Record<string, string>) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== ''));

describe('the marketplace feeds (rule: site.marketplace-feeds)', () => {
  it("list a car for sale in Google's vehicle listings with every required attribute, its price and page", () => {
    const [row, ...rest] = googleVehicleListingRows(input([vehicle({ id: 1, slug: 'a-1', car_type: 'used' })]));
    expect(rest).toEqual([]);
    expect(GoogleVehicleListingSchema.parse(present(row!))).toMatchObject({
      vin: 'JM0KF4W7A00123456',
      store_code: location.slug,
      dealership_name: location.name,
      price: '48990 AUD',
      condition: 'used',
      mileage: '12000 km',
      link: 'https://www.outback.example/cars/a-1/',
    });
    expect(row!['image_link']).toBe('https://www.outback.example/stock-images/og/sample-1.jpg');
  });

  it('leave out what a platform would reject or what is not for sale: no price, sold, no VIN, and non-cars from Google', () => {
    const cars = [
      vehicle({ id: 1, slug: 'no-price', price: null }),
      vehicle({ id: 2, slug: 'sold', status: 'sold' }),
      vehicle({ id: 3, slug: 'no-vin', vin: null }),
      vehicle({ id: 4, slug: 'bike', item_type: 'motorcycle' }),
      vehicle({ id: 5, slug: 'used-no-km', car_type: 'used', km: null }),
      vehicle({ id: 6, slug: 'ok', car_type: 'new', km: 5 }),
    ];
    expect(googleVehicleListingRows(input(cars)).map((r) => r['link'])).toEqual(['https://www.outback.example/cars/ok/']);
    expect(metaVehicleRows(input(cars)).map((r) => r['url'])).toEqual(['https://www.outback.example/cars/bike/', 'https://www.outback.example/cars/ok/']);
    expect(googleVehicleListingRows(input(cars, true))).toEqual([]);
  });

  it("list motorcycles, caravans, camper trailers and motorhomes in Meta's catalogue as their vehicle types, every row valid", () => {
    const cars = [
      vehicle({ id: 1, slug: 'bike', item_type: 'motorcycle', car_type: 'used' }),
      vehicle({ id: 2, slug: 'van', item_type: 'caravan', bodyconfiguration: 'Caravan', car_type: 'new', km: null }),
      vehicle({ id: 3, slug: 'camper', item_type: 'caravan', bodyconfiguration: 'Camper Trailer', car_type: 'new', km: null }),
      vehicle({ id: 4, slug: 'home', item_type: 'caravan', bodyconfiguration: 'Motorhome', car_type: 'used', km: 61_000 }),
      vehicle({ id: 5, slug: 'ute', simple_body: 'ute', car_type: 'demo' }),
    ];
    const rows = metaVehicleRows(input(cars));
    expect(rows.map((r) => [r['vehicle_type'], r['body_style'], r['state_of_vehicle'], r['mileage.value']])).toEqual([
      ['MOTORCYCLE', 'OTHER', 'USED', '12000'],
      ['RV_CAMPER', 'OTHER', 'NEW', '0'],
      ['TRAILER', 'OTHER', 'NEW', '0'],
      ['RV_CAMPER', 'OTHER', 'USED', '61000'],
      ['CAR_TRUCK', 'TRUCK', 'USED', '12000'],
    ]);
    for (const row of rows) expect(MetaVehicleSchema.safeParse(present(row)).success, row['url']).toBe(true);
  });

  it('write files the platforms read, which read back to the same rows, and follow a price change', () => {
    const car = vehicle({ id: 1, slug: 'a-1', colour: 'Soul Red, Crystal "Metallic"' });
    const files = marketplaceFeeds(input([car]));
    expect(files.map((f) => f.name)).toEqual([FEED_FILES.google, FEED_FILES.meta]);
    const [google, meta] = files.map((f) => readFeed(f.name, f.body));
    expect(google).toEqual(googleVehicleListingRows(input([car])));
    expect(meta).toEqual(metaVehicleRows(input([car])));
    expect(meta![0]!['exterior_color']).toBe('Soul Red, Crystal "Metallic"');
    const repriced = marketplaceFeeds(input([{ ...car, price: 45_990 }])).map((f) => readFeed(f.name, f.body));
    expect(repriced.map((rows) => rows[0]!['price'])).toEqual(['45990 AUD', '45990 AUD']);
  });
});
