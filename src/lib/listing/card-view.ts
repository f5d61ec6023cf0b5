import type { Car } from '../inventory/car-schema.ts';
import type { DealerConfig } from '../dealer/dealer-config.ts';
import { carTitle } from '../inventory/car-name.ts';
import { STRINGS } from '../strings.ts';
import { carTag, type CarTag, type TagOptions } from './tags.ts';
import { priceDisplay, type PriceDisplayOptions } from './price-display.ts';

/** The per-dealer switches a vehicle card depends on, derived once from the dealer config. */
export type CardOptions = {
  tag: Partial<TagOptions>;
  price: Partial<PriceDisplayOptions>;
  /** The dealer's price display mode 'no-price' hides every price. */
  hidePrices: boolean;
};

export function cardOptionsFor(config: DealerConfig): CardOptions {
  const mode = config.pricing.default_mode;
  return {
    tag: {
      electricHybridTag: config.tags.electric_hybrid,
      certifiedToyotaBadge: config.tags.certified_used_toyota_badge,
      newArrivalLabel: config.tags.new_arrival_text,
      justSoldTag: config.tags.sold_text === STRINGS.tagJustSold,
      justSoldDays: config.stock.include_sold_cars_days,
    },
    price: {
      subscriptionPricing: mode === 'subscription',
      reducedPricing: mode === 'reduced' || mode === 'car-price',
      noPriceText: config.pricing.no_price_text,
    },
    hidePrices: mode === 'no-price',
  };
}

export type CardPrice = { text: string; was: string | null; type: string | null };

export type CardView = {
  title: string;
  href: string;
  tag: CarTag | null;
  price: CardPrice;
  specs: string[];
};

const km = new Intl.NumberFormat('en-AU');

export function cardPrice(car: Car, options: CardOptions): CardPrice {
  const p = priceDisplay(car, options.price);
  if (options.hidePrices || p.mode === 'no-price') {
    return { text: options.price.noPriceText ?? STRINGS.enquireForPrice, was: null, type: null };
  }
  if (p.mode === 'pre-order') return { text: p.formatted ?? options.price.noPriceText ?? STRINGS.enquireForPrice, was: null, type: p.priceTypeLabel };
  return { text: p.formatted, was: p.mode === 'reduced' ? p.beforeFormatted : null, type: p.priceTypeLabel };
}

/** What a vehicle card shows: title, tag, price and the condition / transmission / odometer / fuel line. */
export function cardView(car: Car, options: CardOptions, now: Date): CardView {
  const specs = [
    car.car_type ? car.car_type[0]!.toUpperCase() + car.car_type.slice(1) : null,
    car.simple_transmission ?? car.trans ?? null,
    typeof car.km === 'number' ? `${km.format(car.km)} km` : null,
    car.simple_fuel ?? car.fuel ?? null,
  ].filter((s): s is string => Boolean(s));
  return {
    title: carTitle(car),
    href: `/cars/${car.slug}/`,
    tag: carTag(car, now, options.tag),
    price: cardPrice(car, options),
    specs,
  };
}
