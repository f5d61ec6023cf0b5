import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAR_TYPE_ROUTES, type ListingRoute } from '../lib/listing/listing-routes.ts';
import type { ListingEngine, ListingResult } from '../lib/listing/listing-search.ts';
import { prerenderListing } from '../site-data/listing-settings.server.ts';
import { staticEngine } from '../lib/listing/static-engine.ts';
import {
  $listingOriginMissing,
  $listingResult,
  $listingRoute,
  $listingState,
  $listingStatus,
  changeListing,
  clearListing,
  goToListingPage,
  initListing,
  listenToListingUrl,
  searchListingText,
  selectListingCarType,
  setListingSort,
  takeListingChange,
  toggleListingRefinement,
} from './listing.ts';
import { $searchHistory } from './search-history.ts';
import { listingDocs as docs, listingSettings as settings, loadListingDocs } from './testing/listing-settings.ts';

const ROOT = CAR_TYPE_ROUTES[0]!;
const stores = [$listingState, $listingResult, $listingStatus, $listingRoute, $listingOriginMissing, $searchHistory];

/** A browser tab on `url`: its history entries, popstate listeners, title and scroll calls. */
function stubBrowser(url: string) {
  const here = new URL(url, 'https://dealer.test');
  const pushed: string[] = [];
  const onPop = new Set<() => void>();
  const browser = {
    location: {
      get pathname() {
        return here.pathname;
      },
      get search() {
        return here.search;
      },
      assign: vi.fn(),
    },
    history: {
      pushState: (_data: unknown, _unused: string, to: string) => {
        here.href = new URL(to, here).href;
        pushed.push(to);
      },
    },
    addEventListener: (type: string, listener: () => void) => type === 'popstate' && onPop.add(listener),
    removeEventListener: (_type: string, listener: () => void) => onPop.delete(listener),
    scrollTo: vi.fn(),
  };
  const page = { title: '' };
  vi.stubGlobal('window', browser);
  vi.stubGlobal('document', page);
  return {
    pushed,
    browser,
    page,
    listening: () => onPop.size,
    /** Back or forward to `to`. */
    go(to: string) {
      here.href = new URL(to, here).href;
      onPop.forEach((listener) => listener());
    },
  };
}

/** The static engine over the sample cars, counting its index loads. */
function sampleEngine() {
  const loads = vi.fn(loadListingDocs);
  const create = vi.fn(async () => staticEngine({ load: loads, locations: [], extraFacets: [] }));
  return { create, loads };
}

function start(route: ListingRoute = ROOT, createEngine: () => Promise<ListingEngine> = sampleEngine().create) {
  initListing(settings, prerenderListing(route, settings, docs), createEngine);
}

const makes = (result: ListingResult) => [...new Set(result.hits.map((h) => h['make']))];

beforeEach(() => {
  vi.spyOn(performance, 'mark');
});
afterEach(() => {
  $searchHistory.set([]);
  cleanStores(...stores);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the listing store', () => {
  it('starts with the page the build rendered', () => {
    const initial = prerenderListing(CAR_TYPE_ROUTES[3]!, settings, docs);
    initListing(settings, initial);
    expect($listingState.get()).toEqual({ refinements: { car_type: ['used'] } });
    expect($listingResult.get()).toBe(initial.result);
    expect($listingRoute.get()).toBe(CAR_TYPE_ROUTES[3]);
    expect($listingStatus.get()).toBe('idle');
  });

  it('pushes a history entry for a change, searches it and remembers refined searches', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const tab = stubBrowser('/search/');
    start();
    toggleListingRefinement('make', 'Kia');
    const url = '/search/?refinementList%5Bmake%5D%5B0%5D=Kia';
    expect($listingState.get()).toEqual({ refinements: { make: ['Kia'] } });
    expect(tab.pushed).toEqual([url]);
    expect($listingStatus.get()).toBe('loading');
    await allTasks();
    expect($listingStatus.get()).toBe('idle');
    expect(makes($listingResult.get())).toEqual(['Kia']);
    expect($searchHistory.get()).toEqual([]);
    vi.runAllTimers();
    expect($searchHistory.get()).toEqual([{ path: url, refinements: { make: ['Kia'] } }]);
  });

  it('answers at once, with the state, once the index is loaded', async () => {
    stubBrowser('/search/');
    start();
    changeListing({ type: 'query', query: 'Corolla' });
    await allTasks();
    setListingSort('price_asc');
    expect($listingStatus.get()).toBe('idle');
    // Available cars by price, then sold ones (rule: listing.price-sort).
    const hits = $listingResult.get().hits;
    const prices = (sold: boolean) => hits.filter((h) => (h['status'] === 'sold') === sold).map((h) => Number(h['price']));
    expect(hits.map((h) => h['status'] === 'sold')).toEqual([...prices(false).map(() => false), ...prices(true).map(() => true)]);
    for (const sold of [false, true]) expect(prices(sold)).toEqual([...prices(sold)].sort((a, b) => a - b));
  });

  it('unticks the models of a make it unticks', () => {
    stubBrowser('/search/');
    start();
    changeListing({ type: 'refinement', facet: 'make', values: ['Kia', 'Mazda'] });
    changeListing({ type: 'refinement', facet: 'make_model', values: ['Kia Sportage', 'Mazda CX-5'] });
    toggleListingRefinement('make', 'Kia');
    expect($listingState.get().refinements).toEqual({ make: ['Mazda'], make_model: ['Mazda CX-5'] });
  });

  it('moves to the listing page a change lands on, with its heading', () => {
    const tab = stubBrowser('/search/');
    start();
    selectListingCarType('used');
    expect(tab.pushed).toEqual(['/search/used-cars/']);
    expect($listingRoute.get().heading).toBe('Used cars for sale');
    expect(tab.page.title).toBe('Used cars for sale | Test Motors');
  });

  it('pages and scrolls to the top; every other change goes back to page 1', async () => {
    const tab = stubBrowser('/search/');
    start();
    goToListingPage(2);
    expect(tab.pushed).toEqual(['/search/?page=2']);
    expect(tab.browser.scrollTo).toHaveBeenCalledWith({ top: 0 });
    await allTasks();
    expect($listingResult.get().page).toBe(2);
    setListingSort('latest');
    expect($listingState.get()).toEqual({ sort: 'latest' });
  });

  it('clears everything but the sort', () => {
    stubBrowser('/search/');
    start();
    changeListing({ type: 'query', query: 'red' });
    changeListing({ type: 'refinement', facet: 'colour', values: ['White'] });
    setListingSort('price_desc');
    clearListing();
    expect($listingState.get()).toEqual({ sort: 'price_desc' });
  });

  it('follows back and forward without new history entries', async () => {
    const tab = stubBrowser('/search/');
    start();
    const stop = listenToListingUrl();
    toggleListingRefinement('make', 'Kia');
    await allTasks();
    tab.go('/search/used-cars/?sortBy=cars%3Aprice%3Aasc');
    expect($listingState.get()).toEqual({ refinements: { car_type: ['used'] }, sort: 'price_asc' });
    expect($listingRoute.get()).toBe(CAR_TYPE_ROUTES[3]);
    await allTasks();
    expect($listingResult.get().hits.every((h) => h['car_type'] === 'used')).toBe(true);
    expect(tab.pushed).toHaveLength(1);
    stop();
    expect(tab.listening()).toBe(0);
  });

  it('searches a landing URL that differs from the built page, without a history entry', async () => {
    const tab = stubBrowser('/search/?refinementList[make][0]=Mercedes%20Benz');
    start();
    listenToListingUrl();
    expect($listingState.get()).toEqual({ refinements: { make: ['Mercedes-Benz'] } });
    await allTasks();
    expect(makes($listingResult.get())).toEqual(['Mercedes-Benz']);
    expect(tab.pushed).toEqual([]);
  });

  it('loads the index while the shopper reads a page that needs no search', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    stubBrowser('/search/');
    const engine = sampleEngine();
    start(ROOT, engine.create);
    const shown = $listingResult.get();
    listenToListingUrl();
    expect(engine.loads).not.toHaveBeenCalled();
    vi.runAllTimers();
    await allTasks();
    expect(engine.loads).toHaveBeenCalledOnce();
    expect($listingResult.get()).toBe(shown);
  });

  it('shows only the latest search, and keeps the last result when one fails', async () => {
    stubBrowser('/search/');
    const answers: Array<{ resolve: (r: ListingResult) => void; reject: (e: Error) => void }> = [];
    const slow: ListingEngine = {
      kind: 'meilisearch',
      search: () => new Promise((resolve, reject) => answers.push({ resolve, reject })),
    };
    start(ROOT, async () => slow);
    const built = $listingResult.get();
    setListingSort('latest');
    setListingSort('price_asc');
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!.resolve({ ...built, totalHits: 2 });
    answers[0]!.resolve({ ...built, totalHits: 1 });
    await allTasks();
    expect($listingResult.get().totalHits).toBe(2);

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setListingSort('latest');
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    answers[2]!.reject(new Error('offline'));
    await allTasks();
    expect($listingStatus.get()).toBe('error');
    expect($listingResult.get().totalHits).toBe(2);
    expect(error).toHaveBeenCalledOnce();
    expect(takeListingChange()).toBeNull();
  });

  it('opens the car whose stock number is searched', async () => {
    const tab = stubBrowser('/search/');
    start();
    const car = (await loadListingDocs(true))[4]!;
    searchListingText(String(car['stocknum']));
    await allTasks();
    expect(tab.browser.location.assign).toHaveBeenCalledWith(`/cars/${car['slug']}/`);
  });

  it('hands the time of the change to measure once its results are shown', async () => {
    stubBrowser('/search/');
    start();
    expect(takeListingChange()).toBeNull();
    setListingSort('latest');
    const mark = vi.mocked(performance.mark).mock.results.find((r) => (r.value as PerformanceMark).name === 'listing:change');
    await allTasks();
    expect(takeListingChange()).toBe((mark?.value as PerformanceMark).startTime);
    expect(takeListingChange()).toBeNull();
  });
});
