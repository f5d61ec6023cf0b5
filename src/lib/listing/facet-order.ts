import { normaliseMakeName } from '../inventory/manufacturers.ts';
import { CAR_TYPES } from '../inventory/vocabulary.ts';
import { STRINGS } from '../strings.ts';

export interface FacetValue {
  value: string;
  count: number;
}

/** Facet distribution entries as a list, most frequent first, then by value. */
export function facetValues(distribution: Readonly<Record<string, number>> | undefined): FacetValue[] {
  return Object.entries(distribution ?? {})
    .map(([value, count]) => ({ value, count }))
    .sort(byCountThenValue);
}

function byCountThenValue(a: FacetValue, b: FacetValue): number {
  return b.count - a.count || a.value.localeCompare(b.value);
}

/** Car types in the order new, demo, used; any other value after them, alphabetically. */
export function compareCarTypes(a: string, b: string): number {
  const rank = (v: string) => {
    const i = (CAR_TYPES as readonly string[]).indexOf(v.toLowerCase());
    return i === -1 ? CAR_TYPES.length : i;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

function bandStart(label: string): number {
  const match = /(\d[\d,]*(?:\.\d+)?)\s*(k)?/i.exec(label);
  if (!match?.[1]) return Number.POSITIVE_INFINITY;
  const n = Number(match[1].replace(/,/g, ''));
  return match[2] ? n * 1000 : n;
}

/** Price band labels ascending: 'Under …' first, then by the band's first amount; 'Over $X' after '$X - …'. */
export function comparePriceBands(a: string, b: string): number {
  const under = (s: string) => (/^\s*under\b/i.test(s) ? 0 : 1);
  const over = (s: string) => (/^\s*(over|above)\b|\+\s*$/i.test(s) ? 1 : 0);
  return under(a) - under(b) || bandStart(a) - bandStart(b) || over(a) - over(b) || a.localeCompare(b);
}

export function sortFacetValues(values: readonly FacetValue[], compare: (a: string, b: string) => number): FacetValue[] {
  return [...values].sort((a, b) => compare(a.value, b.value));
}

/** A make's display name (spec: Suzuki Australia → Suzuki, Mercedes Benz → Mercedes-Benz, …). */
export function displayMake(name: string): string {
  return normaliseMakeName(name.trim());
}

export interface MakeListItem extends FacetValue {
  label: string;
}

export interface MakeList {
  shown: MakeListItem[];
  hidden: MakeListItem[];
  /** 'Show all makes' when some makes are hidden, otherwise null. */
  showAllLabel: string | null;
}

/**
 * The make refinement list: the first `visibleCount` makes by count (the dealer's popular-make
 * count) with any selected make kept visible, the rest behind 'Show all makes'.
 */
export function makeList(
  distribution: Readonly<Record<string, number>> | undefined,
  options: { visibleCount: number; selected?: readonly string[] },
): MakeList {
  const { visibleCount } = options;
  const selected = new Set(options.selected ?? []);
  const all = facetValues(distribution).map((v) => ({ ...v, label: displayMake(v.value) }));
  const shown = all.slice(0, visibleCount);
  const rest = all.slice(visibleCount);
  const promoted = rest.filter((v) => selected.has(v.value));
  const hidden = rest.filter((v) => !selected.has(v.value));
  return { shown: [...shown, ...promoted], hidden, showAllLabel: hidden.length > 0 ? STRINGS.showAllMakes : null };
}

/** The popular makes of the make dropdown: the `limit` most frequent (the dealer's dropdown count). */
export function dropdownPopularMakes(distribution: Readonly<Record<string, number>> | undefined, limit: number): MakeListItem[] {
  return facetValues(distribution)
    .slice(0, limit)
    .map((v) => ({ ...v, label: displayMake(v.value) }));
}

export interface ModelOption {
  make: string;
  model: string;
  count: number;
}

/**
 * Models for the model list, from the `make_model` facet ('Mazda CX-5'), scoped to `makes` (the
 * chosen makes, or every make when none is chosen), most frequent first, at most `limit` (the
 * dealer's model limit).
 */
export function modelOptions(makeModelCounts: Readonly<Record<string, number>> | undefined, makes: readonly string[], limit: number): ModelOption[] {
  // Longest make first so 'Land Rover Defender' is not read as make 'Land'.
  const prefixes = [...new Set(makes.map(displayMake))].sort((a, b) => b.length - a.length);
  const options: ModelOption[] = [];
  for (const [value, count] of Object.entries(makeModelCounts ?? {})) {
    const make = prefixes.find((m) => value.toLowerCase().startsWith(`${m.toLowerCase()} `));
    if (make === undefined) continue;
    const model = value.slice(make.length + 1).trim();
    if (model) options.push({ make, model, count });
  }
  return options.sort((a, b) => b.count - a.count || a.model.localeCompare(b.model) || a.make.localeCompare(b.make)).slice(0, limit);
}
