import { z } from 'zod';
import { AuDateSchema, LinkSchema } from '../schema/fields.ts';

/** A customer review; customer_name and text are user content and must be escaped when rendered. */
export const ReviewSchema = z.strictObject({
  id: z.union([z.number().int(), z.string().min(1)]),
  image: LinkSchema.nullable(),
  customer_name: z.string().min(1),
  text: z.string(),
  rating: z.number().int().min(1).max(5),
  created_at_time_ago_in_words: z.string(),
  review_date: AuDateSchema,
  review_date_in_words: z.string(),
});

const ReviewAggregateSchema = z.strictObject({
  count: z.number().int().min(0),
  average_rating: z.string().regex(/^[0-5](\.\d)?$/, { error: "expected a rating string such as '4.6'" }),
});

export const ReviewsFileSchema = z.strictObject({
  aggregate: ReviewAggregateSchema,
  reviews: z.array(ReviewSchema),
});

export type ReviewsFile = z.infer<typeof ReviewsFileSchema>;
