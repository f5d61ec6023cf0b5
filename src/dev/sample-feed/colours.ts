/** Colour families the sample images are drawn in. */
export const COLOUR_FAMILIES = {
  white: '#eef0f1',
  black: '#1f2124',
  silver: '#b9bec4',
  grey: '#646a72',
  blue: '#234f98',
  red: '#a8141f',
  green: '#2f6540',
  orange: '#d2621e',
  yellow: '#e0b824',
  brown: '#6a4a33',
  gold: '#a88650',
} as const;
export type ColourFamily = keyof typeof COLOUR_FAMILIES;

export const INTERIOR_FAMILIES = { black: '#2b2c30', grey: '#7b7e84', tan: '#a8794f' } as const;
export type InteriorFamily = keyof typeof INTERIOR_FAMILIES;

type Paint = readonly [name: string, family: ColourFamily, weight: number];

const PAINTS: Record<string, readonly Paint[]> = {
  Mazda: [
    ['Soul Red Crystal', 'red', 4],
    ['Machine Grey', 'grey', 3],
    ['Jet Black', 'black', 3],
    ['Snowflake White Pearl', 'white', 4],
    ['Deep Crystal Blue', 'blue', 2],
    ['Polymetal Grey', 'grey', 2],
    ['Sonic Silver', 'silver', 2],
    ['Platinum Quartz', 'silver', 1],
    ['Zircon Sand', 'gold', 1],
    ['Rhodium White', 'white', 2],
    ['Artisan Red', 'red', 1],
  ],
  Toyota: [
    ['Glacier White', 'white', 5],
    ['Eclipse Black', 'black', 3],
    ['Silver Pearl', 'silver', 2],
    ['Graphite', 'grey', 3],
    ['Crystal Pearl', 'white', 2],
    ['Feverish Red', 'red', 1],
    ['Saturn Blue', 'blue', 1],
    ['Oxide Bronze', 'gold', 1],
    ['Eclectic Blue', 'blue', 1],
  ],
  Nissan: [
    ['Ivory Pearl', 'white', 4],
    ['Diamond Black', 'black', 3],
    ['Gun Metallic', 'grey', 3],
    ['Brilliant Silver', 'silver', 2],
    ['Magnetic Red', 'red', 1],
    ['Caspian Blue', 'blue', 1],
    ['Champagne Silver', 'gold', 1],
  ],
  'Suzuki Australia': [
    ['Pure White Pearl', 'white', 3],
    ['Super Black Pearl', 'black', 2],
    ['Premium Silver', 'silver', 2],
    ['Burning Red', 'red', 2],
    ['Frontier Blue', 'blue', 2],
    ['Kinetic Yellow', 'yellow', 1],
    ['Jungle Green', 'green', 1],
    ['Granite Grey', 'grey', 1],
  ],
  'Isuzu UTE': [
    ['Mineral White', 'white', 5],
    ['Cosmic Black', 'black', 2],
    ['Mercury Silver', 'silver', 2],
    ['Obsidian Grey', 'grey', 2],
    ['Cobalt Blue', 'blue', 1],
    ['Volcanic Amber', 'orange', 1],
    ['Magnetic Red', 'red', 1],
  ],
  'Mercedes Benz': [
    ['Polar White', 'white', 3],
    ['Obsidian Black', 'black', 4],
    ['Iridium Silver', 'silver', 2],
    ['Graphite Grey', 'grey', 3],
    ['Spectral Blue', 'blue', 1],
    ['Patagonia Red', 'red', 1],
    ['Selenite Grey', 'grey', 1],
  ],
};

const GENERIC: readonly Paint[] = [
  ['White', 'white', 8],
  ['Black', 'black', 4],
  ['Silver', 'silver', 4],
  ['Grey', 'grey', 5],
  ['Blue', 'blue', 3],
  ['Red', 'red', 3],
  ['Green', 'green', 1],
  ['Orange', 'orange', 1],
  ['Yellow', 'yellow', 1],
  ['Brown', 'brown', 1],
  ['Bronze', 'gold', 1],
];

const CARAVAN: readonly Paint[] = [
  ['White', 'white', 8],
  ['Silver', 'silver', 2],
  ['Grey', 'grey', 2],
  ['Black', 'black', 1],
];

const MOTORCYCLE: readonly Paint[] = [
  ['Black', 'black', 5],
  ['Matte Grey', 'grey', 3],
  ['Racing Red', 'red', 3],
  ['Icon Blue', 'blue', 3],
  ['Lime Green', 'green', 2],
  ['White', 'white', 2],
  ['Orange', 'orange', 1],
  ['Silver', 'silver', 1],
];

export function paintsFor(make: string, kind: 'car' | 'caravan' | 'motorcycle' | 'truck'): readonly Paint[] {
  if (kind === 'caravan') return CARAVAN;
  if (kind === 'motorcycle') return MOTORCYCLE;
  if (kind === 'truck') return CARAVAN;
  return PAINTS[make] ?? GENERIC;
}

type Trim = readonly [name: string, family: InteriorFamily, weight: number];

const CLOTH: readonly Trim[] = [
  ['Black Cloth', 'black', 6],
  ['Grey Cloth', 'grey', 2],
];
const LEATHER: readonly Trim[] = [
  ['Black Leather', 'black', 5],
  ['Tan Leather', 'tan', 2],
  ['Grey Leather', 'grey', 1],
  ['Pure White Leather', 'grey', 1],
];

export function trimsFor(upmarket: boolean): readonly Trim[] {
  return upmarket ? LEATHER : CLOTH;
}
