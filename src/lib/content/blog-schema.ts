import { z } from 'zod';
import { IsoDateSchema, LinkSchema } from '../schema/fields.ts';

/** A blog card: date shown day/month/year, description truncated to 80 characters, READ MORE link. */
export const BlogCardSchema = z.strictObject({
  href: LinkSchema,
  heading: z.string().min(1),
  image: LinkSchema,
  description: z.string(),
  date: IsoDateSchema,
});

export const BlogsFileSchema = z.array(BlogCardSchema);

export type BlogCard = z.infer<typeof BlogCardSchema>;
