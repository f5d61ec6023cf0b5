import type { DealerFilter } from './dealer-filter.ts';
import { dealerFilterPredicate } from './filter-predicate.ts';
import { facetStrings, isSold, normalizeFacetValue, type StockDocument } from './stock-document.ts';
import { TextIndex } from './text-match.ts';

const NONE = -1;
const SEVERAL = -2;

/**
 * One facet over a document set, values interned as integer codes so counting and refinement
 * tests are array lookups. `single[i]` is document i's only code, NONE, or SEVERAL (then `several`
 * holds its codes).
 */
export type FacetColumn = {
  readonly single: Int32Array;
  readonly several: ReadonlyMap<number, readonly number[]>;
  /** Normalised value → code. */
  readonly codes: ReadonlyMap<string, number>;
  /** Code → the value as first written in the documents. */
  readonly labels: readonly string[];
};

/** One numeric field: `single[i]` is document i's number, NaN when it has none or several. */
export type NumericColumn = {
  readonly single: Float64Array;
  readonly several: ReadonlyMap<number, readonly number[]>;
};

function buildFacetColumn(docs: readonly StockDocument[], field: string): FacetColumn {
  const single = new Int32Array(docs.length).fill(NONE);
  const several = new Map<number, number[]>();
  const codes = new Map<string, number>();
  const labels: string[] = [];
  const codeOf = (text: string): number => {
    const key = normalizeFacetValue(text);
    let code = codes.get(key);
    if (code === undefined) {
      code = labels.length;
      codes.set(key, code);
      labels.push(text.trim());
    }
    return code;
  };
  docs.forEach((doc, i) => {
    const value = doc[field];
    if (typeof value === 'string') {
      if (value.trim() !== '') single[i] = codeOf(value);
      return;
    }
    const texts = facetStrings(value);
    if (texts.length === 0) return;
    const docCodes = [...new Set(texts.map(codeOf))];
    if (docCodes.length === 1) single[i] = docCodes[0] as number;
    else {
      single[i] = SEVERAL;
      several.set(i, docCodes);
    }
  });
  return { single, several, codes, labels };
}

function buildNumericColumn(docs: readonly StockDocument[], field: string): NumericColumn {
  const single = new Float64Array(docs.length).fill(Number.NaN);
  const several = new Map<number, number[]>();
  docs.forEach((doc, i) => {
    const value = doc[field];
    if (typeof value === 'number') {
      if (Number.isFinite(value)) single[i] = value;
    } else if (Array.isArray(value)) {
      const numbers = value.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
      if (numbers.length > 0) several.set(i, numbers);
    }
  });
  return { single, several };
}

/** Calls `visit` with each code of document i. */
export function forEachCode(column: FacetColumn, i: number, visit: (code: number) => void): void {
  const code = column.single[i] as number;
  if (code >= 0) visit(code);
  else if (code === SEVERAL) for (const c of column.several.get(i) ?? []) visit(c);
}

/** Whether any code of document i is selected. */
export function hasSelectedCode(column: FacetColumn, i: number, selected: Uint8Array): boolean {
  const code = column.single[i] as number;
  if (code >= 0) return selected[code] === 1;
  if (code !== SEVERAL) return false;
  for (const c of column.several.get(i) ?? []) if (selected[c] === 1) return true;
  return false;
}

/** Whether any number of document i passes `test`. */
export function someNumber(column: NumericColumn, i: number, test: (n: number) => boolean): boolean {
  const value = column.single[i] as number;
  if (!Number.isNaN(value)) return test(value);
  const several = column.several.get(i);
  return several !== undefined && several.some(test);
}

const MASKS_KEPT = 4;

/**
 * A document set with its search structures, built lazily and kept while the set is unchanged.
 * Treat the documents as immutable: change the set by making a new array.
 */
export class PreparedDocuments {
  readonly docs: readonly StockDocument[];
  readonly text: TextIndex;
  readonly #facets = new Map<string, FacetColumn>();
  readonly #numbers = new Map<string, NumericColumn>();
  readonly #masks = new Map<string, Uint8Array>();
  #sold: Uint8Array | null = null;

  constructor(docs: readonly StockDocument[]) {
    this.docs = docs;
    this.text = new TextIndex(docs);
  }

  facet(field: string): FacetColumn {
    let column = this.#facets.get(field);
    if (!column) {
      column = buildFacetColumn(this.docs, field);
      this.#facets.set(field, column);
    }
    return column;
  }

  numeric(field: string): NumericColumn {
    let column = this.#numbers.get(field);
    if (!column) {
      column = buildNumericColumn(this.docs, field);
      this.#numbers.set(field, column);
    }
    return column;
  }

  /** 1 for each sold document (price sorts put them after available ones). */
  sold(): Uint8Array {
    if (this.#sold) return this.#sold;
    const sold = new Uint8Array(this.docs.length);
    this.docs.forEach((doc, i) => {
      if (isSold(doc)) sold[i] = 1;
    });
    return (this.#sold = sold);
  }

  /** 1 for each document the dealer filter keeps at `now` (unix seconds). */
  dealerMask(filter: DealerFilter, now: number): Uint8Array {
    const key = `${JSON.stringify(filter)}@${now}`;
    const cached = this.#masks.get(key);
    if (cached) return cached;
    const keep = dealerFilterPredicate(filter, now);
    const mask = new Uint8Array(this.docs.length);
    this.docs.forEach((doc, i) => {
      if (keep(doc)) mask[i] = 1;
    });
    if (this.#masks.size >= MASKS_KEPT) {
      const oldest = this.#masks.keys().next().value;
      if (oldest !== undefined) this.#masks.delete(oldest);
    }
    this.#masks.set(key, mask);
    return mask;
  }
}

const prepared = new WeakMap<readonly StockDocument[], PreparedDocuments>();

/** The prepared form of a document array, cached for as long as the array lives. */
export function prepareDocuments(docs: readonly StockDocument[]): PreparedDocuments {
  let entry = prepared.get(docs);
  if (!entry) {
    entry = new PreparedDocuments(docs);
    prepared.set(docs, entry);
  }
  return entry;
}
