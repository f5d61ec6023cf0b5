import type { ModelSpec } from './catalogue-types.ts';
import type { Rng } from './prng.ts';

type Item = readonly [name: string, minTier: number, when?: (spec: ModelSpec) => boolean];
type Group = readonly [category: string, items: readonly Item[]];

const towing = (s: ModelSpec) => (s.towing ?? 0) >= 1500;
const rugged = (s: ModelSpec) => s.body === 'ute' || s.body === 'cabChassis' || s.segment === 'offroad';

const CAR: readonly Group[] = [
  [
    'Safety',
    [
      ['Autonomous Emergency Braking', 0],
      ['Lane Keep Assist', 0],
      ['Reversing Camera', 0],
      ['Driver Attention Alert', 0],
      ['Blind Spot Monitoring', 1],
      ['Rear Cross Traffic Alert', 1],
      ['Front and Rear Parking Sensors', 1],
      ['Traffic Sign Recognition', 1],
      ['360 Degree Camera', 2],
    ],
  ],
  [
    'Comfort & Convenience',
    [
      ['Cruise Control', 0],
      ['Keyless Entry', 1],
      ['Push Button Start', 1],
      ['Adaptive Cruise Control', 1],
      ['Dual Zone Climate Control', 1],
      ['Rain Sensing Wipers', 1],
      ['Electric Driver Seat', 2],
      ['Heated Front Seats', 2],
      ['Ventilated Front Seats', 3],
      ['Power Tailgate', 2, (s) => s.body === 'suv' || s.body === 'wagon'],
    ],
  ],
  [
    'Technology',
    [
      ['Bluetooth', 0],
      ['Apple CarPlay', 0],
      ['Android Auto', 0],
      ['DAB+ Digital Radio', 1],
      ['Satellite Navigation', 1],
      ['Wireless Phone Charger', 2],
      ['Digital Instrument Cluster', 2],
      ['Head-Up Display', 3],
      ['Premium Sound System', 3],
    ],
  ],
  [
    'Exterior',
    [
      ['LED Daytime Running Lights', 0],
      ['LED Headlights', 1],
      ['Privacy Glass', 1],
      ['Roof Rails', 1, (s) => s.body === 'suv' || s.body === 'wagon'],
      ['Sunroof', 3, (s) => s.body !== 'ute' && s.body !== 'cabChassis' && s.body !== 'van'],
      ['Tow Bar', 1, towing],
      ['Side Steps', 2, rugged],
    ],
  ],
  [
    'Interior',
    [
      ['Leather Steering Wheel', 1],
      ['Third Row Seating', 0, (s) => (s.seats ?? 0) >= 7],
      ['Ambient Lighting', 3],
    ],
  ],
];

const CARAVAN: readonly Group[] = [
  [
    'Living',
    [
      ['Queen Bed', 0],
      ['Club Lounge', 1],
      ['Ensuite', 1],
      ['Bunks', 2],
      ['Washing Machine', 2],
      ['Microwave', 0],
      ['Air Conditioning', 0],
      ['TV with Antenna', 1],
    ],
  ],
  [
    'Off Grid',
    [
      ['Solar Panels', 1],
      ['Lithium Battery', 2],
      ['Dual Water Tanks', 0],
      ['Gas/Electric Hot Water', 0],
      ['Diesel Heater', 3],
    ],
  ],
  [
    'Chassis',
    [
      ['Electric Brakes', 0],
      ['Independent Suspension', 2],
      ['Stone Guard', 0],
      ['Hot Dipped Galvanised Chassis', 1],
      ['Off Road Coupling', 2],
    ],
  ],
];

const MOTORCYCLE: readonly Group[] = [
  [
    'Rider Aids',
    [
      ['ABS', 0],
      ['Traction Control', 1],
      ['Riding Modes', 1],
      ['Quickshifter', 3],
      ['Cruise Control', 2],
      ['Heated Grips', 3],
    ],
  ],
  [
    'Features',
    [
      ['LED Lighting', 0],
      ['TFT Display', 1],
      ['Bluetooth Connectivity', 2],
      ['Slipper Clutch', 1],
    ],
  ],
];

/** Features the listing offers as filters (the `filtered_features` facet). */
export const FILTER_FEATURES: ReadonlySet<string> = new Set([
  'Apple CarPlay',
  'Android Auto',
  'Reversing Camera',
  '360 Degree Camera',
  'Sunroof',
  'Leather Seats',
  'Heated Front Seats',
  'Tow Bar',
  'Adaptive Cruise Control',
  'Blind Spot Monitoring',
  'Third Row Seating',
  'Satellite Navigation',
  'Ensuite',
  'Solar Panels',
  'Air Conditioning',
  'ABS',
  'Cruise Control',
  'LAMS Approved',
]);

/** Trim level 0–3 from a badge's place in its model's price ladder, one higher for luxury makes. */
export function tierOf(spec: ModelSpec, badgePrice: number): number {
  const prices = spec.badges.map((b) => b.price);
  const [min, max] = [Math.min(...prices), Math.max(...prices)];
  const position = max === min ? 0.5 : (badgePrice - min) / (max - min);
  return Math.min(3, Math.round(position * 2) + (spec.segment === 'luxury' ? 1 : 0));
}

export const isLams = (spec: ModelSpec, badge: string) =>
  spec.itemType === 'motorcycle' && (badge.includes('LAMS') || (spec.badges[0]?.engine?.litres ?? 1) <= 0.5);

/** Upper trims and luxury makes have leather; the interior colour the generator picks agrees. */
export const hasLeather = (spec: ModelSpec, tier: number) => tier >= 2 || spec.segment === 'luxury';

/** Equipment a car of this trim has, grouped as `standardEquipment` is. */
export function equipmentFor(rng: Rng, spec: ModelSpec, badge: string, tier: number): { category: string; items: string[] }[] {
  const groups = spec.itemType === 'caravan' ? CARAVAN : spec.itemType === 'motorcycle' ? MOTORCYCLE : CAR;
  const result = groups.map(([category, items]) => ({
    category,
    items: items
      .filter(([, minTier, when]) => minTier <= tier && (when === undefined || when(spec)))
      .filter(([, minTier]) => minTier === 0 || rng.chance(0.85))
      .map(([name]) => name),
  }));
  const interior = result.find((g) => g.category === 'Interior');
  interior?.items.unshift(hasLeather(spec, tier) ? 'Leather Seats' : 'Cloth Seats');
  const exterior = result.find((g) => g.category === 'Exterior');
  if (exterior !== undefined) exterior.items.push(`${16 + Math.min(tier, 3) + (spec.segment === 'large' || spec.segment === 'luxury' ? 2 : 0)}" Alloy Wheels`);
  const features = result.find((g) => g.category === 'Features');
  if (features !== undefined && isLams(spec, badge)) features.items.push('LAMS Approved');
  return result.filter((g) => g.items.length > 0);
}

/** Shopping categories a car belongs to. */
export function categoriesFor(spec: ModelSpec, fuel: string | null, drive: string | null, carType: string, price: number | null, badge: string): string[] {
  if (spec.itemType === 'motorcycle') return ['Motorcycles', ...(isLams(spec, badge) ? ['LAMS Approved'] : [])];
  if (spec.itemType === 'caravan') {
    const kind = spec.shape === 'camper' ? 'Camper Trailers' : spec.shape === 'motorhome' ? 'Motorhomes' : 'Caravans';
    return [kind, ...(/Off Road|Outback|Off Grid/.test(badge) ? ['Off Road'] : [])];
  }
  const categories: string[] = [];
  if ((spec.seats ?? 0) >= 7 || ((spec.body === 'suv' || spec.body === 'wagon' || spec.body === 'peopleMover') && spec.segment !== 'small'))
    categories.push('Family');
  if (drive === '4X4' || drive === '4WD' || spec.segment === 'offroad') categories.push('Off Road');
  if (['ute', 'cabChassis', 'van', 'bus', 'truck'].includes(spec.body ?? '')) categories.push('Work Ready');
  if (fuel === 'Hybrid' || fuel === 'Plug-in Hybrid' || fuel === 'Electric') categories.push('Eco Friendly');
  if (fuel === 'Electric') categories.push('Electric');
  if (spec.segment === 'luxury') categories.push('Luxury');
  if (spec.segment === 'performance') categories.push('Performance');
  if (carType === 'used' && price !== null && price > 0 && price < 15_000) categories.push('First Car');
  return categories;
}
