import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { BlogCardSchema } from '../content/blog-schema.ts';
import { BrandSchema } from '../content/brand-schema.ts';
import { LocationSchema } from '../content/location-schema.ts';
import { ModelSchema } from '../content/model-schema.ts';
import { AuDateSchema, HexColourSchema, IsoDateSchema, LinkSchema, PhoneSchema, SlugSchema, TimeOfDaySchema } from '../schema/fields.ts';
import { PopupSchema } from '../content/popup-schema.ts';
import { PromoCardSchema, PromotionSchema } from '../content/promo-schema.ts';
import { ReviewsFileSchema } from '../content/review-schema.ts';
import { DeliveryFileSchema } from '../content/delivery-schema.ts';
import { SlideSchema } from '../content/slide-schema.ts';
import { SpecialHoursSchema } from '../content/special-hours-schema.ts';
import { MenuGroupSchema, MenuLinkSchema } from './config-content.ts';
import { CONTENT_FILES } from './dealer-content.ts';
import { CONFIG_GROUPS, DealerConfigObjectSchema } from './dealer-config.ts';
import { type JsonValue, hasPath } from './deep-merge.ts';
import { linkRuleCitations } from '../rule-citations.ts';

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  pattern?: string;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  default?: unknown;
  description?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  $defs?: Record<string, JsonSchema>;
}

interface Row {
  key: string;
  type: string;
  default: string;
  description: string;
}

const UNBOUNDED = Number.MAX_SAFE_INTEGER;

function jsonSchema(schema: z.ZodType): JsonSchema {
  const out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const ref = out.$ref?.replace('#/$defs/', '');
  return ref !== undefined ? (out.$defs?.[ref] ?? out) : out;
}

function numberType(s: JsonSchema): string {
  const base = s.type === 'integer' ? 'integer' : 'number';
  const min = s.minimum !== undefined && Math.abs(s.minimum) < UNBOUNDED ? s.minimum : undefined;
  const max = s.maximum !== undefined && Math.abs(s.maximum) < UNBOUNDED ? s.maximum : undefined;
  if (min !== undefined && max !== undefined) return `${base} ${min}–${max}`;
  if (min !== undefined) return `${base} ≥ ${min}`;
  if (s.exclusiveMinimum !== undefined) return `${base} > ${s.exclusiveMinimum}`;
  return max !== undefined ? `${base} ≤ ${max}` : base;
}

const PATTERN_NAMES = new Map<string | undefined, string>([
  [jsonSchema(HexColourSchema).pattern, 'colour #rrggbb'],
  [jsonSchema(SlugSchema).pattern, 'slug'],
  [jsonSchema(LinkSchema).pattern, 'path or URL'],
  [jsonSchema(PhoneSchema).pattern, 'phone'],
  [jsonSchema(IsoDateSchema).pattern, 'date YYYY-MM-DD'],
  [jsonSchema(AuDateSchema).pattern, 'date dd/mm/yyyy'],
  [jsonSchema(TimeOfDaySchema).pattern, 'time HH:MM'],
]);

function typeOf(s: JsonSchema): string {
  if (s.$ref !== undefined) return s.$ref.replace('#/$defs/', '');
  if (Array.isArray(s.type)) return s.type.map((type) => typeOf({ ...s, type })).join(' | ');
  if (s.anyOf) return [...new Set(s.anyOf.map(typeOf))].join(' | ');
  if ('const' in s) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  switch (s.type) {
    case 'array': {
      const inner = s.items ? typeOf(s.items) : 'unknown';
      return inner.includes(' ') ? `(${inner})[]` : `${inner}[]`;
    }
    case 'object':
      if (s.properties) return 'object';
      return `record<string, ${typeof s.additionalProperties === 'object' ? typeOf(s.additionalProperties) : 'unknown'}>`;
    case 'integer':
    case 'number':
      return numberType(s);
    case 'string':
      if (s.format === 'uri') return 'URL';
      if (s.format === 'email') return 'email';
      return PATTERN_NAMES.get(s.pattern) ?? 'string';
    default:
      return String(s.type ?? 'unknown');
  }
}

function objectOf(s: JsonSchema | undefined): JsonSchema | undefined {
  if (s === undefined) return undefined;
  if (s.type === 'object' && s.properties) return s;
  return s.anyOf?.find((member) => member.type === 'object' && member.properties !== undefined);
}

function defaultOf(s: JsonSchema, required: boolean): string {
  if (!('default' in s)) return required ? '**required**' : '—';
  const value = s.default;
  const childRows = s.type === 'object' && s.properties !== undefined;
  if (childRows && typeof value === 'object' && value !== null && Object.keys(value).length === 0) return '';
  return `\`${JSON.stringify(value)}\``;
}

function walk(s: JsonSchema, prefix: string, rows: Row[], only?: readonly string[]): Row[] {
  const required = new Set(s.required ?? []);
  for (const key of only ?? Object.keys(s.properties ?? {})) {
    const prop = s.properties?.[key];
    if (prop === undefined) throw new Error(`no config key '${key}'`);
    const name = prefix === '' ? key : `${prefix}.${key}`;
    rows.push({ key: name, type: typeOf(prop), default: defaultOf(prop, required.has(key)), description: prop.description ?? '' });
    const inner = objectOf(prop);
    if (inner) walk(inner, name, rows);
    else if (prop.type === 'array') {
      const item = objectOf(prop.items);
      if (item) walk(item, `${name}[]`, rows);
    }
  }
  return rows;
}

/** A description as the reference shows it: rule citations linked to docs/rules/ (the reference is docs/dealer-config.md). */
const prose = (text: string) => linkRuleCitations(text, 'rules/');
const cell = (text: string) => text.replaceAll('|', '\\|');

function table(rows: readonly Row[], shared: JsonValue): string {
  const lines = ['| Key | Type | Default | What it changes |', '|---|---|---|---|'];
  for (const r of rows) {
    const inShared = !r.key.includes('[]') && hasPath(shared, r.key.split('.'));
    const def = inShared ? `${r.default}${r.default === '' ? '' : ' '}(set in \`_defaults\`)` : r.default;
    lines.push(`| \`${r.key}\` | ${cell(r.type)} | ${cell(def)} | ${cell(prose(r.description))} |`);
  }
  return lines.join('\n');
}

function fieldTable(schema: z.ZodType): string {
  const lines = ['| Field | Type | Default |', '|---|---|---|'];
  for (const r of walk(jsonSchema(schema), '', [])) lines.push(`| \`${r.key}\` | ${cell(r.type)} | ${cell(r.default)} |`);
  return lines.join('\n');
}

/** Content files: file name, what it holds, the schema of one entry (or of the whole file). */
const CONTENT_DOCS: ReadonlyArray<{ file: string; purpose: string; schema: z.ZodType }> = [
  {
    file: CONTENT_FILES.locations,
    purpose: 'Required. Array of locations (exactly one primary); each dealership_id must be one of `dealerships`.',
    schema: LocationSchema,
  },
  { file: CONTENT_FILES.specialHours, purpose: 'Array of holiday and one-off hours; location_name must name a location.', schema: SpecialHoursSchema },
  {
    file: CONTENT_FILES.reviews,
    purpose: 'Review aggregate and reviews (shown when `content.reviews` is on and the average exceeds its min_rating).',
    schema: ReviewsFileSchema,
  },
  { file: CONTENT_FILES.promos, purpose: 'Array of promo cards for the listing grid (`listing.promos`).', schema: PromoCardSchema },
  { file: CONTENT_FILES.banners, purpose: 'Array of promotional banners, shown between start and expiry.', schema: PromotionSchema },
  { file: CONTENT_FILES.models, purpose: "Array of models in a franchise dealer's range (/models, Range menu).", schema: ModelSchema },
  { file: CONTENT_FILES.brands, purpose: 'Array of brands for /brands and /{slug}/overview.', schema: BrandSchema },
  { file: CONTENT_FILES.blogs, purpose: 'Array of blog cards.', schema: BlogCardSchema },
  { file: CONTENT_FILES.slides, purpose: 'Array of home-page slides.', schema: SlideSchema },
  {
    file: CONTENT_FILES.delivery,
    purpose:
      "The delivery calculator's regions and prices, by distance from the car's location (without the file: free under 50 km, $150 + $1.50/km to 200 km, $375 + $1.20/km to 1000 km).",
    schema: DeliveryFileSchema,
  },
];

const INTRO = `# Dealer configuration reference

<!-- Generated by \`npm run docs:config\` from the zod schemas; do not edit by hand. -->

A dealer is a folder in \`dealers/\`: configuration and content as data, never code.

\`\`\`
dealers/
  _defaults/dealer.json        shared content defaults (menus, 'Why Buy From Us?' points)
  <slug>/dealer.json           this dealer's overrides (required)
  <slug>/locations.json        locations and opening hours (required)
  <slug>/special-hours.json reviews.json promos.json banners.json models.json brands.json blogs.json slides.json delivery.json
  <slug>/pages/*.md            markdown pages at /pages/{file name}; a file named for a built-in page (about-us,
                               careers, terms-and-conditions, privacy-policy, value-my-car-terms-and-conditions,
                               warranty, roadside-assist, accessories, vehicle-parts-and-accessories, fleet, faqs)
                               replaces its default copy. Front matter 'title:' and 'description:' between '---'
                               lines (or a leading '# Title' line); raw HTML is shown as text
  <slug>/blog/**/*.md          blog posts: blog/{path}.md is the post at /blog/{path}, linked by a blogs.json card
  <slug>/logo.svg              the logo \`logo.url\` names
  <slug>/public/               dealer assets served from the site root (model, brand and promo images)
\`\`\`

## How a dealer's configuration is built

1. Every switch has a default in the schema (\`src/lib/dealer/dealer-config.ts\`); \`DealerSwitchesSchema.parse({})\` is the default set (\`DEALER_DEFAULTS\`).
2. \`dealers/_defaults/dealer.json\` is deep-merged under \`dealers/<slug>/dealer.json\`: objects merge key by key; arrays, scalars and \`false\` replace.
3. The merged object is parsed. Only \`name\`, \`id\` and \`dealerships\` have no default; \`slug\` comes from the folder name (a \`slug\` in the file must equal it).
4. Content files are validated and cross-checked (locations belong to configured dealerships, special hours name real locations, phone overrides name real location ids, the logo file exists).

A switch typed \`false | object\` is off with \`false\` and on with an object; \`{}\` turns it on with every option at its default. Keys are snake_case throughout. Content files keep the spec's own field names (\`formated_hours\`, \`strictDisplay\`, \`imageUrl\`).

Objects are strict: a misspelt key is an error. Every problem names the file, the key path and the reason, one per line:

\`\`\`
dealers/harbour-mazda/dealer.json: finance.term.max: expected number, received string
dealers/harbour-mazda/dealer.json: search.popularMakeCont: unrecognized key
dealers/harbour-mazda/dealer.json:12:5: invalid JSON: Expected double-quoted property name
dealers/westside-used-cars/promos.json: [2].expiry: not a real calendar date
\`\`\`

\`loadDealer(slug)\` throws a \`DealerConfigError\` listing every problem; \`loadAllDealers()\` returns the dealers that loaded and a failure per dealer that did not, so one bad dealer never stops the others.

A value marked "(set in \`_defaults\`)" is overridden by \`dealers/_defaults/dealer.json\` for every dealer that does not set it.`;

/** The whole reference document, generated from the schemas and the shared defaults file. */
export function renderConfigReference(sharedDefaults: JsonValue): string {
  const root = jsonSchema(DealerConfigObjectSchema);
  const parts = [INTRO, '## Configuration keys (`dealer.json`)'];
  for (const group of CONFIG_GROUPS) {
    parts.push(`### ${group.title}`);
    if (group.title === 'Identity') {
      parts.push(table(walk(root, '', [], group.keys), sharedDefaults));
      continue;
    }
    for (const key of group.keys) {
      const prop = root.properties?.[key];
      const inner = objectOf(prop);
      if (prop === undefined || inner === undefined) throw new Error(`group key '${key}' is not an object`);
      parts.push(`#### \`${key}\`\n\n${prose(prop.description ?? '')}`, table(walk(inner, key, []), sharedDefaults));
    }
  }
  parts.push('## Types used in `dealer.json`');
  for (const [name, schema] of [
    ['MenuGroup', MenuGroupSchema],
    ['MenuLink', MenuLinkSchema],
    ['Popup', PopupSchema],
  ] as const) {
    parts.push(`### ${name}`, fieldTable(schema));
  }
  parts.push('## Content files');
  for (const doc of CONTENT_DOCS) parts.push(`### \`${doc.file}\`\n\n${doc.purpose}`, fieldTable(doc.schema));
  return `${parts.join('\n\n')}\n`;
}

export const REFERENCE_PATH = 'docs/dealer-config.md';
const SHARED_DEFAULTS_PATH = 'dealers/_defaults/dealer.json';

export function readSharedDefaults(file = SHARED_DEFAULTS_PATH): JsonValue {
  return JSON.parse(readFileSync(file, 'utf8')) as JsonValue;
}
