import { DAY_MS, toEpochMs, type DateInput } from '../dates.ts';
import type { DealerConfig } from '../dealer/dealer-config.ts';
import { STRINGS } from '../strings.ts';
import { isAvailableStatus } from './vocabulary.ts';

/** The car fields the tag depends on (rule: stock.tags). */
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

type CarTagKind = 'electric' | 'hybrid' | 'reserved' | 'certified-toyota' | 'custom' | 'coming-soon' | 'new-arrival' | 'sold' | 'just-sold';

export interface CarTag {
  kind: CarTagKind;
  /** Text shown on the tag; for the certified image badge it is the image's alt text. */
  label: string;
}

/** The dealer's tag switches (`tagOptionsFor`). */
export interface TagOptions {
  /** Show an Electric or Hybrid tag for electric and hybrid cars (priority 1). */
  electricHybridTag: boolean;
  /** Show the certified pre-owned Toyota image badge for certified used Toyotas (priority 3). */
  certifiedToyotaBadge: boolean;
  /** On a new car: 'New' by default; some dealers use 'JUST ARRIVED'. */
  newArrivalLabel: string;
  /** On any other car: 'JUST ARRIVED' by default, so a used car's tag never reads as "new car". */
  usedArrivalLabel: string;
  /** Sold cars still listed carry 'JUST SOLD' instead of 'SOLD'. */
  justSoldTag: boolean;
  /** How long after sold_at a sold car counts as just sold (the sold listing window). */
  justSoldDays: number;
}

/** A car created less than this many days ago is a new arrival. */
const NEW_ARRIVAL_DAYS = 8;

const LABELS = { electric: 'Electric', hybrid: 'Hybrid', certifiedToyota: 'Toyota Certified Pre-Owned' } as const;

export function tagOptionsFor(config: Pick<DealerConfig, 'tags' | 'stock'>): TagOptions {
  return {
    electricHybridTag: config.tags.electric_hybrid,
    certifiedToyotaBadge: config.tags.certified_used_toyota_badge,
    newArrivalLabel: config.tags.new_arrival_text,
    usedArrivalLabel: config.tags.used_arrival_text,
    justSoldTag: config.tags.sold_text === STRINGS.tagJustSold,
    justSoldDays: config.stock.include_sold_cars_days,
  };
}

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
export function carTag(car: TagCar, now: Date, o: TagOptions): CarTag | null {
  return carTagUntil(car, now, o).tag;
}

/**
 * `carTag`, and `until`: the instant (ms) the tag lapses with time alone (a new arrival's or a just
 * sold car's), or null when only a change to the car or the dealer's switches changes it. A build
 * keeps an unchanged car's pages while its time has not come (build-one-dealer.ts).
 */
export function carTagUntil(car: TagCar, now: Date, o: TagOptions): { tag: CarTag | null; until: number | null } {
  if (!isAvailableStatus(car.status)) return soldTag(car, now, o);
  const lasting = (tag: CarTag | null) => ({ tag, until: null });

  if (o.electricHybridTag) {
    const kind = electrification(car);
    if (kind) return lasting({ kind, label: LABELS[kind] });
  }
  if (car.reserved === true) return lasting({ kind: 'reserved', label: STRINGS.tagReserved });
  if (o.certifiedToyotaBadge && car.certified === true && car.car_type === 'used' && car.make?.trim().toLowerCase() === 'toyota') {
    return lasting({ kind: 'certified-toyota', label: LABELS.certifiedToyota });
  }
  const custom = car.tag?.trim();
  if (custom) return lasting({ kind: 'custom', label: custom });
  if (car.status === 'coming_soon') return lasting({ kind: 'coming-soon', label: STRINGS.tagComingSoon });

  const created = toEpochMs(car.created_at);
  if (created !== null && now.getTime() - created < NEW_ARRIVAL_DAYS * DAY_MS) {
    const label = car.car_type === 'new' ? o.newArrivalLabel : o.usedArrivalLabel;
    return { tag: { kind: 'new-arrival', label }, until: created + NEW_ARRIVAL_DAYS * DAY_MS };
  }
  return lasting(null);
}

function soldTag(car: TagCar, now: Date, o: TagOptions): { tag: CarTag; until: number | null } {
  if (o.justSoldTag && car.status === 'sold') {
    const soldAt = toEpochMs(car.sold_at);
    // Without sold_at the car is still listed, so the listing window itself says it sold recently.
    if (soldAt === null) return { tag: { kind: 'just-sold', label: STRINGS.tagJustSold }, until: null };
    if (now.getTime() - soldAt < o.justSoldDays * DAY_MS) {
      return { tag: { kind: 'just-sold', label: STRINGS.tagJustSold }, until: soldAt + o.justSoldDays * DAY_MS };
    }
  }
  return { tag: { kind: 'sold', label: STRINGS.tagSold }, until: null };
}
