import { expiryEpochMs, toEpochMs, type DateInput } from '../dates.ts';

/** The promo card fields placement depends on (rule: listing.promo-cards). */
export interface PromoLike {
  start?: DateInput | null | undefined;
  expiry?: DateInput | null | undefined;
  position?: number | null | undefined;
  /** Car types the promo is meant for; empty or missing means every listing. */
  display?: readonly string[] | null | undefined;
  /** When true the promo shows only when every selected car type is in `display`. */
  strictDisplay?: boolean | null | undefined;
}

/** Grid positions (1-based): one, several, or 'random' = 3 plus a random offset of 0 to 2. */
export type PromoPositionSetting = number | readonly number[] | 'random';

export type Rng = () => number;

export interface PromoPlacementOptions {
  positions: PromoPositionSetting;
  /** Shuffle the promos without a position. */
  shuffle: boolean;
  rng: Rng;
  now: Date;
  /** 1-based page; slot k on page p uses promo (p - 1) × slots + k so pages rotate promos. */
  page: number;
  /** The car_type refinement of the listing, for display conditions. */
  carTypes: readonly string[];
}

export type GridItem<C, P> = { type: 'car'; car: C } | { type: 'promo'; promo: P };

/** Sorted, deduplicated, positive grid positions for a setting. */
export function resolvePromoPositions(setting: PromoPositionSetting, rng: Rng = Math.random): number[] {
  if (setting === 'random') return [3 + Math.min(2, Math.floor(rng() * 3))];
  const list = typeof setting === 'number' ? [setting] : setting;
  return [...new Set(list.filter((p) => Number.isInteger(p) && p >= 1))].sort((a, b) => a - b);
}

/** Promos whose start has passed and whose expiry has not (a date-only expiry lasts all day). */
export function activePromos<P extends PromoLike>(promos: readonly P[], now: Date): P[] {
  const t = now.getTime();
  return promos.filter((promo) => {
    const start = toEpochMs(promo.start);
    const expiry = expiryEpochMs(promo.expiry);
    return (start === null || start <= t) && (expiry === null || t <= expiry);
  });
}

/**
 * The last moment at or before `now` when the set of active promos changed (a start, or the end
 * of an expiry), or null when it never did: from then to `now` `activePromos` gives the same set.
 */
export function lastPromoChange(promos: readonly PromoLike[], now: Date): number | null {
  const t = now.getTime();
  let last: number | null = null;
  for (const promo of promos) {
    const start = toEpochMs(promo.start);
    const expiry = expiryEpochMs(promo.expiry);
    for (const at of [start, expiry === null ? null : expiry + 1]) if (at !== null && at <= t && (last === null || at > last)) last = at;
  }
  return last;
}

/** Whether a promo's car-type display condition allows it on a listing refined to `carTypes`. */
export function promoMatchesCarTypes(promo: PromoLike, carTypes: readonly string[]): boolean {
  const display = promo.display ?? [];
  if (display.length === 0) return true;
  if (promo.strictDisplay === true) {
    return carTypes.length > 0 && carTypes.every((type) => display.includes(type));
  }
  return carTypes.length === 0 || carTypes.some((type) => display.includes(type));
}

/** Promos with a position first, by position; then the rest in their order, or shuffled. */
export function orderPromos<P extends PromoLike>(promos: readonly P[], shuffle = false, rng: Rng = Math.random): P[] {
  const positioned = promos.filter((p) => typeof p.position === 'number').sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const rest = promos.filter((p) => typeof p.position !== 'number');
  if (shuffle) {
    for (let i = rest.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [rest[i], rest[j]] = [rest[j] as P, rest[i] as P];
    }
  }
  return [...positioned, ...rest];
}

/**
 * One page of the listing grid with promo cards placed at their 1-based grid positions. The k-th
 * slot filled uses promos[k % promos.length]. A position beyond the end of the page (more than one
 * past the last car) is left out, so a short page shows no promo there.
 */
export function placePromos<C, P extends PromoLike>(
  cars: readonly C[],
  promos: readonly P[],
  options: Pick<PromoPlacementOptions, 'positions'> & Partial<PromoPlacementOptions>,
): Array<GridItem<C, P>> {
  const rng = options.rng ?? Math.random;
  const items: Array<GridItem<C, P>> = cars.map((car) => ({ type: 'car', car }));
  const candidates = orderPromos(
    activePromos(promos, options.now ?? new Date()).filter((p) => promoMatchesCarTypes(p, options.carTypes ?? [])),
    options.shuffle ?? false,
    rng,
  );
  if (candidates.length === 0 || cars.length === 0) return items;

  const positions = resolvePromoPositions(options.positions, rng);
  const firstSlot = (Math.max(1, Math.floor(options.page ?? 1)) - 1) * positions.length;
  positions.forEach((position, i) => {
    if (position > items.length + 1) return;
    const promo = candidates[(firstSlot + i) % candidates.length] as P;
    items.splice(position - 1, 0, { type: 'promo', promo });
  });
  return items;
}
