/**
 * A car record as stored in the search index: the feed record with its id as a string and the
 * derived numeric fields of `to-index-document.ts`. Field names follow the spec's car entity.
 */
export type StockDocument = { id: string; [field: string]: unknown };

// Printable ASCII needs no Unicode decomposition, which is the slow part of normalising.
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Meilisearch's facet normalisation (milli `normalize_facet`): trim, NFKD, lower case. */
export function normalizeFacetValue(value: string): string {
  const trimmed = value.trim();
  return PLAIN_ASCII.test(trimmed) ? trimmed.toLowerCase() : trimmed.normalize('NFKD').toLowerCase();
}

/**
 * A field's facet values the way Meilisearch facets them: strings as they are, numbers and
 * booleans as their text, arrays element by element; null, objects and blank strings give none.
 */
export function facetStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (typeof value === 'number') return Number.isFinite(value) ? [String(value)] : [];
  if (typeof value === 'boolean') return [value ? 'true' : 'false'];
  if (Array.isArray(value)) return value.flatMap(facetStrings);
  return [];
}

/** The numbers a range filter or facet stat sees in a field (arrays element by element). */
export function numericValues(value: unknown): number[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(numericValues);
  return [];
}

/** Whether a car is sold (its status, compared as facets are); price sorts put sold cars last. */
export function isSold(doc: { [field: string]: unknown }): boolean {
  return typeof doc['status'] === 'string' && normalizeFacetValue(doc['status']) === 'sold';
}
