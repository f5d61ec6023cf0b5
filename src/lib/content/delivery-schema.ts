import { z } from 'zod';
import { MoneySchema } from '../schema/fields.ts';

/**
 * A delivery region: every place less than `up_to_km` from the car's location (and beyond the
 * previous region) costs `price` dollars plus `per_km` for every km past `per_km_after` (the
 * previous region's end when null).
 */
const DeliveryRegionSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1)
    .nullable()
    .default(null)
    .describe("Region name shown with the estimate ('Delivery to Dubbo, NSW (Regional NSW)'); null shows the place only."),
  up_to_km: z.number().positive().describe('The region ends this many km (exclusive) from the car.'),
  price: MoneySchema.default(0).describe('Flat price in dollars; 0 with no per_km shows Free.'),
  per_km: MoneySchema.default(0).describe('Dollars per km past per_km_after.'),
  per_km_after: z.number().nonnegative().nullable().default(null).describe("Where per_km starts counting; null is the previous region's end."),
});

/** `delivery.json` beside dealer.json: the dealer's delivery regions and prices. Places past the last region get no estimate. */
export const DeliveryFileSchema = z.strictObject({
  round_to: z.number().int().min(1).default(1).describe('Prices round up to a multiple of this many dollars.'),
  regions: z
    .array(DeliveryRegionSchema)
    .min(1)
    .superRefine((regions, ctx) => {
      regions.forEach((region, i) => {
        const previous = regions[i - 1];
        if (previous && region.up_to_km <= previous.up_to_km) {
          ctx.addIssue({ code: 'custom', path: [i, 'up_to_km'], message: `expected more than the previous region's ${previous.up_to_km} km` });
        }
      });
    }),
});

export type DeliveryRates = z.infer<typeof DeliveryFileSchema>;

/** Without a delivery.json: free under 50 km; $150 plus $1.50/km past 50 km up to 200 km; $375 plus $1.20/km past 200 km up to 1000 km. */
export const DEFAULT_DELIVERY_RATES: DeliveryRates = DeliveryFileSchema.parse({
  regions: [
    { up_to_km: 50, price: 0 },
    { up_to_km: 200, price: 150, per_km: 1.5 },
    { up_to_km: 1000, price: 375, per_km: 1.2 },
  ],
});
