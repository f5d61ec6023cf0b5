import { CAR_TYPES } from '../inventory/vocabulary.ts';
import { STRINGS } from '../strings.ts';

export type CarTypeToggleId = 'all' | 'new' | 'new-demo' | 'demo' | 'used';

export interface CarTypeToggleOption {
  id: CarTypeToggleId;
  label: string;
  /** The car_type refinement the option stands for; empty means all. */
  carTypes: readonly string[];
  /** The listing route the option links to. */
  href: string;
}

export interface CarTypeToggleSettings {
  /** Offer 'New / Demo' (new and demo together) after 'New'. */
  newDemoOption: boolean;
  hideAll: boolean;
  hideNew: boolean;
  hideDemo: boolean;
  /** The car types the dealer carries (stock.used_only, stock.car_types): options for others are left out. */
  carried: readonly string[];
}

const OPTIONS: readonly CarTypeToggleOption[] = [
  { id: 'all', label: STRINGS.carTypeAll, carTypes: [], href: '/search/new-used-and-demo-cars' },
  { id: 'new', label: STRINGS.carTypeNew, carTypes: ['new'], href: '/search/new-cars' },
  { id: 'new-demo', label: STRINGS.carTypeNewDemo, carTypes: ['new', 'demo'], href: '/search/new-and-demo-cars' },
  { id: 'demo', label: STRINGS.carTypeDemo, carTypes: ['demo'], href: '/search/demo-cars' },
  { id: 'used', label: STRINGS.carTypeUsed, carTypes: ['used'], href: '/search/used-cars' },
];

/**
 * The toggle's options in display order: All, New, (New / Demo), Demo, Used, minus hidden ones and
 * those for car types the dealer does not carry; none at all when that leaves nothing to choose
 * between (a used-only dealer's All and Used are the same cars; rule: listing.car-type-toggle).
 */
export function carTypeToggleOptions(settings: Partial<CarTypeToggleSettings> = {}): CarTypeToggleOption[] {
  const carried = settings.carried;
  const options = OPTIONS.filter(
    (o) =>
      !(o.id === 'all' && settings.hideAll === true) &&
      !(o.id === 'new' && settings.hideNew === true) &&
      !(o.id === 'demo' && settings.hideDemo === true) &&
      !(o.id === 'new-demo' && settings.newDemoOption !== true) &&
      (carried === undefined || o.carTypes.every((type) => carried.includes(type))),
  );
  return carried !== undefined && carried.length < 2 ? [] : options;
}

export function carTypeToggleOption(id: CarTypeToggleId): CarTypeToggleOption {
  return OPTIONS.find((o) => o.id === id) as CarTypeToggleOption;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/** The option a car_type refinement selects: 'all' when empty, null for a combination no option has. */
export function activeCarTypeToggle(carTypes: readonly string[] | undefined): CarTypeToggleId | null {
  const unique = [...new Set(carTypes ?? [])];
  if (unique.length === 0) return 'all';
  if (sameSet(unique, CAR_TYPES)) return 'all';
  return OPTIONS.find((o) => o.id !== 'all' && sameSet(o.carTypes, unique))?.id ?? null;
}

/**
 * The car_type refinement after clicking an option. One option is selected at a time; clicking
 * the selected option again clears it, and an empty selection means all.
 */
export function clickCarTypeToggle(current: readonly string[] | undefined, clicked: CarTypeToggleId): string[] {
  if (clicked === 'all' || activeCarTypeToggle(current) === clicked) return [];
  return [...carTypeToggleOption(clicked).carTypes];
}

/** The option for a listing route such as /search/used-cars, or null for other paths. */
export function carTypeToggleForPath(path: string): CarTypeToggleId | null {
  const clean = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return OPTIONS.find((o) => o.href === clean)?.id ?? null;
}
