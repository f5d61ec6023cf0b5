import { comparePriceBands, compareCarTypes, displayMake, facetValues, type FacetValue } from './facet-order.ts';

/** A facet panel of the listing sidebar, built from the dealer's `search.facets` list. */
export type FacetPanel =
  | { kind: 'toggle'; attribute: 'car_type'; title: string }
  | { kind: 'range'; attribute: 'price' | 'km' | 'year'; title: string }
  | { kind: 'make'; attribute: 'make'; title: string; visible: number }
  | { kind: 'model'; attribute: 'make_model'; title: string; limit: number }
  | { kind: 'list'; attribute: string; title: string; limit: number | null };

const FACET_TITLES: Readonly<Record<string, string>> = {
  badge: 'Badge',
  status: 'Availability',
  car_type: 'Condition',
  categories: 'Category',
  city: 'City',
  colour: 'Colour',
  dealership_name: 'Dealership',
  filtered_features: 'Features',
  item_type: 'Vehicle type',
  km: 'Kilometres',
  location_name: 'Location',
  make: 'Make',
  make_model: 'Model',
  model: 'Model',
  price: 'Price',
  subscription_price: 'Subscription price',
  price_range: 'Price range',
  seats: 'Seats',
  body: 'Body',
  drive: 'Drive',
  fuel: 'Fuel',
  transmission: 'Transmission',
  state: 'State',
  tag: 'Tag',
  weekly_price_range: 'Weekly price',
  year: 'Year',
  certified: 'Certified',
  dealership_slug: 'Dealership',
  simple_body: 'Body type',
};

/** Facet value limits (rule: listing.facet-limits): city 20, dealership 40. */
const FACET_LIMITS: Readonly<Record<string, number>> = { city: 20, dealership_name: 40, dealership_slug: 40 };

export type FacetPanelSettings = { facets: readonly string[]; popularMakeCount: number; modelLimit: number };

/** The sidebar panels in the dealer's order; 'model' becomes the make-scoped model list. */
export function facetPanels(settings: FacetPanelSettings): FacetPanel[] {
  const panels: FacetPanel[] = [];
  const seen = new Set<string>();
  for (const facet of settings.facets) {
    const attribute = facet === 'model' ? 'make_model' : facet;
    if (seen.has(attribute)) continue;
    seen.add(attribute);
    const title = FACET_TITLES[attribute] ?? attribute;
    if (attribute === 'car_type') panels.push({ kind: 'toggle', attribute, title });
    else if (attribute === 'price' || attribute === 'km' || attribute === 'year') panels.push({ kind: 'range', attribute, title });
    else if (attribute === 'make') panels.push({ kind: 'make', attribute, title, visible: settings.popularMakeCount });
    else if (attribute === 'make_model') panels.push({ kind: 'model', attribute, title, limit: settings.modelLimit });
    else panels.push({ kind: 'list', attribute, title, limit: FACET_LIMITS[attribute] ?? null });
  }
  return panels;
}

/**
 * Facets a search must count: the panels', car_type (toggle and result count) and, for the model
 * list, make (to split 'Mazda CX-5' into make and model).
 */
export function requestedFacets(panels: readonly FacetPanel[]): string[] {
  const attributes = panels.map((p) => p.attribute);
  return [...new Set(['car_type', ...attributes, ...(attributes.includes('make_model') ? ['make'] : [])])];
}

const SPECIAL_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  status: { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold' },
  certified: { true: 'Certified', false: 'Not certified' },
  simple_body: {
    '4x4': '4x4',
    cabChassis: 'Cab chassis',
    lightTruck: 'Light truck',
    peopleMover: 'People mover',
    stationWagon: 'Station wagon',
    suv: 'SUV',
    softtop: 'Soft top',
    hardtop: 'Hard top',
  },
};

/** How a facet value reads in the sidebar: car types and codes in words, makes normalised. */
export function facetValueLabel(attribute: string, value: string): string {
  const special = SPECIAL_LABELS[attribute]?.[value];
  if (special) return special;
  if (attribute === 'make') return displayMake(value);
  if (attribute === 'car_type' || attribute === 'simple_body' || attribute === 'item_type') {
    return value.charAt(0).toUpperCase() + value.slice(1);
  }
  return value;
}

const byNumber = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b);

/**
 * A facet's values for its panel: car types new, demo, used; price bands ascending with 'Under'
 * first; seats ascending; everything else most frequent first. Selected values missing from the
 * counts stay listed with 0 so they can be cleared.
 */
export function panelValues(attribute: string, distribution: Readonly<Record<string, number>> | undefined, selected: readonly string[] = []): FacetValue[] {
  const values = facetValues(distribution);
  const present = new Set(values.map((v) => v.value.toLowerCase()));
  for (const value of selected) if (!present.has(value.toLowerCase())) values.push({ value, count: 0 });
  const compare =
    attribute === 'car_type'
      ? compareCarTypes
      : attribute === 'price_range' || attribute === 'weekly_price_range'
        ? comparePriceBands
        : attribute === 'seats'
          ? byNumber
          : null;
  return compare ? values.sort((a, b) => compare(a.value, b.value)) : values;
}

/** The facets a dealer's listing counts, from its search settings. */
export function listingFacets(config: { search: { facets: readonly string[]; popular_make_count: number; model_limit: number } }): string[] {
  const { facets, popular_make_count: popularMakeCount, model_limit: modelLimit } = config.search;
  return requestedFacets(facetPanels({ facets, popularMakeCount, modelLimit }));
}
