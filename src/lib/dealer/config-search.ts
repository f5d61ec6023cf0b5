import { z } from 'zod';
import { featureSwitch, LinkSchema } from '../schema/fields.ts';
import { DEFAULT_HITS_PER_PAGE, FACET_ATTRIBUTES } from '../search/index-settings.ts';
import { LISTING_COPY } from '../listing/copy.ts';
import { VEHICLE_NOUNS } from '../listing/vehicle-words.ts';
import { STRINGS } from '../strings.ts';

const FacetAttributeSchema = z.enum(FACET_ATTRIBUTES);

export const SearchConfigSchema = z.strictObject({
  hero_heading: z
    .enum([STRINGS.searchHeroHeading, STRINGS.searchHeroHeadingStock, LISTING_COPY.searchHeroHeadingUsed])
    .nullable()
    .default(null)
    .describe(
      "Search hero heading; null reads 'Search Our New & Used Vehicles', or 'Search Our Used Vehicles' on a dealer that carries used cars only (stock.used_only, stock.car_types; rule: listing.search-hero).",
    ),
  vehicle_noun: z
    .enum(VEHICLE_NOUNS)
    .default('cars')
    .describe(
      "What the site calls its stock: the spec's 'Show Me N cars' (the default), the listing's result count and headings ('New caravans for sale'), 'Include cars without a price' (rule: listing.vehicle-noun) and the menus' links to the car-type listings that give no label ('New Cars', 'Used Vehicles'; rule: site.navigation). 'vehicles' is the noun for stock of more than one kind.",
    ),
  hits_per_page: z.number().int().min(1).max(100).default(DEFAULT_HITS_PER_PAGE).describe('Result cards per listing page (rule: listing.page-size).'),
  popular_make_count: z.number().int().min(1).default(7).describe("Makes shown before 'Show all makes' (rule: listing.make-lists)."),
  dropdown_popular_makes: z.number().int().min(1).default(20).describe('Popular makes in the make dropdown (rule: listing.make-lists).'),
  model_limit: z.number().int().min(1).default(30).describe('Models listed in the model facet (rule: listing.make-lists).'),
  facets: z
    .array(FacetAttributeSchema)
    .default(['car_type', 'make', 'model', 'price', 'km', 'year', 'simple_body', 'transmission', 'fuel', 'drive', 'colour', 'seats', 'city', 'location_name'])
    .describe('Facet panels shown on the listing, in order (rule: listing.facets).'),
  car_type_toggle: z
    .strictObject({
      hide_all: z.boolean().default(false).describe("Hide the 'All' option."),
      hide_new: z.boolean().default(false).describe("Hide the 'New' option."),
      hide_demo: z.boolean().default(false).describe("Hide the 'Demo' option."),
      new_demo: z.boolean().default(false).describe("Add the combined 'New / Demo' option."),
    })
    .prefault({})
    .describe('Car-type toggle options: All, New, New / Demo, Used, Demo; some sites hide All, New or Demo (rule: listing.car-type-toggle).'),
  stock_count: z
    .number()
    .int()
    .min(0)
    .nullable()
    .default(null)
    .describe('Count shown instead of a result count over 1999; null uses the summed facet count (rule: listing.result-count).'),
  categories: z
    .array(
      z.strictObject({
        label: z.string().min(1).describe('Category name, e.g. SUVs under $30k.'),
        href: LinkSchema.describe('Listing link with its refinements.'),
        image: LinkSchema.nullable().default(null).describe('Tile image; null shows a text tile.'),
      }),
    )
    .default([])
    .describe('Search categories offered as tiles and links (rule: listing.search-categories).'),
  meilisearch: featureSwitch(
    z.strictObject({
      host: z.url().describe('Meilisearch host browsers query.'),
      index: z.string().min(1).describe('Index name (rule: listing.search-service).'),
      search_key: z.string().min(1).describe('Search-only API key or tenant token; never the admin key.'),
    }),
  )
    .default(false)
    .describe(
      "When set, browsers query Meilisearch directly — the listing, and the car page's similar cars as one multi-search (rule: vehicle.similar-cars); false searches the dealer's static stock file in the browser.",
    ),
});
