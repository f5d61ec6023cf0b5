import { z } from 'zod';
import { NumericIdSchema, nullish, list, UrlOrPathSchema } from '../schema/fields.ts';

const CarLocationAddressSchema = z.object({
  street: nullish(z.string()),
  city: nullish(z.string()),
  state: nullish(z.string()),
  postcode: nullish(z.union([z.string(), z.number().int().transform(String)])),
  place_url: nullish(UrlOrPathSchema),
});

/** The dealer location a car sits at, as embedded in the car record. */
export const CarLocationSchema = z.object({
  id: NumericIdSchema,
  name: nullish(z.string()),
  /** Phone as the feed sends it, e.g. '+61295501200'. */
  phone: nullish(z.string()),
  slug: nullish(z.string()),
  address: nullish(CarLocationAddressSchema),
  /** Ids of further locations the car can be delivered from or to. */
  distribution_locations: list(NumericIdSchema),
});
