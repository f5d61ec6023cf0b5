import type { Car } from '../inventory/car-schema.ts';
import { carTitle } from '../inventory/car-name.ts';
import { STRINGS } from '../strings.ts';

type MetaCar = Pick<
  Car,
  'year' | 'make' | 'model' | 'badge' | 'series' | 'colour' | 'stocknum' | 'car_type' | 'km' | 'trans' | 'simple_transmission' | 'fuel' | 'simple_fuel'
>;

const kilometres = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * A car page's `<title>` (before the dealer's name the layout adds): the car's name as the page
 * shows it (year, make, model, badge, series), then what tells it apart from the dealer's other
 * cars of the same name: its colour and its stock number (rule: site.unique-titles).
 */
export function carPageTitle(car: MetaCar): string {
  return STRINGS.carPageTitle(carTitle(car), text(car.colour), car.stocknum == null ? null : text(String(car.stocknum)));
}

/**
 * A car page's meta description: its title, the dealer, the price shown (or the no-price text), and
 * the facts a shopper compares in search results: odometer (not on a new car), transmission and fuel.
 */
export function carPageDescription(car: MetaCar, { dealerName, priceText }: { dealerName: string; priceText: string }): string {
  const odometer = car.car_type !== 'new' && typeof car.km === 'number' ? `${kilometres.format(car.km)} km` : null;
  const facts = [odometer, text(car.trans) ?? text(car.simple_transmission), text(car.fuel) ?? text(car.simple_fuel)].filter(Boolean);
  const price = `${priceText.trim().replace(/\.+$/, '')}.`;
  return STRINGS.carPageDescription(carPageTitle(car), dealerName, price, facts.length > 0 ? `${facts.join(', ')}.` : '');
}
