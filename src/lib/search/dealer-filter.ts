import { z } from 'zod';
import { CarTypeSchema } from '../schema/fields.ts';

/**
 * Which stock a dealer's site shows, as typed data. Compiled to a Meilisearch filter string
 * (`filter-to-meili.ts`) and to an in-process predicate (`filter-predicate.ts`); the two must agree.
 * The general stock filter is always applied: status in_stock or coming_soon, or sold within
 * `includeSoldCarsDays` days; and show_on_dealer_website is not false.
 */
export const DealerFilterSchema = z.strictObject({
  /** dealership_id values the site shows; empty means every dealership. */
  dealershipIds: z.array(z.number().int()).default([]),
  includeSoldCarsDays: z.number().int().min(0).default(3),
  usedOnly: z.boolean().default(false),
  inStockOnly: z.boolean().default(false),
  excludedStockNumbers: z.array(z.string()).default([]),
  excludedMakes: z.array(z.string()).default([]),
  /** car_type values the site shows; empty means all. */
  carTypes: z.array(CarTypeSchema).default([]),
});

export type DealerFilter = z.output<typeof DealerFilterSchema>;
