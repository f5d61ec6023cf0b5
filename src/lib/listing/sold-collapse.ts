import { isAvailableStatus } from '../inventory/vocabulary.ts';

/**
 * Where sold handling is on, a run of consecutive unavailable (sold) cars collapses to its first car.
 * Apply to one page of hits before placing promo cards.
 */
export function collapseSoldRuns<C extends { status: string }>(cars: readonly C[], enabled = true): C[] {
  if (!enabled) return [...cars];
  return cars.filter((car, i) => {
    if (isAvailableStatus(car.status)) return true;
    const previous = cars[i - 1];
    return previous === undefined || isAvailableStatus(previous.status);
  });
}
