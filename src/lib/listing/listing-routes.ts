import { makeSlug } from '../inventory/manufacturers.ts';
import { stockHeading, type VehicleNoun } from './vehicle-words.ts';
import { normaliseListingState, parseListingUrl, serialiseListingState, type ListingState, type UrlStateOptions } from './url-state.ts';

type Refinements = Record<string, string[]>;

/**
 * A prerendered listing page: its path (with a trailing slash), the refinements the path itself
 * stands for, and its heading. Query parameters refine further; a parameter for a facet the path
 * also sets replaces the path's values for that facet.
 */
export type ListingRoute = {
  path: string;
  base: Refinements;
  heading: string;
};

export const LISTING_ROOT = '/search/';

/** The car-type listings of the spec's route list, in the order menus link them, headed in the dealer's noun (rule: listing.vehicle-noun). */
export function carTypeRoutes(noun: VehicleNoun): readonly ListingRoute[] {
  let routes = routesByNoun.get(noun);
  if (!routes) routesByNoun.set(noun, (routes = headedRoutes(noun)));
  return routes;
}

/** One list per noun, so a route found twice is the same object (the store compares routes by identity). */
const routesByNoun = new Map<VehicleNoun, readonly ListingRoute[]>();

function headedRoutes(noun: VehicleNoun): ListingRoute[] {
  return [
    { path: LISTING_ROOT, base: {}, heading: stockHeading(noun) },
    { path: '/search/new-cars/', base: { car_type: ['new'] }, heading: `New ${noun} for sale` },
    { path: '/search/demo-cars/', base: { car_type: ['demo'] }, heading: `Demo ${noun} for sale` },
    { path: '/search/used-cars/', base: { car_type: ['used'] }, heading: `Used ${noun} for sale` },
    { path: '/search/new-used-and-demo-cars/', base: {}, heading: `New, used and demo ${noun} for sale` },
    { path: '/search/new-and-demo-cars/', base: { car_type: ['new', 'demo'] }, heading: `New and demo ${noun} for sale` },
  ];
}

/** The car-type listings in the default noun: their paths and refinements are every dealer's. */
export const CAR_TYPE_ROUTES: readonly ListingRoute[] = carTypeRoutes('cars');

/** '/search/used-cars' and '/search/used-cars/' are one page. */
export function normaliseListingPath(path: string): string {
  const clean = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `${clean}/`;
}

/**
 * The make and make/model listings for the cars in stock: /search/{make}/ and
 * /search/{make}/{model}/, slugged with makeSlug from the display names. Models whose names slug
 * alike share one page. Make slugs that would shadow a car-type route are left out.
 */
export function makeModelRoutes(cars: ReadonlyArray<{ make: string; model: string }>): ListingRoute[] {
  const reserved = new Set(CAR_TYPE_ROUTES.map((r) => r.path));
  const makes = new Map<string, { make: string; models: Map<string, Set<string>> }>();
  for (const car of cars) {
    const make = car.make.trim();
    const model = car.model.trim();
    const slug = makeSlug(make);
    if (!slug || !model || reserved.has(`/search/${slug}/`)) continue;
    let entry = makes.get(slug);
    if (!entry) {
      entry = { make, models: new Map() };
      makes.set(slug, entry);
    }
    const modelSlug = makeSlug(model);
    if (!modelSlug) continue;
    const names = entry.models.get(modelSlug) ?? new Set<string>();
    names.add(`${entry.make} ${model}`);
    entry.models.set(modelSlug, names);
  }
  const routes: ListingRoute[] = [];
  for (const [slug, { make, models }] of [...makes].sort(([a], [b]) => a.localeCompare(b))) {
    routes.push({ path: `/search/${slug}/`, base: { make: [make] }, heading: `${make} for sale` });
    for (const [modelSlug, names] of [...models].sort(([a], [b]) => a.localeCompare(b))) {
      const values = [...names].sort();
      routes.push({ path: `/search/${slug}/${modelSlug}/`, base: { make: [make], make_model: values }, heading: `${values[0]} for sale` });
    }
  }
  return routes;
}

const sameValues = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((v) => b.includes(v));

/** Whether the state refines every facet of the route's base to exactly the base's values. */
export function routeMatches(route: ListingRoute, state: ListingState): boolean {
  return Object.entries(route.base).every(([facet, values]) => sameValues(values, state.refinements?.[facet]));
}

function withoutBase(state: ListingState, base: Refinements): ListingState {
  const refinements = { ...state.refinements };
  for (const facet of Object.keys(base)) delete refinements[facet];
  return normaliseListingState({ ...state, refinements });
}

/**
 * The URL (path and query) for a listing state: the most specific route among the current page
 * and the car-type listings whose base the state keeps (the current page wins ties), with the
 * remaining state as InstantSearch parameters.
 */
export function listingUrlFor(state: ListingState, current: ListingRoute, options: UrlStateOptions): string {
  const candidates = [current, ...CAR_TYPE_ROUTES.filter((r) => r.path !== current.path)];
  let best: ListingRoute = CAR_TYPE_ROUTES[0] as ListingRoute;
  let bestScore = -1;
  for (const route of candidates) {
    const score = Object.keys(route.base).length;
    if (routeMatches(route, state) && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  const query = serialiseListingState(withoutBase(state, best.base), options);
  return query ? `${best.path}?${query}` : best.path;
}

/** The route a path names among the known ones, or null. */
export function findRoute(path: string, routes: readonly ListingRoute[]): ListingRoute | null {
  const clean = normaliseListingPath(path);
  return routes.find((r) => r.path === clean) ?? CAR_TYPE_ROUTES.find((r) => r.path === clean) ?? null;
}

/** The listing state of a URL: the route's base refinements overridden per facet by the query. */
export function listingStateFromUrl(route: ListingRoute, search: string, options: UrlStateOptions): ListingState {
  const parsed = parseListingUrl(search, options);
  return normaliseListingState({ ...parsed, refinements: { ...route.base, ...parsed.refinements } });
}
