import { isAvailableStatus } from './vocabulary.ts';

/** `purchase.reserve.mode`: which cars a dealer takes reservations on. */
export type ReserveMode = 'payment_processors' | 'availability';

/** What decides whether a car is reservable. */
export type ReservableCar = {
  status?: string | null | undefined;
  reserved?: boolean | null | undefined;
  payment_processors?: readonly string[] | null | undefined;
};

/**
 * The one rule for a reservable car (rule: vehicle.reserve), used by listing cards, the car page,
 * the checkout, the purchase journey and the reservation server alike: the dealer takes
 * reservations (`mode` not null), the car is not already reserved, and under `payment_processors`
 * it is available and lists a payment processor; under `availability` it is in stock (a car still
 * coming soon cannot be held).
 */
export function isReservableUnder(mode: ReserveMode | null, car: ReservableCar): boolean {
  if (mode === null || car.reserved === true) return false;
  if (mode === 'availability') return car.status === 'in_stock';
  return isAvailableStatus(car.status) && (car.payment_processors?.length ?? 0) > 0;
}
