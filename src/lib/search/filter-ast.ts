import { normaliseMakeName } from '../inventory/manufacturers.ts';
import { AVAILABLE_STATUSES } from '../inventory/vocabulary.ts';
import type { DealerFilter } from './dealer-filter.ts';
import { rangeKeepsUnpriced, refinedFacets, sortLeavesOutUnpriced, type SearchQuery } from './query.ts';
import type { FacetAttribute } from './index-settings.ts';

export type FilterScalar = string | number | boolean;
export type ComparisonOperator = '>' | '>=' | '<' | '<=';

/**
 * A filter both compilers understand. `in` matches when the field (or any element of an array
 * field) equals one of the values, compared as Meilisearch compares facets (case-insensitively);
 * `cmp` compares numbers. An empty `and` is always true, an empty `or` or `in` never.
 */
export type FilterExpr =
  | { kind: 'and'; of: FilterExpr[] }
  | { kind: 'or'; of: FilterExpr[] }
  | { kind: 'not'; of: FilterExpr }
  | { kind: 'in'; field: string; values: FilterScalar[] }
  | { kind: 'cmp'; field: string; op: ComparisonOperator; value: number };

export const TRUE: FilterExpr = { kind: 'and', of: [] };

export function and(...of: FilterExpr[]): FilterExpr {
  const flat = of.flatMap((expr) => (expr.kind === 'and' ? expr.of : [expr]));
  return flat.length === 1 && flat[0] ? flat[0] : { kind: 'and', of: flat };
}

export function or(...of: FilterExpr[]): FilterExpr {
  const flat = of.flatMap((expr) => (expr.kind === 'or' ? expr.of : [expr]));
  return flat.length === 1 && flat[0] ? flat[0] : { kind: 'or', of: flat };
}

export function not(of: FilterExpr): FilterExpr {
  return { kind: 'not', of };
}

export function isIn(field: string, values: readonly FilterScalar[]): FilterExpr {
  return { kind: 'in', field, values: [...values] };
}

export function cmp(field: string, op: ComparisonOperator, value: number): FilterExpr {
  if (!Number.isFinite(value)) throw new RangeError(`Filter on ${field} needs a finite number`);
  return { kind: 'cmp', field, op, value };
}

const SECONDS_PER_DAY = 86_400;

/**
 * The dealer's stock filter (rule: stock.filter): in stock or coming soon, or sold within
 * `includeSoldCarsDays` days of `now` (unix seconds); not hidden from the dealer website; then
 * the dealer's own restrictions.
 */
export function dealerFilterExpr(filter: DealerFilter, now: number): FilterExpr {
  const clauses: FilterExpr[] = [
    or(isIn('status', AVAILABLE_STATUSES), and(isIn('status', ['sold']), cmp('sold_at_ts', '>=', now - filter.includeSoldCarsDays * SECONDS_PER_DAY))),
    not(isIn('show_on_dealer_website', [false])),
  ];
  if (filter.dealershipIds.length > 0) clauses.push(isIn('dealership_id', filter.dealershipIds));
  if (filter.usedOnly) clauses.push(isIn('car_type', ['used']));
  if (filter.inStockOnly) clauses.push(isIn('status', ['in_stock']));
  if (filter.excludedStockNumbers.length > 0) {
    clauses.push(not(isIn('stocknum', filter.excludedStockNumbers)));
  }
  // Documents hold display make names (stored-document.ts): a feed spelling in the config counts too.
  if (filter.excludedMakes.length > 0) clauses.push(not(isIn('make', [...new Set(filter.excludedMakes.map(normaliseMakeName))])));
  if (filter.carTypes.length > 0) clauses.push(isIn('car_type', filter.carTypes));
  return and(...clauses);
}

/** Cars with a price above 0 (rule: listing.price-sort). */
const PRICED: FilterExpr = cmp('price', '>', 0);

/**
 * One facet's refinement (values OR'd) and range, as a single clause. A price range leaves out cars
 * without a price unless the shopper asked for them (rangeKeepsUnpriced).
 */
function facetClause(query: SearchQuery, facet: FacetAttribute): FilterExpr {
  const parts: FilterExpr[] = [];
  const values = query.refinements[facet];
  if (values !== undefined && values.length > 0) parts.push(isIn(facet, values));
  const range = (query.ranges as Partial<Record<string, { min?: number; max?: number }>>)[facet];
  const bounds: FilterExpr[] = [];
  if (range?.min !== undefined) bounds.push(cmp(facet, '>=', range.min));
  if (range?.max !== undefined) bounds.push(cmp(facet, '<=', range.max));
  if (facet === 'price' && bounds.length > 0) parts.push(rangeKeepsUnpriced(query) ? or(and(...bounds), not(PRICED)) : and(...bounds, PRICED));
  else parts.push(...bounds);
  return and(...parts);
}

/** Clauses applying to every query of a search, whatever facet is being counted. */
function universalClauses(query: SearchQuery, dealerFilter: DealerFilter | undefined, now: number): FilterExpr[] {
  const clauses: FilterExpr[] = [];
  if (dealerFilter) clauses.push(dealerFilterExpr(dealerFilter, now));
  if (sortLeavesOutUnpriced(query)) clauses.push(PRICED);
  return clauses;
}

/** Every clause of a search, optionally leaving out one facet's own refinement (for its counts). */
export function searchClauses(query: SearchQuery, dealerFilter: DealerFilter | undefined, now: number, withoutFacet?: FacetAttribute): FilterExpr[] {
  return [
    ...universalClauses(query, dealerFilter, now),
    ...refinedFacets(query)
      .filter((facet) => facet !== withoutFacet)
      .map((facet) => facetClause(query, facet)),
  ];
}
