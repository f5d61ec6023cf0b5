import { CarSchema, type Car } from '../../inventory/car-schema.ts';
import { seededRandom } from '../listing-grid.ts';

const MODELS: ReadonlyArray<[string, string, string | null]> = [
  ['Toyota', 'Corolla', 'Ascent Sport'],
  ['Toyota', 'HiLux', 'SR5'],
  ['Mazda', 'CX-5', 'Maxx'],
  ['Mercedes Benz', 'C300', null],
  ['Isuzu UTE', 'D-MAX', 'X-Terrain'],
  ['Kia', 'Sportage', 'GT-Line'],
  ['Škoda', 'Octavia', 'RS'],
];
const FUELS: ReadonlyArray<[string | null, string]> = [['Petrol', 'Petrol - Premium ULP'], ['Diesel', 'Diesel'], ['Hybrid', 'Petrol/Electric'], ['Electric', 'Electric'], [null, 'LPG']];
const STATUSES = ['in_stock', 'in_stock', 'in_stock', 'coming_soon', 'sold'] as const;
const TYPES = ['new', 'demo', 'used'] as const;
const COLOURS = ['White', 'Black', 'Soul Red', 'Silver', null];

/** Parsed cars with varied makes, types, statuses, prices and locations, the same for a seed. */
export function sampleCars(count: number, seed = 7, base = Date.UTC(2026, 9, 1)): Car[] {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const [make, model, badge] = pick(MODELS);
    const [simpleFuel, fuel] = pick(FUELS);
    const status = pick(STATUSES);
    const id = 5000 + i;
    const location = pick([
      { id: 11, name: 'North Yard', address: { city: 'Brisbane', state: 'QLD' } },
      { id: 12, name: 'South Yard', address: { city: 'Gold Coast', state: 'QLD' } },
    ]);
    return CarSchema.parse({
      id,
      slug: i % 9 === 0 ? `special-${id}` : `${2015 + (i % 10)}-${make}-${model}-${badge ?? ''}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-+$/, ''),
      year: 2015 + (i % 10),
      make,
      model,
      badge,
      series: i % 4 === 0 ? 'MY24' : null,
      colour: pick(COLOURS),
      simple_transmission: rnd() < 0.8 ? 'Automatic' : 'Manual',
      trans: '6 Speed Sports Automatic',
      bodyconfiguration: rnd() < 0.5 ? 'Wagon' : null,
      simple_body: pick(['suv', 'sedan', 'ute', 'hatch']),
      simple_fuel: simpleFuel,
      fuel,
      drive: pick(['AWD', '4X4', 'FWD']),
      seats: pick([2, 5, 7]),
      km: Math.floor(rnd() * 150_000),
      price: rnd() < 0.1 ? 0 : 10_000 + Math.floor(rnd() * 90) * 1000 - 10,
      before_price: rnd() < 0.2 ? 120_000 : null,
      price_type: pick(['Drive Away', 'Excl. Govt. Charges', null]),
      stocknum: `STK${String(id).padStart(6, '0')}`,
      vin: `VIN${id}X${Math.floor(rnd() * 1e9)}`,
      regplate: rnd() < 0.5 ? `R${id}` : null,
      car_type: pick(TYPES),
      status,
      tag: rnd() < 0.1 ? 'runout sale' : null,
      reserved: rnd() < 0.05,
      certified: rnd() < 0.2,
      created_at: new Date(base - Math.floor(rnd() * 40 * 86_400_000)).toISOString(),
      sold_at: status === 'sold' ? new Date(base - 86_400_000).toISOString() : null,
      location,
      dealership_id: location.id === 11 ? 201 : 202,
      dealership_slug: location.id === 11 ? 'north' : 'south',
      images: rnd() < 0.9 ? [{ url: `/img/${id}.jpg`, thumb: { url: `/img/${id}-t.jpg` } }] : [],
      payment_processors: rnd() < 0.3 ? ['stripe'] : [],
      categories: rnd() < 0.5 ? ['Family'] : ['Family', 'Off Road'],
      filtered_features: rnd() < 0.5 ? ['Tow Bar'] : ['Tow Bar', 'Sunroof'],
    });
  });
}
