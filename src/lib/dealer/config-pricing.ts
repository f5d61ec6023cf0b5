import { z } from 'zod';
import { STRINGS } from '../strings.ts';

/** How prices show on cards and vehicle pages. */
export const PricingConfigSchema = z.strictObject({
  default_mode: z
    .enum(['car-price', 'reduced', 'subscription', 'pre-order', 'no-price'])
    .default('car-price')
    .describe(
      'Price display mode (rule: stock.price-display): car-price shows price; reduced adds before_price when higher; subscription shows subscription_price; pre-order shows the pre-order price; no-price always shows the no-price text. Prices show only when above 10.',
    ),
  no_price_text: z.string().min(1).default(STRINGS.enquireForPrice).describe('Text shown when no price is displayed (rule: stock.price-display).'),
});
