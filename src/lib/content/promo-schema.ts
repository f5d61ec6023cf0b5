import { z } from 'zod';
import { CarTypeSchema, IsoDateSchema, LinkSchema } from '../schema/fields.ts';

const startBeforeExpiry = (p: { start: string; expiry: string }) => p.start <= p.expiry;

/** The tile a promo card renders. */
const PromoTileSchema = z.strictObject({
  image: LinkSchema,
  alt: z.string().min(1),
  link: LinkSchema,
  background: z.string().nullable().default(null),
  title: z.string().optional(),
  text: z.string().optional(),
});

/**
 * A promo card inserted into the listing grid, shown from start to expiry (inclusive).
 * `display` lists the car types it suits (empty: all); with `strictDisplay` it shows only when
 * the listing is refined to one of those car types. `position` pins it to a grid position;
 * null leaves it to the dealer's configured positions.
 */
export const PromoCardSchema = z
  .strictObject({
    start: IsoDateSchema,
    expiry: IsoDateSchema,
    position: z.number().int().min(1).nullable().default(null),
    display: z.array(CarTypeSchema).default([]),
    strictDisplay: z.boolean().default(false),
    node: PromoTileSchema,
  })
  .refine(startBeforeExpiry, { error: 'start must not be after expiry', path: ['expiry'] });

/** A promotional banner, shown only between start and expiry. */
export const PromotionSchema = z
  .strictObject({
    start: IsoDateSchema,
    expiry: IsoDateSchema,
    imageUrl: LinkSchema,
    alt: z.string().min(1),
  })
  .refine(startBeforeExpiry, { error: 'start must not be after expiry', path: ['expiry'] });

export const PromosFileSchema = z.array(PromoCardSchema);
export const BannersFileSchema = z.array(PromotionSchema);

export type PromoCard = z.infer<typeof PromoCardSchema>;
export type Promotion = z.infer<typeof PromotionSchema>;
