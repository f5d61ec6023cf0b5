/**
 * The listing's own words where the specification has none: the phone filter drawer's
 * (rule: listing.filter-drawer) and the photo-coming-soon placeholder's (rule: stock.no-photo).
 * The spec's strings ('Show Me N cars', 'Clear Filters') stay in STRINGS.
 */
export const LISTING_COPY = {
  showFilters: 'Show filters',
  filtersHeading: 'Filters',
  closeFilters: 'Close filters',
  showFacet: 'Show',
  hideFacet: 'Hide',
  searchFacet: (title: string) => `Search ${title.toLowerCase()}`,
  photoComingSoon: 'Photo coming soon',
  photoComingSoonAlt: (title: string) => `${title}: photo coming soon`,
  /** The search hero's heading on a dealer that sells used cars only (rule: listing.search-hero). */
  searchHeroHeadingUsed: 'Search Our Used Vehicles',
} as const;
