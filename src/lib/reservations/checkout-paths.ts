import type { DealerConfig } from '../dealer/dealer-config.ts';
import type { Car } from '../inventory/car-schema.ts';
import { isReservable } from '../vehicle/actions.ts';

/**
 * The cars that get a checkout page at `/cars/{slug}/{route}`: where `purchase.checkout_path` is
 * that route, every car the dealer would let be reserved were it not reserved already — so a car
 * reserved since (or released again) keeps its page, which says whether it can be reserved now.
 */
export function hasCheckoutPage(car: Car, config: Pick<DealerConfig, 'purchase'>, route: DealerConfig['purchase']['checkout_path']): boolean {
  return config.purchase.checkout_path === route && isReservable({ ...car, reserved: false }, config.purchase);
}
