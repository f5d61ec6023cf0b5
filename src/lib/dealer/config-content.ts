import { z } from 'zod';
import { featureSwitch, LinkSchema, SlugSchema, TimeZoneSchema } from '../schema/fields.ts';
import { PopupSchema } from '../content/popup-schema.ts';

/**
 * Pages the site names itself (rule: site.navigation): a menu link to one that gives no label reads the
 * site's own name for it — `content.navigation.sell_label` for the trade-in pages, the test-drive words
 * (test_drive.site_offer) for the booking page, the dealer's noun (search.vehicle_noun) for the car-type
 * listings ('New Vehicles') — so the header and footer cannot say two things.
 */
const SELF_NAMED_PAGES = ['/sell-my-car', '/trade-in', '/book-test-drive', '/search/new-cars', '/search/demo-cars', '/search/used-cars'] as const;
export type SelfNamedPage = (typeof SELF_NAMED_PAGES)[number];

/** '/sell-my-car/?x' → '/sell-my-car'. */
export const menuPathOf = (href: string) => href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');

const selfNamed = (href: string | null) => href !== null && (SELF_NAMED_PAGES as readonly string[]).includes(menuPathOf(href));

/** A menu label: given, or null for a link to a page the site names itself (SELF_NAMED_PAGES). */
const MenuLabelSchema = z.string().min(1).nullable().default(null);
const labelled = (entry: { label: string | null; href: string | null }) => entry.label !== null || selfNamed(entry.href);
const unlabelled = { error: `a menu entry needs a label unless it links to ${SELF_NAMED_PAGES.join(', ')}, which the site names itself` };

export const MenuLinkSchema = z
  .strictObject({
    label: MenuLabelSchema,
    href: LinkSchema,
    new_tab: z.boolean().default(false),
  })
  .refine(labelled, unlabelled)
  .meta({ id: 'MenuLink' });

export const MenuGroupSchema = z
  .strictObject({
    label: MenuLabelSchema,
    href: LinkSchema.nullable().default(null),
    /** Replaces `children` with the dynamic models dropdown (the 'Range' entry). */
    models_dropdown: z.boolean().default(false),
    children: z.array(MenuLinkSchema).default([]),
  })
  .refine(labelled, unlabelled)
  .meta({ id: 'MenuGroup' });

export const ContentConfigSchema = z.strictObject({
  navigation: z
    .strictObject({
      menu_open: z.enum(['hover', 'click']).default('hover').describe('Dropdowns open by hover or by click (rule: site.navigation).'),
      main: z.array(MenuGroupSchema).default([]).describe('Main menu groups, in order (header links).'),
      footer: z.array(MenuGroupSchema).default([]).describe('Footer link groups.'),
      sell_label: z
        .string()
        .min(1)
        .default('Sell My Car')
        .describe(
          "What the header and footer call the trade-in pages (/sell-my-car, /trade-in) in every menu link to them that gives no label of its own: the spec's 'Sell My Car' by default; a caravan dealer's 'Sell My Van' (rule: site.navigation).",
        ),
    })
    .prefault({})
    .describe('Header and footer menus; the shared menus are in dealers/_defaults/dealer.json.'),
  pages_path: z
    .boolean()
    .default(false)
    .describe(
      'About us, careers and the legal pages live under /pages/ (e.g. /pages/privacy-policy; rule: site.content-pages), and every link to them says so. Dealer markdown pages are under /pages/ unless `root_pages` names them.',
    ),
  root_pages: z
    .array(SlugSchema)
    .default([])
    .describe(
      "Dealer markdown pages (dealers/<slug>/pages/{name}.md, or the FAQs) served at the root, /{name} (e.g. /buying, /mazda-assured), instead of /pages/{name}; links written either way point there. A name that is not one of the dealer's pages, or that a built route already uses (a site page, a model page, the finance link, the garage alias), fails the dealer's config (rule: site.root-pages).",
    ),
  legal: z
    .strictObject({
      group_name: z.string().min(1).nullable().default(null).describe('Dealer group named in the Privacy Policy consent text; null uses the dealer name.'),
      abn: z
        .string()
        .regex(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/, { error: 'expected an 11-digit ABN, e.g. 12 345 678 901' })
        .nullable()
        .default(null)
        .describe("The dealer's ABN, printed in the legal pages' identity and contact details; null leaves it out."),
      privacy_policy_path: LinkSchema.nullable()
        .default(null)
        .describe(
          "Privacy Policy link in the consent text; null links the site's own Privacy Policy page (/privacy-policy, or /pages/privacy-policy with `pages_path`).",
        ),
      terms_path: LinkSchema.nullable()
        .default(null)
        .describe("Terms link beside the terms checkbox; null links the site's own Terms and Conditions page (under /pages/ with `pages_path`)."),
    })
    .prefault({})
    .describe('Legal links and consent copy (rule: leads.consent).'),
  reviews: featureSwitch(
    z.strictObject({
      min_rating: z.number().min(0).max(5).default(4).describe('Reviews show only when the average rating exceeds this.'),
      hidden_ids: z
        .array(z.union([z.number().int(), z.string()]))
        .default([])
        .describe('Review ids never shown (hidden-reviews list).'),
      limit: z.number().int().min(1).default(12).describe('Reviews shown (Google reviews full quantity 12).'),
    }),
  )
    .prefault({})
    .describe('Reviews and star rating from reviews.json (rule: locations.reviews); false hides them.'),
  location_map: z
    .strictObject({
      embed: z
        .enum(['none', 'openstreetmap'])
        .default('none')
        .describe(
          "none: a location's map is the static map image it provides (locations.json map_image), else its photo, else a map drawn from its coordinates, none of them from a third party; openstreetmap: pressing the map opens OpenStreetMap's embedded map at the location's coordinates, framed only on that click, the site's Content-Security-Policy allowing www.openstreetmap.org in frames (rule: locations.map).",
        ),
    })
    .prefault({})
    .describe("Locations' maps on their cards, location pages and the car page's #vehicle-map (rule: locations.map)."),
  popup: featureSwitch(PopupSchema)
    .default(false)
    .describe('Dismissible popup with image, title, description and button, hidden after expiry (rule: promotions.popup).'),
  promotions_slider: z
    .strictObject({
      width: z.number().int().positive().default(1920).describe('Slide width in px.'),
      height: z.number().int().positive().default(540).describe('Slide height in px.'),
    })
    .prefault({})
    .describe('Home promotions slider (slides.json, banners.json; rule: promotions.slider).'),
  offers: z
    .strictObject({
      path: z
        .enum(['/special-offers', '/offers'])
        .default('/special-offers')
        .describe(
          'Offers page (promos.json tiles, or a note when none is running); the other of the two paths refreshes to it, so /special-offers is the default refresh path.',
        ),
      count: z
        .boolean()
        .default(false)
        .describe(
          "Menus show beside the offers link how many offers (promos.json) are in force, counted by the browser between each offer's dates; none in force shows none (rule: promotions.offers-count).",
        ),
    })
    .prefault({})
    .describe('Special offers page.'),
  range: z
    .strictObject({
      path: LinkSchema.default('/models').describe('Model range page; /models?body={body} filters it.'),
      body_order: z
        .array(z.string().min(1))
        .min(1)
        .default(['suvs', 'utes', 'cars', 'hybrids', 'sports'])
        .describe('Body list order in the models mega-dropdown; the first is preselected (rule: site.models-menu).'),
    })
    .prefault({})
    .describe('Model range browser (models.json).'),
  brands_page: featureSwitch(
    z.strictObject({
      stats: z
        .array(
          z.strictObject({
            label: z.string().min(1).describe('Statistic label, e.g. Dealerships.'),
            value: z.string().min(1).describe('Statistic value as shown, e.g. 5.'),
          }),
        )
        .default([])
        .describe('Statistics banner items.'),
      group_links: z.array(MenuLinkSchema).default([]).describe('Group links, e.g. /twg-cars, /finance-and-insurance.'),
    }),
  )
    .default(false)
    .describe('Group-level /brands page listing car, motorcycle, truck and group brands (rule: site.brands-page); brands.json feeds it.'),
  sales_counter: featureSwitch(
    z.strictObject({
      per_day: z.number().int().positive().default(192).describe('Sales added per day.'),
      block_seconds: z.number().int().positive().default(450).describe('Seconds per counted block today.'),
      timezone: TimeZoneSchema.default('Australia/Brisbane').describe('Zone the day and month are taken in.'),
      refresh_seconds: z.number().int().positive().default(150).describe('Recompute interval; counts up over 2 s.'),
    }),
  )
    .default(false)
    .describe("'Sales this Month': (day of month − 1) × per_day + 450-second blocks elapsed today (rule: promotions.sales-counter)."),
  payment_strip: featureSwitch(
    z.strictObject({
      methods: z
        .array(z.enum(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']))
        .min(1)
        .default(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
        .describe("Methods listed after 'We accept:'."),
    }),
  )
    .default(false)
    .describe("'We accept:' payment strip (rule: promotions.payment-strip)."),
  warranty: z
    .strictObject({
      new_cars: z
        .enum(['3-year', '5-year-unlimited-km', '7-year-unlimited-km-5-year-roadside'])
        .default('3-year')
        .describe('New-car warranty copy: 3-year standard, 5-year unlimited km, or 7-year unlimited km with 5-year roadside assist.'),
      mechanical_protection_5_year: z.boolean().default(false).describe('5-year mechanical protection copy (some sites).'),
      quick_service_minutes: z.number().int().positive().nullable().default(null).describe('Quick service promise, e.g. 90; null omits it.'),
    })
    .prefault({})
    .describe('Warranty copy (rule: promotions.warranty).'),
  guarantees: z
    .strictObject({
      money_back_48_hour: z
        .boolean()
        .default(false)
        .describe('48-hour money-back guarantee copy: 300 km, 2 cars per customer in 12 months, return by 5pm the next day.'),
      roadside_assist_months: z.number().int().min(0).default(0).describe('Months of roadside assist in marketing copy (12 in the spec); 0 omits it.'),
    })
    .prefault({})
    .describe('Guarantee copy (rule: promotions.guarantees).'),
});

export type ContentConfig = z.output<typeof ContentConfigSchema>;
