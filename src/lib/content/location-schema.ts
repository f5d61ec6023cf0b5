import { z } from 'zod';
import { LinkSchema, PhoneSchema, SlugSchema, TimeOfDaySchema } from '../schema/fields.ts';

/** One weekday's opening hours; weekday 0 is Sunday, 1 to 5 count as Mon-Fri. */
export const OpeningHourSchema = z
  .strictObject({
    weekday: z.number().int().min(0).max(6),
    status: z.enum(['Open', 'Closed']),
    formated_hours: z.string(),
    open: TimeOfDaySchema.nullable(),
    close: TimeOfDaySchema.nullable(),
  })
  .refine((h) => h.status === 'Closed' || (h.open !== null && h.close !== null && h.open < h.close), {
    error: 'an Open day needs open and close times, open before close',
  });

const LocationAddressSchema = z.strictObject({
  street: z.string().min(1),
  city: z.string().min(1),
  state: z.enum(['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT']),
  postcode: z.string().regex(/^\d{4}$/, { error: 'expected a 4-digit postcode' }),
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
  place_id: z.string().nullable(),
  place_url: z.url().nullable(),
  map_key: z.string().nullable(),
});

export const LocationSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: SlugSchema,
  location_type: z.enum(['sales', 'service', 'parts', '']),
  location_subtype: z.string().nullable(),
  dealership_id: z.number().int().positive(),
  dealership_slug: SlugSchema,
  primary: z.boolean(),
  visible: z.boolean(),
  /** Make slugs sold or serviced here. */
  manufacturers: z.array(SlugSchema),
  address: LocationAddressSchema,
  contact_detail: z.strictObject({
    phone: PhoneSchema,
    landline_phone: PhoneSchema.nullable(),
    opening_hours: z
      .array(OpeningHourSchema)
      .refine((hours) => new Set(hours.map((h) => h.weekday)).size === hours.length, { error: 'each weekday may appear once' }),
  }),
  image: LinkSchema.nullable(),
  /** A static map of the location the dealer provides: a file of its public/ folder, by the path the site serves it at (rule: locations.map). */
  map_image: z
    .string()
    .regex(/^\/[\w.-][\w./-]*\.(svg|png|webp|avif|jpe?g)$/, { error: "expected a path the dealer folder's public/ serves, e.g. /images/maps/newstead.png" })
    .nullable()
    .default(null),
  /** Review aggregate shown on the location page; null for locations without reviews. */
  reviews: z
    .strictObject({
      average_rating: z.string().regex(/^[0-5](\.\d)?$/, { error: "expected a rating string such as '4.6'" }),
      count: z.number().int().min(0),
    })
    .nullable(),
  dealer_license_number: z.string().nullable(),
  motor_vehicle_repairer: z.string().nullable(),
});

export const LocationsFileSchema = z
  .array(LocationSchema)
  .min(1)
  .superRefine((locations, ctx) => {
    const seen = new Set<number>();
    locations.forEach((l, i) => {
      if (seen.has(l.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate location id ${l.id}` });
      seen.add(l.id);
    });
    const primaries = locations.filter((l) => l.primary).length;
    if (primaries !== 1) {
      ctx.addIssue({ code: 'custom', path: [], message: `expected exactly one primary location, found ${primaries}` });
    }
  });

export type Location = z.infer<typeof LocationSchema>;
