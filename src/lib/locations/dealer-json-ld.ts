import type { Location } from '../content/location-schema.ts';
import type { DealerJsonLdInput } from '../vehicle/json-ld.ts';
import { locationPhone } from '../phone/choose-phone.ts';
import { locationPath, locationsByType, type LocationPage } from './locator.ts';

/** The dealer's per-location numbers (`phones.location_overrides`). */
type PhoneOverrides = Readonly<Record<string, string>>;

/** The `@id` of a location's business in every page's JSON-LD, so the car pages' seller and the location pages' business are one. */
export const dealerLdId = (siteUrl: string, id: number | string) => `${new URL('/', siteUrl).href}#dealer-${id}`;

/** A location as the business it is: its page, address, geo, phone and opening hours. */
function locationDealerLd(location: Location, siteUrl: string, overrides: PhoneOverrides): DealerJsonLdInput {
  return {
    id: dealerLdId(siteUrl, location.id),
    name: location.name,
    url: new URL(`${locationPath(location.slug)}/`, siteUrl).href,
    location,
    phone: locationPhone(location, overrides),
  };
}

/**
 * The home page's business: the dealer (its name, site and logo) at its primary location, with every
 * other visible location as a department (rule: site.structured-data).
 */
export function homeDealerLd(
  { name, siteUrl, logo }: { name: string; siteUrl: string; logo: string | null },
  locations: readonly Location[],
  overrides: PhoneOverrides = {},
): DealerJsonLdInput {
  const visible = locationsByType(locations);
  const primary = visible.find((l) => l.primary) ?? visible[0] ?? null;
  return {
    ...(primary ? locationDealerLd(primary, siteUrl, overrides) : { id: dealerLdId(siteUrl, 'site'), location: null, phone: null }),
    name,
    url: new URL('/', siteUrl).href,
    logo,
    departments: visible.filter((l) => l !== primary).map((l) => locationDealerLd(l, siteUrl, overrides)),
  };
}

/** A location page's business: the location itself, or for a dealership's page the dealership with its locations as departments. */
export function locationPageDealerLd(page: LocationPage, siteUrl: string, overrides: PhoneOverrides = {}): DealerJsonLdInput {
  const own = page.locations[0]!;
  if (own.slug === page.slug) return locationDealerLd(own, siteUrl, overrides);
  return {
    ...locationDealerLd(own, siteUrl, overrides),
    id: dealerLdId(siteUrl, `dealership-${page.dealershipId}`),
    name: page.title,
    url: new URL(`${locationPath(page.slug)}/`, siteUrl).href,
    departments: page.locations.map((l) => locationDealerLd(l, siteUrl, overrides)),
  };
}
