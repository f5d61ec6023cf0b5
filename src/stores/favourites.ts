import { computed } from 'nanostores';
import { asRecord, idField, listOfRecords, optionalText, requiredText } from './record-fields.ts';
import { FAVOURITES_STORAGE_KEY } from '../lib/site/inline-scripts.ts';
import { persistentList } from './persistent-list.ts';

/** A favourite as stored in the browser (rule: listing.favourites). */
export type Favourite = {
  id: string;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
};

export type FavouriteInput = {
  id: string | number;
  name?: string | null | undefined;
  slug: string;
  make?: string | null | undefined;
  model?: string | null | undefined;
  primary_image_url?: string | null | undefined;
};

/** The stored record for a car, or undefined when it lacks an id or slug or has a wrong-typed field. */
export function parseFavourite(raw: unknown): Favourite | undefined {
  const r = asRecord(raw);
  if (!r) return undefined;
  const id = idField(r['id']);
  const slug = requiredText(r['slug']);
  const name = optionalText(r['name'], '');
  const make = optionalText(r['make'], '');
  const model = optionalText(r['model'], '');
  const image = optionalText(r['primary_image_url'], null);
  if (id === undefined || slug === undefined || name === undefined || make === undefined || model === undefined || image === undefined) {
    return undefined;
  }
  return { id, name, slug, make, model, primary_image_url: image };
}

export const $favourites = persistentList(FAVOURITES_STORAGE_KEY, listOfRecords(parseFavourite));

export const $favouriteIds = computed($favourites, (list) => new Set(list.map((f) => f.id)));

export function isFavourite(id: string | number): boolean {
  return $favouriteIds.get().has(String(id));
}

function required(car: FavouriteInput): Favourite {
  const favourite = parseFavourite(car);
  if (!favourite) throw new TypeError(`Not a favourite car record: ${JSON.stringify(car)}`);
  return favourite;
}

/** Adds the car (newest first) or removes it; returns whether it is a favourite afterwards. */
export function toggleFavourite(car: FavouriteInput): boolean {
  const favourite = required(car);
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
