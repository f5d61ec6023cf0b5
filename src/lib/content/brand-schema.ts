import { z } from 'zod';
import { LinkSchema, SlugSchema } from '../schema/fields.ts';

/** The /brands page's lists, in the order it shows them (rule: site.brands-page). */
export const BRAND_CATEGORIES = ['car', 'motorcycle', 'truck', 'group'] as const;

/** A brand with its page at /{slug}/overview. */
export const BrandSchema = z.strictObject({
  title: z.string().min(1),
  /** Which list of the /brands page shows it. */
  category: z.enum(BRAND_CATEGORIES).default('car'),
  slug: SlugSchema,
  logo: LinkSchema,
  banner: LinkSchema.nullable(),
  description: z.string(),
});

export const BrandsFileSchema = z.array(BrandSchema);

export type Brand = z.infer<typeof BrandSchema>;
