import { STRINGS } from '../strings.ts';
import { isAvailableStatus } from '../inventory/vocabulary.ts';
import { NEW_ARRIVAL_DAYS, SOLD_LISTED_DAYS } from './constants.ts';
import { DAY_MS, toEpochMs, type DateInput } from './dates.ts';

/** The car fields the tag depends on (spec part 1 §3). */
export interface TagCar {
  status: string;
  reserved?: boolean | null | undefined;
  certified?: boolean | null | undefined;
  car_type?: string | null | undefined;
  make?: string | null | undefined;
  tag?: string | null | undefined;
  fuel?: string | null | undefined;
  simple_fuel?: string | null | undefined;
  created_at?: DateInput | null | undefined;
  sold_at?: DateInput | null | undefined;
}

export type CarTagKind =
  | 'electric'
  | 'hybrid'
  | 'reserved'
  | 'certified-toyota'
  | 'custom'
  | 'coming-soon'
  | 'new-arrival'
  | 'sold'
  | 'just-sold';

export interface CarTag {
  kind: CarTagKind;
  /** Text shown on the tag; for the certified image badge it is the image's alt text. */
  label: string;
}

export interface TagOptions {
  /** Show an Electric or Hybrid tag for electric and hybrid cars (priority 1). */
  electricHybridTag: boolean;
  electricLabel: string;
  hybridLabel: string;
  /** Show the certified pre-owned Toyota image badge for certified used Toyotas (priority 3). */
  certifiedToyotaBadge: boolean;
  certifiedToyotaLabel: string;
  /** 'New' by default; some dealers use 'JUST ARRIVED'. */
  newArrivalLabel: string;
  newArrivalDays: number;
  /** Sold cars still listed carry 'JUST SOLD' instead of 'SOLD'. */
  justSoldTag: boolean;
  /** How long after sold_at a sold car counts as just sold (the sold listing window). */
  justSoldDays: number;
}

export const DEFAULT_TAG_OPTIONS: TagOptions = {
  electricHybridTag: false,
  electricLabel: 'Electric',
  hybridLabel: 'Hybrid',
  certifiedToyotaBadge: false,
  certifiedToyotaLabel: 'Toyota Certified Pre-Owned',
  newArrivalLabel: STRINGS.tagNewArrival,
  newArrivalDays: NEW_ARRIVAL_DAYS,
  justSoldTag: false,
  justSoldDays: SOLD_LISTED_DAYS,
};

/** 'electric', 'hybrid' or null from the car's fuel text; petrol/electric mixes count as hybrid. */
export function electrification(car: Pick<TagCar, 'fuel' | 'simple_fuel'>): 'electric' | 'hybrid' | null {
  const fuel = `${car.simple_fuel ?? ''} ${car.fuel ?? ''}`.toLowerCase();
  if (fuel.includes('hybrid')) return 'hybrid';
  if (!fuel.includes('electric')) return null;
  return /petrol|diesel|unleaded|gas/.test(fuel) ? 'hybrid' : 'electric';
}

/**
 * The single tag a listing card or detail page shows, chosen in the spec's priority order for an
 * available car; an unavailable car shows the sold tag. Returns null for no tag.
 */
export function carTag(car: TagCar, now: Date, options: Partial<TagOptions> = {}): CarTag | null {
  const o: TagOptions = { ...DEFAULT_TAG_OPTIONS, ...options };
  if (!isAvailableStatus(car.status)) return soldTag(car, now, o);

  if (o.electricHybridTag) {
    const kind = electrification(car);
    if (kind === 'electric') return { kind, label: o.electricLabel };
    if (kind === 'hybrid') return { kind, label: o.hybridLabel };
  }
  if (car.reserved === true) return { kind: 'reserved', label: STRINGS.tagReserved };
  if (
    o.certifiedToyotaBadge &&
    car.certified === true &&
    car.car_type === 'used' &&
    car.make?.trim().toLowerCase() === 'toyota'
  ) {
    return { kind: 'certified-toyota', label: o.certifiedToyotaLabel };
  }
  const custom = car.tag?.trim();
  if (custom) return { kind: 'custom', label: custom };
  if (car.status === 'coming_soon') return { kind: 'coming-soon', label: STRINGS.tagComingSoon };

  const created = toEpochMs(car.created_at);
  if (created !== null && now.getTime() - created < o.newArrivalDays * DAY_MS) {
    return { kind: 'new-arrival', label: o.newArrivalLabel };
  }
  return null;
}

function soldTag(car: TagCar, now: Date, o: TagOptions): CarTag {
  if (o.justSoldTag && car.status === 'sold') {
    const soldAt = toEpochMs(car.sold_at);
    // Without sold_at the car is still listed, so the listing window itself says it sold recently.
    if (soldAt === null || now.getTime() - soldAt < o.justSoldDays * DAY_MS) {
      return { kind: 'just-sold', label: STRINGS.tagJustSold };
    }
  }
  return { kind: 'sold', label: STRINGS.tagSold };
}
