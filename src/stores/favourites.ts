import { computed } from 'nanostores';
import { z } from 'zod';
import { listOf, persistentAtom } from './persistent.ts';

const IdSchema = z.union([z.string().min(1), z.number()]).transform(String);
const text = z.string().nullish().transform((v) => v ?? '');

/** A favourite as stored in the browser (spec part 1 §3). */
export const FavouriteSchema = z.object({
  id: IdSchema,
  name: text,
  slug: z.string().min(1),
  make: text,
  model: text,
  primary_image_url: z.string().nullish().transform((v) => v ?? null),
});
export type Favourite = z.output<typeof FavouriteSchema>;
export type FavouriteInput = z.input<typeof FavouriteSchema>;

export const $favourites = persistentAtom<Favourite[]>('favourites', [], listOf(FavouriteSchema));

export const $favouriteIds = computed($favourites, (list) => new Set(list.map((f) => f.id)));

export function isFavourite(id: string | number): boolean {
  return $favouriteIds.get().has(String(id));
}

/** Adds the car (newest first) or removes it; returns whether it is a favourite afterwards. */
export function toggleFavourite(car: FavouriteInput): boolean {
  const favourite = FavouriteSchema.parse(car);
  const list = $favourites.get();
  if (list.some((f) => f.id === favourite.id)) {
    $favourites.set(list.filter((f) => f.id !== favourite.id));
    return false;
  }
  $favourites.set([favourite, ...list]);
  return true;
}

export function removeFavourite(id: string | number): void {
  $favourites.set($favourites.get().filter((f) => f.id !== String(id)));
}
