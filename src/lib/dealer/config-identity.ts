import { z } from 'zod';
import { featureSwitch, HexColourSchema, PhoneSchema, SlugSchema, TimeZoneSchema } from '../schema/fields.ts';
import { SpinToWinSchema } from './config-spin-to-win.ts';

const DealershipSchema = z.strictObject({
  id: z.number().int().positive().describe("dealership_id of this dealership's stock and locations."),
  slug: SlugSchema.describe('dealership_slug; the dealership_slug refinement shows more cars from one dealer (rule: listing.dealership-refinement).'),
  name: z.string().min(1).describe('Display name (dealership select, dealership_name facet).'),
  site_url: z
    .url()
    .nullable()
    .default(null)
    .describe("The dealership's own site, where it has one: 'Visit Website' on its location cards (rule: locations.card)."),
  manufacturer: z
    .string()
    .nullable()
    .default(null)
    .describe('Franchise make of this dealership; matched against `finance.excluded_manufacturers` (rule: finance.exclusions).'),
});

const ThemeSchema = z.strictObject({
  primary: HexColourSchema.default('#1f2937').describe('Brand colour: header, primary buttons.'),
  secondary: HexColourSchema.default('#4b5563').describe('Secondary buttons and accents.'),
  accent: HexColourSchema.default('#2563eb').describe('Links, tags and highlights.'),
  text: HexColourSchema.default('#111827').describe('Body text colour.'),
  background: HexColourSchema.default('#ffffff').describe('Page background colour.'),
  controls: z
    .enum(['primary', 'secondary', 'accent'])
    .default('primary')
    .describe(
      'Brand colour of focus rings, checkboxes, radios, sliders and the finance calculator; the text colour instead when it would fall below WCAG AA contrast on the background (rule: site.control-colour).',
    ),
  font_stack: z
    .string()
    .min(1)
    .default('system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif')
    .describe('CSS font-family stack for all text.'),
});

/** The pages a dealer may gate; the garage and the watchlist page are always gated, so they are not listed. */
const GatedRouteSchema = z.enum(['trade-in', 'checkout', 'finance', 'spin-to-win', 'online-payment', 'car-finance']);

const AuthenticationSchema = z.strictObject({
  gated_routes: z
    .array(GatedRouteSchema)
    .default(['checkout', 'finance', 'spin-to-win', 'online-payment'])
    .describe(
      'Pages that send a signed-out visitor to /sign-in?type={type}&redirect=&back= (rule: accounts.gated-routes): trade-in the trade-in pages (/trade-in, /sell-my-car, /cars/trade-in) and their vehicle lookups; checkout the reserve checkout and its reservation call; finance /personalised/finance, car-finance the same page opened for a car (?car_id=); spin-to-win and online-payment their pages. The garage and the watchlist page are always gated.',
    ),
  watchlist: z
    .boolean()
    .default(true)
    .describe('Signed-in watchlist (save-car/remove-car calls); signed-out users are sent to sign-in (rule: accounts.watchlist).'),
  garage_alias: SlugSchema.nullable()
    .default(null)
    .describe("A second path serving my garage, e.g. 'mymotorama' for /mymotorama (rule: accounts.garage), gated like /my-garage; null: /my-garage only."),
  spin_to_win: featureSwitch(SpinToWinSchema)
    .default(false)
    .describe(
      'The /spin-to-win promotion (rule: accounts.spin-to-win): one spin per signed-in mobile, the prize drawn on the server and sent to the dealer as a lead; false: no page and no link.',
    ),
});

/** Identity keys live at the top level of dealer.json, as the spec's site config names them. */
export const identityShape = {
  slug: SlugSchema.describe('Dealer slug; must equal the folder name, and is filled from it when omitted (rule: site.identity).'),
  name: z.string().min(1).describe("Dealer name shown in titles, copy and 'Book Your Service at {dealer name}'."),
  id: z.number().int().positive().describe('Website id, sent as website_id with car-view and phone-reveal calls (rule: site.identity).'),
  site_url: z.url().optional().describe('Public origin of the site, used for share links to /cars/{slug}; defaults to http://{slug}.localhost:4321.'),
  timezone: TimeZoneSchema.default('Australia/Sydney').describe("IANA zone for opening hours, 'Today', promotion dates and the new-arrival window."),
  logo: z
    .strictObject({
      url: z.string().min(1).describe('Logo image: a file in the dealer folder (e.g. logo.svg) or an absolute URL.'),
      alt: z.string().optional().describe('Logo alt text; defaults to the dealer name.'),
    })
    .prefault({ url: 'logo.svg' })
    .describe('Header and footer logo (rule: site.identity).'),
  theme: ThemeSchema.prefault({}).describe('Colours and font of the site.'),
  social: z
    .strictObject({
      facebook_url: z.url().nullable().default(null).describe('Facebook page link; null hides it.'),
      instagram_url: z.url().nullable().default(null).describe('Instagram link; null hides it.'),
      youtube_url: z.url().nullable().default(null).describe('YouTube link; null hides it.'),
    })
    .prefault({})
    .describe('Social links in header and footer (rule: site.identity).'),
  manufacturer: featureSwitch(z.strictObject({ name: z.string().min(1).describe('Franchise make, e.g. Mazda.') }))
    .default(false)
    .describe('Single-franchise make: names the model range and prefixes single-digit model names with no space (Mazda + 3 → Mazda3; rule: site.model-names).'),
  dealerships: z
    .array(DealershipSchema)
    .min(1)
    .describe('Dealerships whose stock the site shows; their ids are the default search filter (rule: stock.filter). Every location must belong to one.'),
  override_city: z
    .string()
    .min(1)
    .nullable()
    .default(null)
    .describe("City used as the primary dealership's city when deciding to show 'Located at {city}' (rule: vehicle.located-at)."),
  redbook: z.boolean().default(false).describe('Site uses RedBook vehicle codes (RedBookCode on trade-in leads; rule: trade-in.lead-fields).'),
  authentication: featureSwitch(AuthenticationSchema)
    .default(false)
    .describe('Sign-in for watchlist and gated routes; false (the usual value) means no sign-in anywhere (rule: accounts.authentication).'),
  phones: z
    .strictObject({
      by_car_type: z
        .strictObject({
          new: PhoneSchema.nullable().default(null).describe('Phone shown on new cars.'),
          used: PhoneSchema.nullable().default(null).describe('Phone shown on used cars.'),
          demo: PhoneSchema.nullable().default(null).describe('Phone shown on demo cars.'),
        })
        .prefault({})
        .describe('Phone numbers per car type (rule: site.phone-numbers).'),
      filter_by_car_type: z.boolean().default(false).describe("Pick the phone number by the car's car_type from `by_car_type` (rule: site.phone-numbers)."),
      location_overrides: z
        .record(z.string().regex(/^\d+$/, { error: 'expected a location id' }), PhoneSchema)
        .default({})
        .describe(
          "Location id → phone replacing that location's number everywhere it shows: cars, cards, the footer and structured data (rules: site.phone-numbers, locations.one-phone).",
        ),
    })
    .prefault({})
    .describe('Which dealer phone number a car page shows.'),
};
