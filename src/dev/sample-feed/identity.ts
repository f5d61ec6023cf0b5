import { normaliseMakeName } from '../../lib/inventory/manufacturers.ts';
import type { Rng } from './prng.ts';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** World manufacturer identifiers as they appear on Australian-delivered vehicles, by display make name. */
const WMI: Record<string, readonly string[]> = {
  Mazda: ['JM0', 'JMZ', 'MM0'],
  Toyota: ['JTM', 'JTN', 'MR0', 'JTE'],
  Nissan: ['JN1', 'MNT', '5N1'],
  Suzuki: ['JS3', 'MA3', 'TSM'],
  Isuzu: ['MPA', 'MPB', 'JAA'],
  'Mercedes-Benz': ['W1K', 'W1N', 'WDD', 'W1V'],
  Hyundai: ['KMH', 'KMF'],
  Kia: ['KNA', 'KNE'],
  Ford: ['MNA', 'WF0', '6FP'],
  Holden: ['6G1', '6H8', 'MMU'],
  Mitsubishi: ['MMA', 'JMF'],
  Subaru: ['JF1', 'JF2'],
  Volkswagen: ['WVW', 'WVG', 'WV1'],
  Honda: ['JHM', 'MRH'],
  BMW: ['WBA', 'WBS'],
  Audi: ['WAU', 'WUA'],
  Tesla: ['LRW', '5YJ'],
  MG: ['LSJ'],
  GWM: ['LGW'],
  BYD: ['LGX', 'LC0'],
  Jeep: ['1C4', 'ZAC'],
  'Land Rover': ['SAL'],
  Lexus: ['JTH', 'JTJ'],
  Volvo: ['YV1', 'LVY'],
  Porsche: ['WP0', 'WP1'],
  Jayco: ['6J2'],
  Honda_Moto: ['JH2', 'MLH'],
};

/** VIN year character (position 10) for a model year. */
function vinYearCode(year: number): string {
  return YEAR_CODES[(((year - 1980) % 30) + 30) % 30] ?? 'A';
}

/** A 17-character VIN: the make's identifier, random descriptor and serial, the model-year code at position 10. */
export function vin(rng: Rng, make: string, year: number, itemType: string): string {
  const key = itemType === 'motorcycle' && make === 'Honda' ? 'Honda_Moto' : normaliseMakeName(make);
  const prefixes =
    WMI[key] ??
    (itemType === 'caravan'
      ? ['6H9', '6T9', '6U9']
      : [
          `${make
            .replace(/[^A-Z]/gi, '')
            .toUpperCase()
            .padEnd(3, 'X')
            .slice(0, 2)}1`,
        ]);
  const prefix = rng.pick(prefixes).replace(/[IOQ]/g, 'X');
  const chars = (n: number) => Array.from({ length: n }, () => rng.pick([...VIN_CHARS])).join('');
  return `${prefix}${chars(6)}${vinYearCode(year)}${chars(1)}${Array.from({ length: 6 }, () => rng.pick([...DIGITS])).join('')}`;
}

const letters = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.pick([...LETTERS])).join('');
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.pick([...DIGITS])).join('');

/** A registration plate in the state's current general-issue format. */
export function regoPlate(rng: Rng, state: string): string {
  switch (state) {
    case 'NSW':
      return `${letters(rng, 2)}${digits(rng, 2)}${letters(rng, 2)}`;
    case 'VIC':
      return rng.chance(0.6) ? `${digits(rng, 1)}${letters(rng, 2)}${digits(rng, 1)}${letters(rng, 2)}` : `${letters(rng, 3)}${digits(rng, 3)}`;
    case 'QLD':
      return rng.chance(0.5) ? `${digits(rng, 3)}${letters(rng, 2)}${digits(rng, 1)}` : `${digits(rng, 3)}${letters(rng, 3)}`;
    case 'WA':
      return `1${letters(rng, 3)}${digits(rng, 3)}`;
    case 'SA':
      return `S${digits(rng, 3)}${letters(rng, 3)}`;
    case 'TAS':
      return `${letters(rng, 1)}${digits(rng, 2)}${letters(rng, 2)}`;
    default:
      return `${letters(rng, 3)}${digits(rng, 2)}${letters(rng, 1)}`;
  }
}

export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;

/** Lowercase URL slug of free text. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const isoMonth = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
