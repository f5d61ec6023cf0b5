import type { Location } from '../content/location-schema.ts';

type LocationType = Location['location_type'];

/** The locator's filters: every location, sales, service-only and parts locations (rule: locations.locator). */
const LOCATION_FILTERS = ['all', 'sales', 'service', 'parts'] as const;
export type LocationFilter = (typeof LOCATION_FILTERS)[number];

const TYPE_ORDER: readonly LocationType[] = ['sales', 'service', 'parts', ''];

/** Visible locations by type (sales, service, parts, untyped), the primary first within its type, else in file order. */
export function locationsByType(locations: readonly Location[]): Location[] {
  const rank = (l: Location) => TYPE_ORDER.indexOf(l.location_type) * 2 + (l.primary ? 0 : 1);
  return locations.filter((l) => l.visible).toSorted((a, b) => rank(a) - rank(b));
}

/** Columns of the multi-location grid at full width: 3 up to three locations, 4 for four, 6 beyond. */
export function gridColumns(count: number): 3 | 4 | 6 {
  if (count <= 3) return 3;
  return count === 4 ? 4 : 6;
}

export function matchesFilter(location: Pick<Location, 'location_type'>, filter: LocationFilter): boolean {
  return filter === 'all' || location.location_type === filter;
}

/** The filters worth offering: 'all' and each type some location has, when there are two kinds or more. */
export function offeredFilters(locations: readonly Pick<Location, 'location_type'>[]): LocationFilter[] {
  const types = LOCATION_FILTERS.filter((f) => f !== 'all' && locations.some((l) => matchesFilter(l, f)));
  return types.length > 1 ? ['all', ...types] : [];
}

export const locationPath = (slug: string) => `/locations/${slug}`;

/** One /locations/{slug} page: a location (with its dealership's locations of other types) or a whole dealership. */
export interface LocationPage {
  slug: string;
  title: string;
  /** The locations whose hours the page shows, the page's own location first. */
  locations: Location[];
  /** The dealership the page is about. */
  dealershipId: number;
}

/**
 * A page for every visible location and every dealership with visible locations. A location's page
 * adds the first location of each other type of its dealership (the hours selector); a dealership
 * whose slug a location already uses gets no page of its own.
 */
export function locationPages(locations: readonly Location[], dealerships: readonly { id: number; slug: string; name: string }[]): LocationPage[] {
  const sorted = locationsByType(locations);
  const pages: LocationPage[] = sorted.map((location) => {
    const others = sorted.filter((l) => l.dealership_id === location.dealership_id && l.location_type !== location.location_type);
    const oneOfEachType = others.filter((l, i) => others.findIndex((o) => o.location_type === l.location_type) === i);
    return { slug: location.slug, title: location.name, locations: [location, ...oneOfEachType], dealershipId: location.dealership_id };
  });
  const taken = new Set(pages.map((p) => p.slug));
  for (const dealership of dealerships) {
    const own = sorted.filter((l) => l.dealership_id === dealership.id);
    if (own.length > 0 && !taken.has(dealership.slug))
      pages.push({ slug: dealership.slug, title: dealership.name, locations: own, dealershipId: dealership.id });
  }
  return pages;
}
