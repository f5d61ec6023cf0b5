type FeedRecord = Record<string, unknown>;

/** A car the site lists, so that a dropped value shows on a page that exists. */
const listed = (record: FeedRecord): FeedRecord => ({ ...record, status: 'in_stock', sold: false, sold_at: null, show_on_dealer_website: true });

/** A place_url a dealer typed by hand: one unencoded space makes it no URL. */
function withSpacedPlaceUrl(record: FeedRecord): FeedRecord {
  const location = (record['location'] ?? {}) as FeedRecord;
  const address = (location['address'] ?? {}) as FeedRecord;
  return { ...listed(record), location: { ...location, address: { ...address, place_url: 'https://maps.example.com/?q=1 Main Street' } } };
}

/**
 * Deliberately broken records, one of each kind, so every build exercises both outcomes of
 * parseStock (inventory/parse-car.ts): a bad essential field skips the car ('skipped'), a bad
 * optional one is left out and the car still listed ('dropped'). Each starts from a valid record
 * (one the site lists, for a dropped value) and breaks exactly one field.
 */
export const MALFORMED_KINDS = [
  { kind: 'price-not-a-number', path: 'price', outcome: 'skipped', breakRecord: (r: FeedRecord) => ({ ...r, price: 'POA' }) },
  { kind: 'missing-slug', path: 'slug', outcome: 'skipped', breakRecord: ({ slug: _slug, ...rest }: FeedRecord) => rest },
  {
    kind: 'images-not-a-list',
    path: 'images',
    outcome: 'dropped',
    breakRecord: (r: FeedRecord) => ({ ...listed(r), images: '/stock-images/suv-white-side.svg' }),
  },
  { kind: 'year-out-of-range', path: 'year', outcome: 'skipped', breakRecord: (r: FeedRecord) => ({ ...r, year: 1700 }) },
  { kind: 'unknown-car-type', path: 'car_type', outcome: 'skipped', breakRecord: (r: FeedRecord) => ({ ...r, car_type: 'x' }) },
  { kind: 'place-url-with-a-space', path: 'location.address.place_url', outcome: 'dropped', breakRecord: withSpacedPlaceUrl },
] as const;
