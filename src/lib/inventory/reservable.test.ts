import { describe, expect, it } from 'vitest';
import { isReservableUnder } from './reservable.ts';

const car = (status: string, more: { reserved?: boolean; payment_processors?: string[] } = {}) => ({ status, ...more });

describe('which cars are reservable (rule: vehicle.reserve)', () => {
  it('by availability: a car in stock and not reserved, processors or not', () => {
    expect(isReservableUnder('availability', car('in_stock'))).toBe(true);
    expect(isReservableUnder('availability', car('in_stock', { payment_processors: [] }))).toBe(true);
    expect(isReservableUnder('availability', car('coming_soon', { payment_processors: ['stripe'] }))).toBe(false);
    expect(isReservableUnder('availability', car('in_stock', { reserved: true }))).toBe(false);
    expect(isReservableUnder('availability', car('sold'))).toBe(false);
  });

  it('by payment processors: an available car that lists one', () => {
    expect(isReservableUnder('payment_processors', car('in_stock', { payment_processors: ['stripe'] }))).toBe(true);
    expect(isReservableUnder('payment_processors', car('coming_soon', { payment_processors: ['stripe'] }))).toBe(true);
    expect(isReservableUnder('payment_processors', car('in_stock'))).toBe(false);
    expect(isReservableUnder('payment_processors', car('in_stock', { payment_processors: ['stripe'], reserved: true }))).toBe(false);
  });

  it('never where the dealer takes no reservations', () => {
    expect(isReservableUnder(null, car('in_stock', { payment_processors: ['stripe'] }))).toBe(false);
  });
});
