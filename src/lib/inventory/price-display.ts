import type { DealerConfig } from '../dealer/dealer-config.ts';
import { showsPrice } from './vocabulary.ts';

/** The car fields price display depends on (rule: stock.price-display). */
export interface PriceCar {
  price?: number | null | undefined;
  before_price?: number | null | undefined;
  subscription_price?: number | null | undefined;
  preorder?: boolean | null | undefined;
  price_type?: string | null | undefined;
}

/** The dealer's price switches (`priceOptionsFor`). */
export interface PriceDisplayOptions {
  /** Show subscription_price instead of the car price when present. */
  subscriptionPricing: boolean;
  /** Show before_price struck through when it is above the price (`pricing.default_mode: "reduced"`). */
  reducedPricing: boolean;
  noPriceText: string;
}

export function priceOptionsFor(config: Pick<DealerConfig, 'pricing'>): PriceDisplayOptions {
  const mode = config.pricing.default_mode;
  return {
    subscriptionPricing: mode === 'subscription',
    reducedPricing: mode === 'reduced',
    noPriceText: config.pricing.no_price_text,
  };
}

interface Shown {
  amount: number;
  formatted: string;
  priceTypeLabel: string | null;
}

export type PriceDisplay =
  | ({ mode: 'subscription' } & Shown)
  | ({ mode: 'reduced'; beforeAmount: number; beforeFormatted: string } & Shown)
  | ({ mode: 'car-price' } & Shown)
  | { mode: 'pre-order'; amount: number | null; formatted: string | null; priceTypeLabel: string | null }
  | { mode: 'no-price'; text: string };

const aud = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole Australian dollars: 34990 → '$34,990'. */
export function formatAud(value: number): string {
  return aud.format(Math.round(value));
}

const PRICE_TYPE_LABELS: Readonly<Record<string, string>> = {
  drive_away: 'Drive Away',
  driveaway: 'Drive Away',
  'drive away': 'Drive Away',
  dap: 'Drive Away',
  egc: 'Excl. Government Charges',
  excl_govt_charges: 'Excl. Government Charges',
  excl_government_charges: 'Excl. Government Charges',
  'excl. government charges': 'Excl. Government Charges',
};

/**
 * Label for a raw price_type: known codes map to the spec's labels, other snake_case codes become
 * Title Case words, and text that already reads as a label is kept.
 */
export function priceTypeLabel(raw: string | null | undefined, extra: Readonly<Record<string, string>> = {}): string | null {
  const value = raw?.trim();
  if (!value) return null;
  const key = value.toLowerCase();
  const known = extra[key] ?? PRICE_TYPE_LABELS[key];
  if (known) return known;
  if (/[A-Z\s]/.test(value)) return value;
  return value
    .split(/[_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * How a car's price is displayed: subscription (when enabled and present), pre-order, reduced
 * (before_price above the price), the car price, or the no-price text.
 */
export function priceDisplay(car: PriceCar, o: PriceDisplayOptions): PriceDisplay {
  const label = priceTypeLabel(car.price_type);

  if (o.subscriptionPricing && showsPrice(car.subscription_price)) {
    const amount = car.subscription_price;
    return { mode: 'subscription', amount, formatted: formatAud(amount), priceTypeLabel: null };
  }
  if (car.preorder === true) {
    const amount = showsPrice(car.price) ? car.price : null;
    return {
      mode: 'pre-order',
      amount,
      formatted: amount === null ? null : formatAud(amount),
      priceTypeLabel: amount === null ? null : label,
    };
  }
  if (!showsPrice(car.price)) return { mode: 'no-price', text: o.noPriceText };

  const amount = car.price;
  if (o.reducedPricing && showsPrice(car.before_price) && car.before_price > amount) {
    return {
      mode: 'reduced',
      amount,
      formatted: formatAud(amount),
      beforeAmount: car.before_price,
      beforeFormatted: formatAud(car.before_price),
      priceTypeLabel: label,
    };
  }
  return { mode: 'car-price', amount, formatted: formatAud(amount), priceTypeLabel: label };
}

/** The reserve deposit as shown on buttons ('$200'). */
export function reserveAmountLabel(amount: number): string {
  return formatAud(amount);
}
