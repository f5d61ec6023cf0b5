import { z } from 'zod';
import { LinkSchema, SlugSchema } from '../schema/fields.ts';

/** A brand with its page at /{slug}/overview. */
export const BrandSchema = z.strictObject({
  title: z.string().min(1),
  slug: SlugSchema,
  logo: LinkSchema,
  banner: LinkSchema.nullable(),
  description: z.string(),
});

export const BrandsFileSchema = z.array(BrandSchema);

export type Brand = z.infer<typeof BrandSchema>;
