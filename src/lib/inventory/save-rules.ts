import { isAvailableStatus } from './vocabulary.ts';

export interface FavouriteButtonCar {
  status: string;
  car_type?: string | null | undefined;
  price?: number | null | undefined;
  images?: readonly unknown[] | null | undefined;
  photos_count?: number | null | undefined;
}

export interface FavouriteButtonOptions {
  favouritesEnabled: boolean;
  /** Stricter sites: only used cars with a price above 0 and at least one image. */
  usedPricedWithImagesOnly: boolean;
}

/** Whether a card or detail page shows the favourite/compare button. */
export function showFavouriteButton(car: FavouriteButtonCar, options: Partial<FavouriteButtonOptions> = {}): boolean {
  if (options.favouritesEnabled === false || !isAvailableStatus(car.status)) return false;
  if (options.usedPricedWithImagesOnly === true) {
    const imageCount = car.images?.length ?? car.photos_count ?? 0;
    if (car.car_type !== 'used' || !(typeof car.price === 'number' && car.price > 0) || imageCount === 0) return false;
  }
  return true;
}

/** Sold cars hide the watchlist save button unless the car is already saved. */
export function showWatchlistButton(car: { status: string }, alreadySaved: boolean): boolean {
  return alreadySaved || isAvailableStatus(car.status);
}
