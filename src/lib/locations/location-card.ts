import { siteTestDriveWords } from '../test-drive/test-drive-words.ts';
import type { Location } from '../content/location-schema.ts';
import type { DealerConfig } from '../dealer/dealer-config.ts';
import { openingHoursRows, type HoursRow } from '../hours/opening-hours.ts';
import { locationPhone } from '../phone/choose-phone.ts';
import { formatPhone, telHref } from '../phone/format-phone.ts';
import { locationPath } from './locator.ts';
import { mapEmbed, type MapEmbed } from '../embeds/map-embed.ts';

/** What a location card shows (rule: locations.card), ready for any renderer. */
export interface LocationCardView {
  id: number;
  name: string;
  type: Location['location_type'];
  href: string;
  /** The location's photo; null draws the local map. */
  image: string | null;
  map: LocationMapView;
  addressLines: [string, string];
  phone: { text: string; href: string } | null;
  hours: HoursRow[];
  directionsHref: string;
  contactHref: string;
  /** Test drives (or the dealer's test rides, inspections: test_drive.site_offer) are booked at sales locations only. */
  book: { href: string; label: string } | null;
  /** The dealership's own site (`dealerships[].site_url`), where it has one. */
  website: string | null;
}

/** A location's map (rule: locations.map): the dealer's static map image, else the photo, else one drawn from the coordinates; and the provider's map framed on click. */
export interface LocationMapView {
  lat: number;
  long: number;
  city: string;
  name: string;
  /** The static map image the dealer provides, shown before the photo. */
  image: string | null;
  /** The embedded map the media opens on the shopper's click; null where the dealer embeds none. */
  embed: MapEmbed | null;
}

export type LocationCardConfig = Pick<DealerConfig, 'phones' | 'dealerships' | 'content'> & { test_drive: Pick<DealerConfig['test_drive'], 'site_offer'> };

/** The map of a location under the dealer's `content.location_map`. */
export function locationMapView(location: Pick<Location, 'name' | 'address' | 'map_image'>, config: Pick<DealerConfig, 'content'>): LocationMapView {
  const { lat, long, city } = location.address;
  return { lat, long, city, name: location.name, image: location.map_image, embed: mapEmbed(config.content.location_map.embed, lat, long) };
}

/** 'Get Directions': the location's map link, or a map search for its address. */
export function locationDirectionsHref(location: Pick<Location, 'address'>): string {
  const { place_url, street, city, state, postcode } = location.address;
  return place_url ?? mapSearchHref([street, city, state, postcode]);
}

export function mapSearchHref(parts: readonly (string | null | undefined)[]): string {
  return `https://maps.google.com/?q=${encodeURIComponent(parts.filter(Boolean).join(' '))}`;
}

export function locationCardView(location: Location, config: LocationCardConfig): LocationCardView {
  const phone = locationPhone(location, config.phones.location_overrides);
  const { street, city, state, postcode } = location.address;
  const dealership = config.dealerships.find((d) => d.id === location.dealership_id);
  return {
    id: location.id,
    name: location.name,
    type: location.location_type,
    href: locationPath(location.slug),
    image: location.image,
    map: locationMapView(location, config),
    addressLines: [street, `${city} ${state} ${postcode}`],
    phone: phone ? { text: formatPhone(phone), href: telHref(phone) } : null,
    hours: openingHoursRows(location.contact_detail.opening_hours),
    directionsHref: locationDirectionsHref(location),
    contactHref: `/contact-us/${location.slug}`,
    book: location.location_type === 'sales' ? { href: '/book-test-drive', label: siteTestDriveWords(config.test_drive.site_offer).heading } : null,
    website: dealership?.site_url ?? null,
  };
}

/** Distinct dealer licence and motor vehicle repairer numbers of the given locations, for the footer. */
export function licenceNumbers(locations: readonly Pick<Location, 'dealer_license_number' | 'motor_vehicle_repairer' | 'visible'>[]): {
  dealer: string[];
  repairer: string[];
} {
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null && v.trim() !== ''))];
  const shown = locations.filter((l) => l.visible);
  return { dealer: distinct(shown.map((l) => l.dealer_license_number)), repairer: distinct(shown.map((l) => l.motor_vehicle_repairer)) };
}
