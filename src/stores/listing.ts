import { atom, task } from 'nanostores';
import type { LatLng } from '../lib/geo/distance.ts';
import { clickCarTypeToggle, type CarTypeToggleId } from '../lib/listing/car-type-toggle.ts';
import { CAR_TYPE_ROUTES, carTypeRoutes, findRoute, listingStateFromUrl, listingUrlFor, type ListingRoute } from '../lib/listing/listing-routes.ts';
import { exactIdentifierMatch, listingQuery, withDisplayMakes, type ListingEngine, type ListingResult } from '../lib/listing/listing-search.ts';
import type { ListingInitial, ListingSettings } from '../lib/listing/listing-settings.ts';
import type { RangeValue } from '../lib/listing/slider.ts';
import {
  applyFilterChange,
  normaliseListingState,
  setListingPage,
  type FilterChange,
  type ListingSort,
  type ListingState,
  type RangeFacet,
} from '../lib/listing/url-state.ts';
import { createListingEngine, originFor } from './listing-engine.ts';
import { recordSearch } from './search-history.ts';

export type ListingStatus = 'idle' | 'loading' | 'error';

/** Performance marks the search benchmark reads: a filter change, the engine's answer. */
const MARK_CHANGE = 'listing:change';
const MARK_SEARCHED = 'listing:searched';

const NO_RESULT: ListingResult = { hits: [], totalHits: 0, page: 1, hitsPerPage: 0, totalPages: 0, facetDistribution: {}, facetStats: {} };

/** The listing's search state, as its URL carries it. */
export const $listingState = atom<ListingState>({});
/** The last search's answer: it stays while a search runs and after one fails. */
export const $listingResult = atom<ListingResult>(NO_RESULT);
export const $listingStatus = atom<ListingStatus>('idle');
/** The listing page the URL is on: its heading, and the refinements its path stands for. */
export const $listingRoute = atom<ListingRoute>(CAR_TYPE_ROUTES[0]!);
/** Sorting by distance from a postcode with no known place. */
export const $listingOriginMissing = atom(false);

type Session = {
  settings: ListingSettings;
  /** The route the page was built for. */
  landing: ListingRoute;
  createEngine: (settings: ListingSettings) => Promise<ListingEngine>;
  engine: Promise<ListingEngine> | null;
  /** The engine once created, so a loaded index answers without waiting. */
  ready: ListingEngine | null;
  /** Numbers the searches; only the latest one's answer is shown. */
  latest: number;
  /** When the change being searched was made, until its results are measured. */
  changedAt: number | null;
};

let session: Session | null = null;

function current(): Session {
  if (!session) throw new Error('The listing store is used before initListing');
  return session;
}

/**
 * Starts the listing on a page's first render (the build's and the browser's alike) with the
 * route, state and result the build worked out. The engine is created on the first search.
 */
export function initListing(settings: ListingSettings, initial: ListingInitial, createEngine = createListingEngine): void {
  session = { settings, landing: initial.route, createEngine, engine: null, ready: null, latest: 0, changedAt: null };
  $listingState.set(initial.state);
  $listingResult.set(initial.result);
  $listingStatus.set('idle');
  $listingRoute.set(initial.route);
  $listingOriginMissing.set(false);
}

function engine(s: Session): Promise<ListingEngine> {
  s.engine ??= s.createEngine(s.settings).then((created) => (s.ready = created));
  return s.engine;
}

const queryFor = (s: Session, state: ListingState) => listingQuery(state, s.settings);

type Commit = { push: boolean; exactMatch: boolean };

/** Shows a result, or leaves for the car when the query is one car's stock number, VIN or rego. */
function show(s: Session, state: ListingState, found: ListingResult, options: Commit, origin: LatLng | null): void {
  performance.mark(MARK_SEARCHED);
  const match = options.exactMatch && state.query ? exactIdentifierMatch(state.query, found.hits) : null;
  const slug = match?.['slug'];
  if (typeof slug === 'string') {
    s.changedAt = null;
    window.location.assign(`/cars/${slug}/`);
    return;
  }
  $listingOriginMissing.set(state.sort === 'distance' && origin === null);
  $listingResult.set(found);
  $listingStatus.set('idle');
}

async function search(s: Session, state: ListingState, options: Commit): Promise<void> {
  const id = ++s.latest;
  const now = state.sort === 'distance' ? null : s.ready?.searchNow?.({ query: queryFor(s, state), origin: null });
  if (now) {
    show(s, state, now, options, null);
    return;
  }
  $listingStatus.set('loading');
  try {
    const [searcher, origin] = await Promise.all([engine(s), originFor(state)]);
    const found = await searcher.search({ query: queryFor(s, state), origin });
    if (id === s.latest) show(s, state, found, options, origin);
  } catch (error) {
    if (id !== s.latest) return;
    console.error(error);
    s.changedAt = null;
    $listingStatus.set('error');
  }
}

/**
 * Makes `state` the listing's and searches it. A pushed change gets a history entry (and the
 * route's heading when its URL is another listing page) and, when refined, a search-history entry.
 */
function commit(state: ListingState, options: Commit): void {
  const s = current();
  s.changedAt = performance.mark(MARK_CHANGE).startTime;
  $listingState.set(state);
  if (options.push) {
    const route = $listingRoute.get();
    const url = listingUrlFor(state, route, { indexName: s.settings.indexName });
    // Another car-type listing is headed in the dealer's noun ('New caravans for sale').
    const target = findRoute(url, [route, s.landing, ...carTypeRoutes(s.settings.vehicleNoun)]);
    if (target && target !== route) {
      $listingRoute.set(target);
      document.title = `${target.heading} | ${s.settings.dealerName}`;
    }
    window.history.pushState(null, '', url);
    const refinements = state.refinements ?? {};
    if (Object.keys(refinements).length > 0) setTimeout(() => recordSearch({ path: url, refinements }), 0);
  }
  void task(() => search(s, state, options));
}

const pushed = (state: ListingState) => commit(state, { push: true, exactMatch: false });

export function changeListing(change: FilterChange): void {
  pushed(applyFilterChange($listingState.get(), change));
}

/** A text search; a query that is one car's stock number, VIN or rego opens that car. */
export function searchListingText(query: string): void {
  commit(applyFilterChange($listingState.get(), { type: 'query', query }), { push: true, exactMatch: true });
}

/** Ticks or unticks a facet value; unticking a make also unticks its models. */
export function toggleListingRefinement(facet: string, value: string): void {
  const next = applyFilterChange($listingState.get(), { type: 'toggleRefinement', facet, value });
  if (facet !== 'make' || next.refinements?.['make']?.includes(value)) {
    pushed(next);
    return;
  }
  const models = (next.refinements?.['make_model'] ?? []).filter((m) => !m.startsWith(`${value} `));
  pushed(normaliseListingState({ ...next, refinements: { ...next.refinements, make_model: models } }));
}

export function selectListingCarType(id: CarTypeToggleId): void {
  changeListing({ type: 'refinement', facet: 'car_type', values: clickCarTypeToggle($listingState.get().refinements?.['car_type'], id) });
}

export function setListingRange(attribute: RangeFacet, range: RangeValue | null): void {
  changeListing({ type: 'range', attribute, range });
}

/** Whether a price range keeps cars without a price (rule: listing.price-sort). */
export function setListingIncludeUnpriced(include: boolean): void {
  changeListing({ type: 'includeUnpriced', include });
}

export function setListingSort(sort: ListingSort): void {
  changeListing({ type: 'sort', sort });
}

export function setListingPostcode(postcode: string): void {
  changeListing({ type: 'postcode', postcode });
}

/** Another page of results, scrolled to the top. */
export function goToListingPage(page: number): void {
  pushed(setListingPage($listingState.get(), page));
  window.scrollTo({ top: 0 });
}

/** 'Clear Filters' on the empty results: everything but the sort. */
export function clearListing(): void {
  const sort = $listingState.get().sort;
  pushed(normaliseListingState(sort ? { sort } : {}));
}

const sameState = (a: ListingState, b: ListingState) => JSON.stringify(normaliseListingState(a)) === JSON.stringify(normaliseListingState(b));

/** The route and state the browser's URL names. */
function fromLocation(s: Session): ListingState {
  const here = findRoute(window.location.pathname, [s.landing, ...carTypeRoutes(s.settings.vehicleNoun)]) ?? $listingRoute.get();
  $listingRoute.set(here);
  return withDisplayMakes(listingStateFromUrl(here, window.location.search, { indexName: s.settings.indexName }));
}

/**
 * Keeps the listing in step with the URL once the page is up: back and forward restore their
 * state, and a URL that differs from what the page was built with is searched at once. Otherwise
 * the static engine loads its index while the shopper reads, so the first change is instant.
 * Returns the function that stops listening.
 */
export function listenToListingUrl(): () => void {
  const s = current();
  const onPop = () => commit(fromLocation(s), { push: false, exactMatch: false });
  window.addEventListener('popstate', onPop);
  const landed = fromLocation(s);
  const shown = $listingState.get();
  if (!sameState(landed, shown)) commit(landed, { push: false, exactMatch: false });
  else {
    const idle = (window as { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
    idle(() => {
      if (s.settings.engine.kind !== 'static') return;
      void task(() =>
        engine(s)
          .then((searcher) => searcher.search({ query: queryFor(s, shown), origin: null }))
          .catch((error: unknown) => console.error(error)),
      );
    });
  }
  return () => window.removeEventListener('popstate', onPop);
}

/** When the change whose results are now shown was made; null when there is none to measure. */
export function takeListingChange(): number | null {
  const s = session;
  const start = s?.changedAt ?? null;
  if (s) s.changedAt = null;
  return start;
}
