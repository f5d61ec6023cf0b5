import { z } from 'zod';
import { CarTypeSchema } from '../schema/fields.ts';
import { STRINGS } from '../strings.ts';

/** Which stock the site shows; every key maps onto the search `DealerFilter` (see stock-filter.ts). */
export const StockConfigSchema = z.strictObject({
  include_sold_cars_days: z
    .number()
    .int()
    .min(0)
    .max(365)
    .default(3)
    .describe('Sold cars stay listed this many days (general stock filter: in_stock or coming_soon, or sold within N days; rule: stock.filter).'),
  used_only: z.boolean().default(false).describe('Show used cars only (rule: stock.filter).'),
  in_stock_only: z.boolean().default(false).describe('Show status in_stock only: no coming_soon, no recently sold (rule: stock.filter).'),
  excluded_stock_numbers: z.array(z.string().min(1)).default([]).describe('Stock numbers never shown (rule: stock.filter).'),
  excluded_makes: z.array(z.string().min(1)).default([]).describe('Makes never shown (rule: stock.filter).'),
  car_types: z.array(CarTypeSchema).default([]).describe('car_type values shown; empty shows all (types used, demo, new; rule: stock.filter).'),
});

/** Switches of the listing tag priority (rule: stock.tags). */
export const TagsConfigSchema = z.strictObject({
  electric_hybrid: z.boolean().default(false).describe('Priority 1: Electric or Hybrid tag on electric and hybrid cars.'),
  certified_used_toyota_badge: z.boolean().default(false).describe('Priority 3: certified used Toyota image badge on certified used Toyotas.'),
  new_arrival_text: z
    .enum([STRINGS.tagNewArrival, STRINGS.tagJustArrived])
    .default(STRINGS.tagNewArrival)
    .describe("Priority 6: tag on new cars created within the last 8 days ('New', some dealers 'JUST ARRIVED'; rule: stock.tags)."),
  used_arrival_text: z
    .enum([STRINGS.tagJustArrived, STRINGS.tagNewArrival])
    .default(STRINGS.tagJustArrived)
    .describe(
      "Priority 6 on a used or demo car (or one of no stated type): 'JUST ARRIVED', so a used car's tag never reads as 'new car'; 'New' gives every new arrival the one word (rule: stock.tags).",
    ),
  sold_text: z
    .enum([STRINGS.tagJustSold, STRINGS.tagSold])
    .default(STRINGS.tagJustSold)
    .describe("Tag on recently sold cars still listed ('JUST SOLD', or the sold tag 'SOLD'; rule: stock.tags)."),
});

/** How stock records are normalised for display. */
export const InventoryConfigSchema = z.strictObject({
  caravan_dimensions_unit: z
    .enum(['m', 'ft'])
    .default('m')
    .describe("Unit the feed stores caravan body_width/body_length in; 'ft' converts to metres for display (×0.3048; rule: stock.caravan-units)."),
  truck_body: z
    .enum(['lightTruck', 'ute'])
    .default('lightTruck')
    .describe("Body type a 'truck' body maps to (ute on one site, lightTruck otherwise; rule: stock.truck-body)."),
});
