import { z } from 'zod';
import { featureSwitch, LinkSchema } from '../schema/fields.ts';
import { STRINGS } from '../strings.ts';

export const FacetAttributeSchema = z.enum([
  'badge', 'status', 'car_type', 'categories', 'city', 'colour', 'dealership_name', 'filtered_features',
  'item_type', 'km', 'location_name', 'make', 'make_model', 'model', 'price', 'subscription_price',
  'price_range', 'seats', 'body', 'drive', 'fuel', 'transmission', 'state', 'tag', 'weekly_price_range',
  'year', 'certified', 'dealership_slug', 'simple_body',
]);

export const PROMO_RANDOM_POSITION = 'random-3-plus-0-2';

export const SearchConfigSchema = z.strictObject({
  hero_heading: z
    .enum([STRINGS.searchHeroHeading, STRINGS.searchHeroHeadingStock])
    .default(STRINGS.searchHeroHeading)
    .describe('Search hero heading (part 2 §9: default, \'Search Our Stock\' on one site).'),
  hits_per_page: z.number().int().min(1).max(100).default(21).describe('Result cards per listing page (part 1 §9).'),
  popular_make_count: z.number().int().min(1).default(7).describe('Makes shown before \'Show all makes\' (part 1 §2).'),
  dropdown_popular_makes: z.number().int().min(1).default(20).describe('Popular makes in the make dropdown (part 1 §9).'),
  model_limit: z.number().int().min(1).default(30).describe('Models listed in the model facet (part 1 §9).'),
  facets: z
    .array(FacetAttributeSchema)
    .default(['car_type', 'make', 'model', 'price', 'km', 'year', 'simple_body', 'transmission', 'fuel', 'drive', 'colour', 'seats', 'city', 'location_name'])
    .describe('Facet panels shown on the listing, in order (facet attributes, part 1 §3).'),
  car_type_toggle: z
    .strictObject({
      hide_all: z.boolean().default(false).describe('Hide the \'All\' option.'),
      hide_new: z.boolean().default(false).describe('Hide the \'New\' option.'),
      hide_demo: z.boolean().default(false).describe('Hide the \'Demo\' option.'),
      new_demo: z.boolean().default(false).describe('Add the combined \'New / Demo\' option.'),
    })
    .prefault({})
    .describe('Car-type toggle options: All, New, New / Demo, Used, Demo; some sites hide All, New or Demo (part 2 §2).'),
  stock_count: z
    .number()
    .int()
    .min(0)
    .nullable()
    .default(null)
    .describe('Count shown instead of a result count over 1999; null uses the summed facet count (part 1 §5).'),
  categories: z
    .array(
      z.strictObject({
        label: z.string().min(1).describe('Category name, e.g. SUVs under $30k.'),
        href: LinkSchema.describe('Listing link with its refinements.'),
        image: LinkSchema.nullable().default(null).describe('Tile image; null shows a text tile.'),
      }),
    )
    .default([])
    .describe('Search categories offered as tiles and links (part 2 §3 search_categories).'),
  price_ascending_requires_price: z
    .boolean()
    .default(false)
    .describe('When sorting by lowest price, only cars with price above 0 (per-dealer filter, part 1 §7).'),
  meilisearch: featureSwitch(
    z.strictObject({
      host: z.url().describe('Meilisearch host browsers query.'),
      index: z.string().min(1).describe('Index name (part 2 §7: host and index name configured).'),
      search_key: z.string().min(1).describe('Search-only API key or tenant token; never the admin key.'),
    }),
  )
    .default(false)
    .describe('When set, browsers query Meilisearch directly; false uses the dealer\'s static index JSON.'),
});

export const ListingConfigSchema = z.strictObject({
  favourites: featureSwitch(
    z.strictObject({
      restricted: z
        .boolean()
        .default(false)
        .describe('Also hide the button for non-used cars, price 0 or less, and cars with no images.'),
    }),
  )
    .prefault({})
    .describe('Favourite/compare button on saleable cars (part 1 §2); false hides it everywhere.'),
  sold_handling: z
    .strictObject({
      collapse_consecutive: z
        .boolean()
        .default(false)
        .describe('Consecutive sold cars in results collapse to the first of each run (part 1 §2).'),
    })
    .prefault({})
    .describe('How sold cars appear in search results.'),
  promos: z
    .strictObject({
      positions: z
        .union([
          z.number().int().min(1),
          z.array(z.number().int().min(1)).min(1),
          z.literal(PROMO_RANDOM_POSITION),
        ])
        .default(30)
        .describe('Grid position(s) for promo cards: 30, a list such as [8,17] or [1,8,17], or \'random-3-plus-0-2\' (3 plus a random 0 to 2; part 1 §9).'),
      shuffle: z
        .boolean()
        .default(false)
        .describe('Shuffle promos without a position before choosing by promo count modulo list length (part 1 §9).'),
    })
    .prefault({})
    .describe('Promo cards in the listing grid (promos.json).'),
});

export const PricingConfigSchema = z.strictObject({
  default_mode: z
    .enum(['car-price', 'reduced', 'subscription', 'pre-order', 'no-price'])
    .default('car-price')
    .describe('Price display mode (part 1 §4): car-price shows price; reduced adds before_price when higher; subscription shows subscription_price; pre-order shows the pre-order price; no-price always shows the no-price text. Prices show only when above 10.'),
  no_price_text: z.string().min(1).default(STRINGS.enquireForPrice).describe('Text shown when no price is displayed (part 1 §4).'),
});

/** The dealer's promo grid positions as the listing takes them ('random' for the random position). */
export function promoPositionsFor(listing: Pick<ListingConfig, 'promos'>) {
  const { positions } = listing.promos;
  return positions === PROMO_RANDOM_POSITION ? 'random' : positions;
}

export type SearchConfig = z.output<typeof SearchConfigSchema>;
export type ListingConfig = z.output<typeof ListingConfigSchema>;
