import { z } from 'zod';
import { LinkSchema, SlugSchema } from '../schema/fields.ts';

/** One model in a franchise dealer's range; its page lives at override_url, or /{slug}. */
export const ModelSchema = z.strictObject({
  name: z.string().min(1),
  slug: SlugSchema,
  new_slug: SlugSchema.nullable(),
  override_url: LinkSchema.nullable(),
  manufacturer_name: z.string().min(1),
  image: z.strictObject({ url: LinkSchema }),
  cloudfront_new_image_url: LinkSchema.nullable(),
  short_description: z.string(),
  from_price: z.number().positive().nullable(),
  status: z.enum(['new', 'coming_soon']),
  /** Range body categories, e.g. suvs, utes, cars, hybrids, sports. */
  body: z.array(z.string().min(1)).min(1),
  manufacturer_body: z.string().nullable(),
  manufacturer_body2: z.string().nullable(),
  manufacturer_body3: z.string().nullable(),
});

export const ModelsFileSchema = z.array(ModelSchema).superRefine((models, ctx) => {
  const seen = new Set<string>();
  models.forEach((m, i) => {
    if (seen.has(m.slug)) ctx.addIssue({ code: 'custom', path: [i, 'slug'], message: `duplicate model slug '${m.slug}'` });
    seen.add(m.slug);
  });
});

export type Model = z.infer<typeof ModelSchema>;
