import { describe, expect, it } from 'vitest';
import { PricingConfigSchema } from '../dealer/config-pricing.ts';
import { loadDealer } from '../dealer/load-dealer.ts';
import { STRINGS } from '../strings.ts';
import { cardOptionsFor, cardPrice } from './card-view.ts';

/** Every value of `pricing.default_mode` (rule: stock.price-display), as a card and the car page's sidebar print the price. */
const { config } = loadDealer('westside-used-cars');
const shown = (default_mode: string, car: Parameters<typeof cardPrice>[0]) =>
  cardPrice(car, cardOptionsFor({ ...config, pricing: PricingConfigSchema.parse({ default_mode }) }));

const REDUCED = { price: 29990, before_price: 32990, subscription_price: 199, price_type: 'drive_away' };
const PRE_ORDER = { ...REDUCED, preorder: true };

describe('pricing.default_mode', () => {
  it('car-price: the price alone, a reduction not shown', () => {
    expect(shown('car-price', REDUCED)).toEqual({ text: '$29,990', was: null, type: 'Drive Away' });
  });

  it('reduced: a reduced car shows its earlier price struck through; an unreduced one its price', () => {
    expect(shown('reduced', REDUCED)).toEqual({ text: '$29,990', was: '$32,990', type: 'Drive Away' });
    expect(shown('reduced', { price: 29990, before_price: 29000 })).toEqual({ text: '$29,990', was: null, type: null });
  });

  it('subscription: the subscription price', () => {
    expect(shown('subscription', REDUCED)).toEqual({ text: '$199', was: null, type: null });
  });

  it('no-price: the no-price text whatever the car has', () => {
    expect(shown('no-price', REDUCED)).toEqual({ text: STRINGS.enquireForPrice, was: null, type: null });
  });

  it('a pre-order car is one in every mode that shows a price, never struck through; "pre-order" is no dealer-wide mode', () => {
    for (const mode of ['car-price', 'reduced']) expect(shown(mode, PRE_ORDER)).toEqual({ text: '$29,990', was: null, type: 'Drive Away' });
    expect(PricingConfigSchema.safeParse({ default_mode: 'pre-order' }).success).toBe(false);
    expect(PricingConfigSchema.shape.default_mode.unwrap().options).toEqual(['car-price', 'reduced', 'subscription', 'no-price']);
  });
});
