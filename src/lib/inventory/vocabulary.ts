/**
 * The words the whole product uses about a car: its types, its statuses and when its price shows.
 * Plain data without zod, so browser islands can import it; the zod forms are in schema/fields.ts.
 */

export const CAR_TYPES = ['new', 'demo', 'used'] as const;
export type CarType = (typeof CAR_TYPES)[number];

export function isCarType(value: unknown): value is CarType {
  return (CAR_TYPES as readonly unknown[]).includes(value);
}

/** Statuses the product acts on; feeds send others too (all of them count as unavailable). */
export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;

/** in_stock and coming_soon count as available; sold and every other status are unavailable. */
export const AVAILABLE_STATUSES: readonly string[] = ['in_stock', 'coming_soon'] satisfies readonly (typeof CAR_STATUSES)[number][];

export function isAvailableStatus(status: string | null | undefined): boolean {
  return status != null && AVAILABLE_STATUSES.includes(status);
}

/** A price at or below this is never shown ('Enquire for price.'), nor used as the car's price. */
const MIN_SHOWN_PRICE = 10;

/** Whether a price is shown: a finite number above 10. */
export function showsPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > MIN_SHOWN_PRICE;
}
