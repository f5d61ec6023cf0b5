import { z } from 'zod';
import { featureSwitch } from '../schema/fields.ts';
import { AnalyticsConfigSchema } from './config-analytics.ts';
import { BuildsConfigSchema } from './config-builds.ts';
import { ContentConfigSchema } from './config-content.ts';
import { FinanceConfigSchema } from './config-finance.ts';
import { FormsConfigSchema, ServiceConfigSchema, TradeInConfigSchema } from './config-forms.ts';
import { identityShape } from './config-identity.ts';
import { LeadsConfigSchema } from './config-leads.ts';
import { ListingConfigSchema } from './config-listing.ts';
import { ShopperAlertsConfigSchema } from './config-shopper-alerts.ts';
import { PricingConfigSchema } from './config-pricing.ts';
import { PublishConfigSchema } from './config-publish.ts';
import { TestDriveConfigSchema } from './config-test-drive.ts';
import { SearchConfigSchema } from './config-search.ts';
import { InventoryConfigSchema, StockConfigSchema, TagsConfigSchema } from './config-stock.ts';
import { ImagesConfigSchema, PurchaseConfigSchema, VehiclePageConfigSchema } from './config-vehicle-page.ts';

const { slug, name, id, dealerships, ...identitySwitches } = identityShape;

const switchesShape = {
  ...identitySwitches,
  stock: StockConfigSchema.prefault({}).describe('Which stock the site shows.'),
  tags: TagsConfigSchema.prefault({}).describe('Listing tag switches.'),
  inventory: InventoryConfigSchema.prefault({}).describe('Stock normalisation for display.'),
  search: SearchConfigSchema.prefault({}).describe('Search listing.'),
  listing: ListingConfigSchema.prefault({}).describe('Result cards.'),
  pricing: PricingConfigSchema.prefault({}).describe('Price display.'),
  vehicle_page: VehiclePageConfigSchema.prefault({}).describe('Vehicle detail page.'),
  purchase: PurchaseConfigSchema.prefault({}).describe('Reserve and online purchase.'),
  images: ImagesConfigSchema.prefault({}).describe('Image hosting.'),
  finance: FinanceConfigSchema.prefault({}).describe('Finance calculator and lender summaries.'),
  forms: FormsConfigSchema.prefault({}).describe('Lead forms.'),
  trade_in: TradeInConfigSchema.prefault({}).describe('Trade-in valuation.'),
  service: ServiceConfigSchema.prefault({}).describe('Service page and booking.'),
  test_drive: TestDriveConfigSchema.prefault({}).describe('Test-drive appointment slots, and what the site calls a test drive.'),
  leads: LeadsConfigSchema.prefault({}).describe('Delivery of stored leads to the dealer (ADF e-mail, signed webhook).'),
  shopper_alerts: featureSwitch(ShopperAlertsConfigSchema)
    .default(false)
    .describe(
      'Saved searches and watchlist alerts by SMS or e-mail for signed-in shoppers (docs/alerts.md); needs `authentication`. false: no saved searches.',
    ),
  analytics: AnalyticsConfigSchema.default(false).describe(
    "The dealer's tag manager, loaded on every page when set; false loads none, so the events pages push reach no analytics.",
  ),
  content: ContentConfigSchema.prefault({}).describe('Navigation, reviews, promotions and copy.'),
  builds: BuildsConfigSchema.prefault({}).describe('Build and release policy.'),
  publish: PublishConfigSchema.default(false).describe(
    'Publishing the live site to an S3-compatible bucket behind a CDN; false keeps it on this machine (`npm start`).',
  ),
};

/** Every switch of the dealer config; `DealerSwitchesSchema.parse({})` is the default set. */
export const DealerSwitchesSchema = z.strictObject(switchesShape);

/** Every switch at its default. */
export const DEALER_DEFAULTS: DealerSwitches = DealerSwitchesSchema.parse({});

/**
 * One dealer's site configuration: the four identity keys without defaults (slug, name, id,
 * dealerships) plus every switch. Strict objects throughout: a misspelt key is an error.
 */
export const DealerConfigObjectSchema = z.strictObject({ slug, name, id, dealerships, ...switchesShape }).superRefine((c, ctx) => {
  const ids = new Set<number>();
  const slugs = new Set<string>();
  c.dealerships.forEach((d, i) => {
    if (ids.has(d.id)) ctx.addIssue({ code: 'custom', path: ['dealerships', i, 'id'], message: `duplicate dealership id ${d.id}` });
    if (slugs.has(d.slug)) ctx.addIssue({ code: 'custom', path: ['dealerships', i, 'slug'], message: `duplicate dealership slug '${d.slug}'` });
    ids.add(d.id);
    slugs.add(d.slug);
  });
});

export const DealerConfigSchema = DealerConfigObjectSchema.transform((c) => ({
  ...c,
  site_url: (c.site_url ?? `http://${c.slug}.localhost:4321`).replace(/\/+$/, ''),
  logo: { url: c.logo.url, alt: c.logo.alt ?? c.name },
}));

/** What a dealer.json (merged over the defaults) may contain. */
export type DealerConfigInput = z.input<typeof DealerConfigSchema>;
/** The parsed configuration with every default filled. */
export type DealerConfig = z.output<typeof DealerConfigSchema>;
export type DealerSwitches = z.output<typeof DealerSwitchesSchema>;

/** Top-level keys grouped for the configuration reference. */
export const CONFIG_GROUPS: ReadonlyArray<{ title: string; keys: readonly string[] }> = [
  {
    title: 'Identity',
    keys: [
      'slug',
      'name',
      'id',
      'site_url',
      'timezone',
      'logo',
      'theme',
      'social',
      'manufacturer',
      'dealerships',
      'override_city',
      'redbook',
      'authentication',
      'phones',
    ],
  },
  { title: 'Stock', keys: ['stock', 'tags', 'inventory'] },
  { title: 'Search and listing', keys: ['search', 'listing', 'pricing'] },
  { title: 'Vehicle page', keys: ['vehicle_page', 'purchase', 'images'] },
  { title: 'Finance', keys: ['finance'] },
  { title: 'Forms and leads', keys: ['forms', 'trade_in', 'service', 'test_drive', 'leads', 'shopper_alerts'] },
  { title: 'Content', keys: ['content'] },
  { title: 'Analytics', keys: ['analytics'] },
  { title: 'Builds and publishing', keys: ['builds', 'publish'] },
];
