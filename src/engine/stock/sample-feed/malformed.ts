/**
 * Deliberately broken records, one of each kind, so every build exercises the skip-and-report
 * path of parseStock. Each starts from a valid record and breaks exactly one field.
 */
export const MALFORMED_KINDS = [
  { kind: 'price-not-a-number', path: 'price', breakRecord: (r: Record<string, unknown>) => ({ ...r, price: 'POA' }) },
  { kind: 'missing-slug', path: 'slug', breakRecord: ({ slug: _slug, ...rest }: Record<string, unknown>) => rest },
  { kind: 'images-not-a-list', path: 'images', breakRecord: (r: Record<string, unknown>) => ({ ...r, images: '/stock-images/suv-white-side.svg' }) },
  { kind: 'year-out-of-range', path: 'year', breakRecord: (r: Record<string, unknown>) => ({ ...r, year: 1700 }) },
  { kind: 'unknown-car-type', path: 'car_type', breakRecord: (r: Record<string, unknown>) => ({ ...r, car_type: 'x' }) },
] as const;
