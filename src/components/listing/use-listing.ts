import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { findRoute, listingStateFromUrl, listingUrlFor, type ListingRoute } from '../../lib/listing/listing-routes.ts';
import { exactIdentifierMatch, listingQuery, withDisplayMakes, type ListingEngine, type ListingResult } from '../../lib/listing/listing-search.ts';
import type { ListingInitial, ListingSettings } from '../../lib/listing/listing-settings.ts';
import { loadCurrentStockIndex } from '../../lib/listing/stock-data.ts';
import { staticEngine } from '../../lib/listing/static-engine.ts';
import { applyFilterChange, normaliseListingState, type FilterChange, type ListingState } from '../../lib/listing/url-state.ts';
import type { LatLng } from '../../lib/geo/distance.ts';
import { recordSearch } from '../../stores/search-history.ts';

export type ListingStatus = 'idle' | 'loading' | 'error';

/** Performance marks the search benchmark reads: a filter change, the engine's answer, the results in the DOM. */
export const MARK_CHANGE = 'listing:change';
export const MARK_SEARCHED = 'listing:searched';
export const MARK_RENDERED = 'listing:rendered';
export const MEASURE = 'listing:filter-to-render';
/** From the change to the frame after the results were painted. */
export const MEASURE_PAINT = 'listing:filter-to-paint';

async function createEngine(settings: ListingSettings): Promise<ListingEngine> {
  const engine = settings.engine;
  if (engine.kind === 'meilisearch') {
    const { meiliEngine } = await import('../../lib/listing/meili-engine.ts');
    return meiliEngine({ host: engine.host, index: engine.index, searchKey: engine.searchKey, dealerFilter: engine.dealerFilter });
  }
  return staticEngine({
    load: loadCurrentStockIndex,
    locations: settings.locations,
    extraFacets: settings.extraFacets,
  });
}

async function originFor(state: ListingState): Promise<LatLng | null> {
  if (state.sort !== 'distance' || state.postcode === undefined) return null;
  const { lookupPostcode } = await import('../../lib/geo/postcodes.ts');
  return lookupPostcode(state.postcode);
}

const sameState = (a: ListingState, b: ListingState) =>
  JSON.stringify(normaliseListingState(a)) === JSON.stringify(normaliseListingState(b));

type Options = { push: boolean; exactMatch: boolean };

/**
 * The listing's search state kept in step with the URL (InstantSearch parameters, a history
 * entry per change, back and forward restoring it), searched through the dealer's engine. While
 * a search runs or after it fails, the last result stays. When the engine can answer at once
 * (the static index is loaded), state and result change in one render.
 */
export function useListing(settings: ListingSettings, initial: ListingInitial) {
  const [state, setState] = useState<ListingState>(initial.state);
  const [result, setResult] = useState<ListingResult>(initial.result);
  const [status, setStatus] = useState<ListingStatus>('idle');
  const [originMissing, setOriginMissing] = useState(false);
  const engine = useRef<Promise<ListingEngine> | null>(null);
  const ready = useRef<ListingEngine | null>(null);
  const latest = useRef(0);
  const route = useRef<ListingRoute>(initial.route);
  const measuring = useRef(false);
  const changedAt = useRef(0);

  const getEngine = useCallback(() => {
    engine.current ??= createEngine(settings).then((created) => (ready.current = created));
    return engine.current;
  }, [settings]);

  const queryFor = useCallback(
    (next: ListingState) =>
      listingQuery(next, { hitsPerPage: settings.hitsPerPage, facets: settings.facets }),
    [settings],
  );

  /** Shows a result, or leaves for the car when the query is one car's stock number, VIN or rego. */
  const show = useCallback((next: ListingState, found: ListingResult, options: Options, origin: LatLng | null): void => {
    performance.mark(MARK_SEARCHED);
    const match = options.exactMatch && next.query ? exactIdentifierMatch(next.query, found.hits) : null;
    const slug = match?.['slug'];
    if (typeof slug === 'string') {
      measuring.current = false;
      window.location.assign(`/cars/${slug}/`);
      return;
    }
    setOriginMissing(next.sort === 'distance' && origin === null);
    setResult(found);
    setStatus('idle');
  }, []);

  const run = useCallback(
    async (next: ListingState, options: Options) => {
      const id = ++latest.current;
      const now = next.sort === 'distance' ? null : ready.current?.searchNow?.({ query: queryFor(next), origin: null });
      if (now) {
        show(next, now, options, null);
        return;
      }
      setStatus('loading');
      try {
        const [search, origin] = await Promise.all([getEngine(), originFor(next)]);
        const found = await search.search({ query: queryFor(next), origin });
        if (id === latest.current) show(next, found, options, origin);
      } catch (error) {
        if (id !== latest.current) return;
        console.error(error);
        measuring.current = false;
        setStatus('error');
      }
    },
    [getEngine, queryFor, show],
  );

  const commit = useCallback(
    (next: ListingState, options: Options) => {
      changedAt.current = performance.mark(MARK_CHANGE).startTime;
      measuring.current = true;
      setState(next);
      if (options.push) {
        const url = listingUrlFor(next, route.current, { indexName: settings.indexName });
        const target = findRoute(url, [route.current, initial.route]);
        if (target && target !== route.current) {
          route.current = target;
          document.title = `${target.heading} | ${settings.dealerName}`;
        }
        window.history.pushState(null, '', url);
        const refinements = next.refinements ?? {};
        if (Object.keys(refinements).length > 0) setTimeout(() => recordSearch({ path: url, refinements }), 0);
      }
      void run(next, options);
    },
    [run, settings, initial.route],
  );

  const change = useCallback(
    (change: FilterChange, exactMatch = false) => commit(applyFilterChange(state, change), { push: true, exactMatch }),
    [commit, state],
  );
  const setPage = useCallback(
    (page: number) => {
      commit(normaliseListingState({ ...state, page }), { push: true, exactMatch: false });
      window.scrollTo({ top: 0 });
    },
    [commit, state],
  );

  useEffect(() => {
    const fromLocation = () => {
      const here = findRoute(window.location.pathname, [initial.route]) ?? route.current;
      route.current = here;
      const read = listingStateFromUrl(here, window.location.search, { indexName: settings.indexName });
      return withDisplayMakes(read);
    };
    const onPop = () => commit(fromLocation(), { push: false, exactMatch: false });
    window.addEventListener('popstate', onPop);
    const landed = fromLocation();
    if (!sameState(landed, initial.state)) commit(landed, { push: false, exactMatch: false });
    else {
      // Load the engine's data and build its search structures while the shopper reads, so the
      // first filter change is instant: searching the page's own state does both.
      const idle = (window as { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
      idle(() => {
        if (settings.engine.kind !== 'static') return;
        getEngine()
          .then((search) => search.search({ query: queryFor(initial.state), origin: null }))
          .catch((error: unknown) => console.error(error));
      });
    }
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useLayoutEffect(() => {
    if (!measuring.current || status !== 'idle') return;
    measuring.current = false;
    const start = changedAt.current;
    performance.measure(MEASURE, { start, end: performance.mark(MARK_RENDERED).startTime });
    requestAnimationFrame(() => setTimeout(() => performance.measure(MEASURE_PAINT, { start, end: performance.now() }), 0));
  }, [result, status]);

  return { state, result, status, originMissing, change, setPage, commit, route: route.current };
}
