import { z } from 'zod';
import { STRINGS } from '../strings.ts';

/** How prices show on cards and vehicle pages. */
export const PricingConfigSchema = z.strictObject({
  default_mode: z
    .enum(['car-price', 'reduced', 'subscription', 'no-price'])
    .default('car-price')
    .describe(
      "Price display mode (rule: stock.price-display): car-price shows the car's price alone; reduced shows a reduced car's earlier before_price struck through beside it; subscription shows subscription_price; no-price always shows the no-price text. Prices show only when above 10. A car the feed marks `preorder` shows as a pre-order in every mode (there is no dealer-wide pre-order mode: see docs/spec-items.md).",
    ),
  no_price_text: z.string().min(1).default(STRINGS.enquireForPrice).describe('Text shown when no price is displayed (rule: stock.price-display).'),
});
