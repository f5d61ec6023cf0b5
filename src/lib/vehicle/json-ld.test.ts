import { describe, expect, it } from 'vitest';
import { autoDealerJsonLd, breadcrumbJsonLd, carJsonLd, compact, serialiseJsonLd } from './json-ld.ts';
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
    const sold = compact(carJsonLd(input({ status: 'sold' }, null))) as any;
    expect(sold.offers.availability).toBe('https://schema.org/SoldOut');
    expect('price' in sold.offers).toBe(false);
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
