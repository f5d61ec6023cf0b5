import { z } from 'zod';
import { LinkSchema } from '../schema/fields.ts';

/** A home-page slide; hide_overlay drops the text overlay. */
export const SlideSchema = z.strictObject({
  id: z.union([z.number().int(), z.string().min(1)]),
  name: z.string().min(1),
  description: z.string(),
  url: LinkSchema,
  image: LinkSchema,
  alt: z.string().min(1),
  background: z.string().nullable().default(null),
  hide_overlay: z.boolean().default(false),
});

export const SlidesFileSchema = z.array(SlideSchema);

export type Slide = z.infer<typeof SlideSchema>;
