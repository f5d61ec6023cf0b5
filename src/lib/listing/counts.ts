const RESULT_COUNT_CAP = 1999;

export interface VisibleCountOptions {
  /** Counts above this are not shown as returned (the search service's exhaustive-count limit). */
  cap: number;
  /** A dealer-configured stock count; wins over facet sums when set. */
  stockCount: number | null;
  /**
   * Counts of a facet every car has exactly one value of (car_type, or status), for the same
   * query and filters; their sum is the exact total.
   */
  facetCounts: Readonly<Record<string, number>> | null;
}

/**
 * The result count shown to shoppers. At or below the cap (1999) it is the search count itself.
 * Above it the count is replaced by, in order: the configured stock count; the sum of the facet
 * counts when any are given; otherwise the search count.
 */
export function visibleResultCount(totalHits: number, options: Partial<VisibleCountOptions> = {}): number {
  const cap = options.cap ?? RESULT_COUNT_CAP;
  if (totalHits <= cap) return totalHits;
  if (typeof options.stockCount === 'number' && options.stockCount > 0) return options.stockCount;
  if (options.facetCounts) {
    const values = Object.values(options.facetCounts);
    if (values.length > 0) return sumFacetCounts(options.facetCounts);
  }
  return totalHits;
}

export function sumFacetCounts(counts: Readonly<Record<string, number>>): number {
  return Object.values(counts).reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0);
}

/**
 * N for the 'Show Me N cars' button: the summed counts of the given facet values, or of every
 * value when none are selected (e.g. car_type counts for ['new', 'demo']).
 */
export function showMeCount(counts: Readonly<Record<string, number>>, selected: readonly string[] = []): number {
  if (selected.length === 0) return sumFacetCounts(counts);
  return selected.reduce((sum, value) => sum + (counts[value] ?? 0), 0);
}
