/** Fuel calculator defaults (rule: vehicle.fuel-calculator). */
export const FUEL_DEFAULTS = { pricePerLitre: 1.7, kmPerWeek: 250, litresPer100km: 10 } as const;

export interface FuelCar {
  simple_fuel?: string | null | undefined;
  fuel?: string | null | undefined;
  variant?: { fuelconsumptioncombined?: number | null | undefined } | null | undefined;
}

/** Electric cars burn no fuel: the fuel calculator is hidden for them (hybrids keep it). */
export function isElectric(car: FuelCar): boolean {
  const fuel = (car.simple_fuel ?? car.fuel ?? '').toLowerCase();
  return fuel === 'electric' || (fuel.includes('electric') && !fuel.includes('hybrid'));
}

/**
 * A caravan or camper trailer is towed: it burns no fuel of its own, so it has no fuel calculator
 * (a motorhome or campervan, driven, keeps it) (rule: vehicle.fuel-calculator).
 */
export function isTowed(
  car: FuelCar & { item_type?: string | null | undefined; body?: string | null | undefined; simple_body?: string | null | undefined },
): boolean {
  return car.item_type === 'caravan' && !/\b(motor ?home|campervan)\b/i.test(`${car.body ?? ''} ${car.simple_body ?? ''}`);
}

/** The car's combined consumption, or the 10 L/100km fallback when the variant has none. */
export function consumptionFor(car: FuelCar): { litresPer100km: number; fallback: boolean } {
  const own = car.variant?.fuelconsumptioncombined;
  return typeof own === 'number' && own > 0 ? { litresPer100km: own, fallback: false } : { litresPer100km: FUEL_DEFAULTS.litresPer100km, fallback: true };
}

/** Numeric parsing only: digits and one decimal point are kept, anything else becomes 0. */
export function parseNumeric(text: string): number {
  const cleaned = text.replace(/[^\d.]/g, '');
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

export interface FuelCost {
  week: number;
  month: number;
  year: number;
}

/** Fuel cost in dollars for a weekly distance at a price per litre and a consumption. */
export function fuelCost(kmPerWeek: number, pricePerLitre: number, litresPer100km: number): FuelCost {
  const week = (kmPerWeek / 100) * litresPer100km * pricePerLitre;
  return { week, month: (week * 52) / 12, year: week * 52 };
}
