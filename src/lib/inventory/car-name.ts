import type { Car } from './car-schema.ts';
import { normaliseMakeName } from './manufacturers.ts';

export type CarNameParts = Partial<Pick<Car, 'year' | 'make' | 'model' | 'badge' | 'series'>>;

/** Display title: year, make (display name), model, badge, series, skipping empty parts. */
export function carTitle(car: CarNameParts): string {
  const parts = [car.year, car.make == null ? null : normaliseMakeName(car.make), car.model, car.badge, car.series];
  return parts
    .map((part) => (part == null ? '' : String(part).trim()))
    .filter((part) => part !== '')
    .join(' ');
}
