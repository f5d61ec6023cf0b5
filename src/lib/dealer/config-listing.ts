import { z } from 'zod';
import { featureSwitch } from '../schema/fields.ts';

const PROMO_RANDOM_POSITION = 'random-3-plus-0-2';

/** Result cards: favourites, sold cars and promo cards in the listing grid. */
export const ListingConfigSchema = z.strictObject({
  favourites: featureSwitch(
    z.strictObject({
      restricted: z.boolean().default(false).describe('Also hide the button for non-used cars, price 0 or less, and cars with no images.'),
    }),
  )
    .prefault({})
    .describe('Favourite/compare button on saleable cars (rule: listing.favourites); false hides it everywhere.'),
  sold_handling: z
    .strictObject({
      collapse_consecutive: z
        .boolean()
        .default(false)
        .describe('Consecutive sold cars in results collapse to the first of each run (rule: listing.sold-collapse).'),
    })
    .prefault({})
    .describe('How sold cars appear in search results.'),
  promos: z
    .strictObject({
      positions: z
        .union([z.number().int().min(1), z.array(z.number().int().min(1)).min(1), z.literal(PROMO_RANDOM_POSITION)])
        .default(30)
        .describe(
          "Grid position(s) for promo cards: 30, a list such as [8,17] or [1,8,17], or 'random-3-plus-0-2' (3 plus a random 0 to 2; rule: listing.promo-cards).",
        ),
      shuffle: z
        .boolean()
        .default(false)
        .describe('Shuffle promos without a position before choosing by promo count modulo list length (rule: listing.promo-cards).'),
    })
    .prefault({})
    .describe('Promo cards in the listing grid (promos.json).'),
});

export type ListingConfig = z.output<typeof ListingConfigSchema>;

/** The dealer's promo grid positions as the listing takes them ('random' for the random position). */
export function promoPositionsFor(listing: Pick<ListingConfig, 'promos'>) {
  const { positions } = listing.promos;
  return positions === PROMO_RANDOM_POSITION ? 'random' : positions;
}
