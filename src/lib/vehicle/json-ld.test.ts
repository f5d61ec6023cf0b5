import { describe, expect, it } from 'vitest';
import { autoDealerJsonLd, breadcrumbJsonLd, carJsonLd, compact, serialiseJsonLd } from './json-ld.ts';
import { loadDealer } from '../dealer/load-dealer.ts';
import { makeCar } from '../inventory/fixtures/car.ts';

const input = (over: Parameters<typeof makeCar>[0] = {}, price: number | null = 25_990) => ({
  car: makeCar({
    vin: 'JM0ABC',
    km: 45_210,
    fuel: 'Petrol',
    bodyconfiguration: 'Wagon',
    drive: 'AWD',
    colour: 'Red',
    interior_colour: 'Black',
    seats: 5,
    engine_size_litres: 2.5,
    ...over,
  }),
  title: '2020 Mazda CX-5',
  url: 'https://d.example/cars/test-car-1/',
  images: ['https://d.example/a.jpg'],
  price,
  sellerId: 'https://d.example/#dealer',
});

describe('vehicle JSON-LD', () => {
  it('describes the car with its offer', () => {
    const ld = compact(carJsonLd(input())) as Record<string, any>;
    expect(ld['@type']).toBe('Car');
    expect(ld.vehicleIdentificationNumber).toBe('JM0ABC');
    expect(ld.mileageFromOdometer).toEqual({ '@type': 'QuantitativeValue', value: 45_210, unitCode: 'KMT' });
    expect(ld.vehicleEngine.engineDisplacement).toEqual({ '@type': 'QuantitativeValue', value: 2.5, unitCode: 'LTR' });
    expect([ld.fuelType, ld.bodyType, ld.driveWheelConfiguration, ld.color, ld.vehicleInteriorColor, ld.vehicleSeatingCapacity]).toEqual([
      'Petrol',
      'Wagon',
      'AWD',
      'Red',
      'Black',
      5,
    ]);
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: 25_990,
      priceCurrency: 'AUD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      seller: { '@id': 'https://d.example/#dealer' },
    });
  });

  it('marks new cars new, coming-soon cars pre-order and sold cars sold out, leaving out a hidden price', () => {
    expect((compact(carJsonLd(input({ car_type: 'new' }))) as any).itemCondition).toBe('https://schema.org/NewCondition');
    expect((compact(carJsonLd(input({ status: 'coming_soon' }))) as any).offers.availability).toBe('https://schema.org/PreOrder');
    expect((compact(carJsonLd(input({ status: 'sold' }))) as any).offers.availability).toBe('https://schema.org/SoldOut');
  });

  it("gives no Offer for a car whose page shows no price ('Enquire for price'): an offer has a price", () => {
    const ld = compact(carJsonLd(input({}, null))) as Record<string, unknown>;
    expect(ld['@type']).toBe('Car');
    expect(ld).not.toHaveProperty('offers');
  });

  it('leaves a vehicle without an image out of the markup, so it is never a rich result without one', () => {
    expect(carJsonLd({ ...input(), images: [] })).toBeNull();
  });

  it('types caravans, camper trailers and motorhomes as Vehicle and motorcycles as Motorcycle, each with its odometer when used (rule: site.structured-data)', () => {
    const typed = (over: Parameters<typeof makeCar>[0]) => compact(carJsonLd(input(over))) as any;
    const bike = typed({ item_type: 'motorcycle', bodyconfiguration: 'Naked', km: 8_200 });
    expect([bike['@type'], bike.bodyType, bike.mileageFromOdometer.value]).toEqual(['Motorcycle', 'Naked', 8_200]);
    for (const body of ['Caravan', 'Camper Trailer', 'Motorhome']) {
      const van = typed({ item_type: 'caravan', bodyconfiguration: body, km: body === 'Motorhome' ? 61_000 : null });
      expect([van['@type'], van.bodyType], body).toEqual(['Vehicle', body]);
      expect('mileageFromOdometer' in van, body).toBe(body === 'Motorhome');
    }
    expect(typed({ item_type: 'truck' })['@type']).toBe('Vehicle');
    expect(typed({})['@type']).toBe('Car');
  });

  it('leaves out empty values everywhere', () => {
    const ld = compact(carJsonLd(input({ vin: null, colour: '', km: null }))) as Record<string, unknown>;
    expect(Object.keys(ld)).not.toContain('vehicleIdentificationNumber');
    expect(Object.keys(ld)).not.toContain('color');
    expect(Object.keys(ld)).not.toContain('mileageFromOdometer');
    expect(compact({ '@type': 'X', a: null, b: [] })).toBeUndefined();
  });

  it('escapes < so the JSON cannot end its script element', () => {
    const text = serialiseJsonLd({ '@type': 'Thing', name: '</script><b>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><b>');
  });

  it("describes a location as the business it is: address, geo, phone and each day's opening hours", () => {
    const locations = loadDealer('harbour-mazda').locations;
    const sales = locations.find((l) => l.location_type === 'sales')!;
    const ld = compact(autoDealerJsonLd({ id: 'x#d', name: sales.name, url: 'https://d.example/', location: sales, phone: sales.contact_detail.phone })) as any;
    expect(ld['@type']).toBe('AutoDealer');
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: sales.address.lat, longitude: sales.address.long });
    const open = sales.contact_detail.opening_hours.filter((h) => h.status === 'Open');
    expect(ld.openingHoursSpecification).toHaveLength(open.length);
    const monday = open.find((h) => h.weekday === 1)!;
    expect(ld.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: monday.open,
      closes: monday.close,
    });
    const service = locations.find((l) => l.location_type === 'service');
    if (service)
      expect((compact(autoDealerJsonLd({ id: 'x#s', name: service.name, url: 'https://d.example/', location: service, phone: null })) as any)['@type']).toBe(
        'AutoRepair',
      );
  });

  it('builds the dealer and the breadcrumb trail', () => {
    const dealer = compact(autoDealerJsonLd({ id: 'x#d', name: 'D', url: 'https://d.example/', location: null, phone: '+61295501200' })) as any;
    expect(dealer).toMatchObject({ '@type': 'AutoDealer', '@id': 'x#d', telephone: '+61295501200' });
    const crumbs = breadcrumbJsonLd([
      { name: 'Home', url: 'https://d/' },
      { name: 'Car', url: 'https://d/cars/a/' },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://d/' },
      { '@type': 'ListItem', position: 2, name: 'Car', item: 'https://d/cars/a/' },
    ]);
  });
});
