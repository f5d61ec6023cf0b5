import type { DateInput } from '../dates.ts';
import type { DealerConfig } from '../dealer/dealer-config.ts';
import { carTitle, type CarNameParts } from '../inventory/car-name.ts';
import { carTag, tagOptionsFor, type CarTag, type TagOptions } from '../inventory/car-tags.ts';
import { normaliseMakeName } from '../inventory/manufacturers.ts';
import { priceDisplay, priceOptionsFor, reserveAmountLabel, type PriceCar, type PriceDisplayOptions } from '../inventory/price-display.ts';
import { showFavouriteButton } from '../inventory/save-rules.ts';
import { isAvailableStatus } from '../inventory/vocabulary.ts';
import { isReservableUnder, type ReserveMode } from '../inventory/reservable.ts';
import { imageHostFor, type ImageHost } from '../images/image-url.ts';
import { silhouetteFor, type BodySource, type NoPhotoStyle, type Silhouette } from '../images/photo-placeholder.ts';
import { STRINGS } from '../strings.ts';

type Maybe<T> = T | null | undefined;

/**
 * The car fields a vehicle card reads. A parsed `Car`, a stock index document and a listing
 * document all satisfy it, so the static card and the listing island share one view model.
 */
export type CardSource = PriceCar &
  BodySource & {
    id: string | number;
    slug: string;
    year?: Maybe<number>;
    make?: Maybe<string>;
    model?: Maybe<string>;
    badge?: Maybe<string>;
    series?: Maybe<string>;
    car_type?: Maybe<string>;
    status: string;
    simple_transmission?: Maybe<string>;
    trans?: Maybe<string>;
    km?: Maybe<number>;
    simple_fuel?: Maybe<string>;
    fuel?: Maybe<string>;
    reserved?: Maybe<boolean>;
    certified?: Maybe<boolean>;
    tag?: Maybe<string>;
    created_at?: Maybe<DateInput>;
    sold_at?: Maybe<DateInput>;
    primary_image_url?: Maybe<string>;
    images?: Maybe<readonly unknown[]>;
    photos_count?: Maybe<number>;
    payment_processors?: Maybe<readonly string[]>;
  };

export type ReserveOptions = {
  amount: number;
  /** Which cars are reservable (see isReservableUnder). */
  mode: ReserveMode;
  checkoutPath: 'checkout' | 'buy-online';
};

/** The per-dealer switches a vehicle card depends on, derived once from the dealer config. */
export type CardOptions = {
  tag: TagOptions;
  price: PriceDisplayOptions;
  /** The dealer's price display mode 'no-price' hides every price. */
  hidePrices: boolean;
  favourites: { enabled: boolean; restricted: boolean };
  /** null when the dealer does not take reservations online. */
  reserve: ReserveOptions | null;
  /** The dealer's image host (images.quality, images.url_template). */
  imageHost: ImageHost;
  /** The placeholder a car without photos shows (images.no_photo). */
  noPhoto: NoPhotoStyle;
};

export function cardOptionsFor(config: DealerConfig): CardOptions {
  const favourites = config.listing.favourites;
  const reserve = config.purchase.reserve;
  return {
    tag: tagOptionsFor(config),
    price: priceOptionsFor(config),
    hidePrices: config.pricing.default_mode === 'no-price',
    favourites: { enabled: favourites !== false, restricted: favourites !== false && favourites.restricted },
    reserve: reserve === false ? null : { amount: reserve.amount, mode: reserve.mode, checkoutPath: config.purchase.checkout_path },
    imageHost: imageHostFor(config.images),
    noPhoto: config.images.no_photo,
  };
}

export type CardPrice = { text: string; was: string | null; type: string | null };

/** What the favourite and compare stores keep for a car (rule: listing.favourites). */
export type CardFavourite = {
  id: string;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
};

export type CardView = {
  id: string;
  title: string;
  href: string;
  tag: CarTag | null;
  price: CardPrice;
  /** Condition, transmission, odometer in km, fuel. */
  specs: string[];
  image: string | null;
  /** How the image is asked of the image host. */
  imageHost: ImageHost;
  /** The photo-coming-soon placeholder, for a car without an image; else null. */
  placeholder: { style: NoPhotoStyle; silhouette: Silhouette } | null;
  available: boolean;
  /** The record the Save and compare buttons store; null when the buttons are hidden. */
  favourite: CardFavourite | null;
  /** 'Quick Enquiry'. */
  enquireHref: string;
  /** 'Reserve This Car {amount}' when the car is reservable. */
  reserve: { label: string; href: string } | null;
};

const km = new Intl.NumberFormat('en-AU');

export function cardPrice(car: PriceCar, options: Pick<CardOptions, 'price' | 'hidePrices'>): CardPrice {
  const p = priceDisplay(car, options.price);
  if (options.hidePrices || p.mode === 'no-price') {
    return { text: options.price.noPriceText, was: null, type: null };
  }
  if (p.mode === 'pre-order') return { text: p.formatted ?? options.price.noPriceText, was: null, type: p.priceTypeLabel };
  return { text: p.formatted, was: p.mode === 'reduced' ? p.beforeFormatted : null, type: p.priceTypeLabel };
}

/** Whether the car can be reserved online under the dealer's reserve mode (the one rule: isReservableUnder). */
export function isReservable(car: CardSource, reserve: ReserveOptions | null): boolean {
  return isReservableUnder(reserve?.mode ?? null, car);
}

/** The card's condition / transmission / odometer / fuel line. */
function cardSpecs(car: CardSource): string[] {
  return [
    car.car_type ? car.car_type[0]!.toUpperCase() + car.car_type.slice(1) : null,
    car.simple_transmission ?? car.trans ?? null,
    typeof car.km === 'number' ? `${km.format(car.km)} km` : null,
    car.simple_fuel ?? car.fuel ?? null,
  ].filter((s): s is string => Boolean(s));
}

function nameParts(car: CardSource): CarNameParts {
  const parts: CarNameParts = {};
  if (typeof car.year === 'number') parts.year = car.year;
  if (car.make) parts.make = car.make;
  if (car.model) parts.model = car.model;
  if (car.badge) parts.badge = car.badge;
  if (car.series) parts.series = car.series;
  return parts;
}

/** What a vehicle card shows: title, tag, price, the specs line, image and its buttons. */
export function cardView(car: CardSource, options: CardOptions, now: Date): CardView {
  const id = String(car.id);
  const title = carTitle(nameParts(car));
  const image = car.primary_image_url ?? null;
  const favourites = options.favourites ?? { enabled: true, restricted: false };
  const showFavourite = showFavouriteButton(car, {
    favouritesEnabled: favourites.enabled,
    usedPricedWithImagesOnly: favourites.restricted,
  });
  const reserve = options.reserve ?? null;
  return {
    id,
    title,
    href: `/cars/${car.slug}/`,
    tag: carTag(car, now, options.tag),
    price: cardPrice(car, options),
    specs: cardSpecs(car),
    image,
    imageHost: options.imageHost,
    placeholder: image === null ? { style: options.noPhoto, silhouette: silhouetteFor(car) } : null,
    available: isAvailableStatus(car.status),
    favourite: showFavourite
      ? { id, name: title, slug: car.slug, make: car.make ? normaliseMakeName(car.make) : '', model: car.model ?? '', primary_image_url: image }
      : null,
    enquireHref: `/contact?car_id=${encodeURIComponent(id)}`,
    reserve:
      reserve !== null && isReservable(car, reserve)
        ? { label: STRINGS.reserveThisCar(reserveAmountLabel(reserve.amount)), href: `/cars/${car.slug}/${reserve.checkoutPath}/` }
        : null,
  };
}
