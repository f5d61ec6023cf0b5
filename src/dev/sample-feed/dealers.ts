import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { CarType } from '../../lib/inventory/vocabulary.ts';
import { CARAVANS, MOTORCYCLES } from './catalogue-leisure.ts';
import { MAZDA } from './catalogue-mazda.ts';
import { ISUZU, MERCEDES, NISSAN, SUZUKI } from './catalogue-sunstate.ts';
import { TOYOTA } from './catalogue-toyota.ts';
import type { ModelSpec } from './catalogue-types.ts';
import { USED_MAINSTREAM } from './catalogue-used-mainstream.ts';
import { USED_PREMIUM } from './catalogue-used-premium.ts';

/** The part of a dealer location (`dealers/<slug>/locations.json`) the generator uses. */
const SampleLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  location_type: z.string().nullable(),
  dealership_id: z.number().int(),
  dealership_slug: z.string(),
  manufacturers: z.array(z.string()),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), postcode: z.string(), place_url: z.string().nullable() }),
  contact_detail: z.object({ phone: z.string() }),
});
export type SampleLocation = z.infer<typeof SampleLocationSchema>;

type StockLine = { weight: number; carType: CarType; models: readonly ModelSpec[] };

/** How one dealer's sample stock is made. */
export type DealerPlan = {
  slug: string;
  /** Display name used in comments and 'Manual' finance. */
  name: string;
  count: number;
  /** Ids are idBase + 1, idBase + 2, …; malformed extras follow. */
  idBase: number;
  stockPrefix: string;
  locations: readonly SampleLocation[];
  lines: readonly StockLine[];
  /** Lenders quoting on this dealer's cars; the first is the usual one. */
  lenders: readonly string[];
  /** A make's captive lender, quoted first on that make's cars (e.g. Nissan → 'Nissan Finance'). */
  makeLenders: Readonly<Record<string, string>>;
  customTags: readonly string[];
  /** Share of available, priced cars reservable online (payment_processors: ['stripe']). */
  reservableShare: number;
  /** Share of cars with a weekly subscription price. */
  subscriptionShare: number;
  /** Used Toyotas under five years old are mostly certified pre-owned. */
  certifiesUsedToyotas: boolean;
  /** YouTube walkaround links: every fifth new car of the dealer's make carries one as its external_video_url. */
  walkaroundVideos: readonly string[];
  /** Whether used franchise makes keep the feed's spelling ('Suzuki Australia') or the display name. */
  keepsFeedMakeNames: boolean;
  /** Suburbs of consignment (private) sellers as [suburb, postcode]; empty for none. */
  privateSuburbs: readonly (readonly [string, string])[];
};

const carsOnly = (models: readonly ModelSpec[]) => models.filter((m) => m.itemType === 'car');
const USED_CARS: readonly ModelSpec[] = [
  ...MAZDA,
  ...TOYOTA,
  ...NISSAN,
  ...SUZUKI,
  ...ISUZU,
  ...carsOnly(MERCEDES),
  ...USED_MAINSTREAM,
  ...carsOnly(USED_PREMIUM),
];
const USED_WITH_TRUCKS: readonly ModelSpec[] = [...USED_CARS, ...USED_PREMIUM.filter((m) => m.itemType === 'truck')];

type Profile = Omit<DealerPlan, 'locations'>;

const DEALER_PROFILES: readonly Profile[] = [
  {
    slug: 'harbour-mazda',
    name: 'Harbour City Mazda',
    count: 1400,
    idBase: 100_000,
    stockPrefix: 'HCM',
    lines: [
      { weight: 52, carType: 'new', models: MAZDA },
      { weight: 11, carType: 'demo', models: MAZDA },
      { weight: 14, carType: 'used', models: MAZDA },
      { weight: 23, carType: 'used', models: USED_CARS },
    ],
    lenders: ['360 Finance', 'Angle', 'Manual'],
    makeLenders: {},
    customTags: ['Hot Deal', 'Runout Special', 'Low Kms', 'Demo Clearance'],
    reservableShare: 0.15,
    subscriptionShare: 0.02,
    certifiesUsedToyotas: false,
    walkaroundVideos: ['https://www.youtube.com/watch?v=sampleWalk1', 'https://youtu.be/sampleWalk2'],
    keepsFeedMakeNames: false,
    privateSuburbs: [],
  },
  {
    slug: 'sunstate-motor-group',
    name: 'Sunstate Motor Group',
    count: 3300,
    idBase: 200_000,
    stockPrefix: 'SMG',
    lines: [
      { weight: 21, carType: 'new', models: TOYOTA },
      { weight: 3, carType: 'demo', models: TOYOTA },
      { weight: 10, carType: 'new', models: NISSAN },
      { weight: 2, carType: 'demo', models: NISSAN },
      { weight: 8, carType: 'new', models: SUZUKI },
      { weight: 1, carType: 'demo', models: SUZUKI },
      { weight: 9, carType: 'new', models: ISUZU },
      { weight: 1, carType: 'demo', models: ISUZU },
      { weight: 8, carType: 'new', models: MERCEDES },
      { weight: 2, carType: 'demo', models: MERCEDES },
      { weight: 14, carType: 'used', models: TOYOTA },
      { weight: 21, carType: 'used', models: USED_CARS },
    ],
    lenders: ['AusLoans', 'Powertorque', 'Manual'],
    makeLenders: { Nissan: 'Nissan Finance' },
    customTags: ['Runout Sale', 'Drive Away Deal', 'Test Drive Only'],
    reservableShare: 0.1,
    subscriptionShare: 0,
    certifiesUsedToyotas: true,
    walkaroundVideos: [],
    keepsFeedMakeNames: true,
    privateSuburbs: [],
  },
  {
    slug: 'outback-caravans',
    name: 'Outback Caravans & Motorcycles',
    count: 800,
    idBase: 300_000,
    stockPrefix: 'OBC',
    lines: [
      { weight: 35, carType: 'new', models: CARAVANS },
      { weight: 25, carType: 'used', models: CARAVANS },
      { weight: 22, carType: 'new', models: MOTORCYCLES },
      { weight: 18, carType: 'used', models: MOTORCYCLES },
    ],
    lenders: ['Angle', 'AusLoans', 'Manual'],
    makeLenders: {},
    customTags: ['Show Special', 'Ex-Hire', 'Off Grid Ready'],
    reservableShare: 0.05,
    subscriptionShare: 0,
    certifiesUsedToyotas: false,
    walkaroundVideos: [],
    keepsFeedMakeNames: false,
    privateSuburbs: [],
  },
  {
    slug: 'westside-used-cars',
    name: 'Westside Used Cars',
    count: 1500,
    idBase: 400_000,
    stockPrefix: 'WUC',
    lines: [{ weight: 100, carType: 'used', models: USED_WITH_TRUCKS }],
    lenders: ['Taurus', '360 Finance'],
    makeLenders: {},
    customTags: ['runout sale', 'Test Drive Only', 'Just Serviced', 'One Owner'],
    reservableShare: 0.35,
    subscriptionShare: 0.03,
    certifiesUsedToyotas: false,
    walkaroundVideos: [],
    keepsFeedMakeNames: false,
    privateSuburbs: [
      ['Joondalup', '6027'],
      ['Fremantle', '6160'],
      ['Midland', '6056'],
      ['Rockingham', '6168'],
      ['Mandurah', '6210'],
    ],
  },
];

function readLocations(root: string, slug: string): SampleLocation[] {
  const file = path.join(root, 'dealers', slug, 'locations.json');
  return z.array(SampleLocationSchema).parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The four sample dealers with their locations read from `dealers/<slug>/locations.json`. */
export function defaultDealerPlans(root: string): DealerPlan[] {
  return DEALER_PROFILES.map((profile) => ({ ...profile, locations: readLocations(root, profile.slug) }));
}
