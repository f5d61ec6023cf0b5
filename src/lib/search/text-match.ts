import MiniSearch from 'minisearch';
import { IDENTIFIER_ATTRIBUTES, MIN_WORD_SIZE_FOR_TYPOS, SEARCHABLE_ATTRIBUTES, SEARCH_BOOSTS } from './index-settings.ts';
import type { StockDocument } from './stock-document.ts';

/** Added to the score of a car whose stock number, VIN or rego is the whole query. */
const EXACT_IDENTIFIER_BONUS = 1e9;
const CACHED_QUERIES = 32;

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

function processTerm(term: string): string | null {
  const folded = term
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  return folded === '' ? null : folded;
}

/** Case-, accent- and punctuation-insensitive form of a stock number, VIN or rego. */
export function identifierKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .toLowerCase();
}

function fieldText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(fieldText).filter(Boolean).join(' ');
  return undefined;
}

/** Meilisearch's default typo budget: none under 5 characters, one under 9, then two. */
function typosFor(term: string): number | false {
  if (term.length >= MIN_WORD_SIZE_FOR_TYPOS.twoTypos) return 2;
  if (term.length >= MIN_WORD_SIZE_FOR_TYPOS.oneTypo) return 1;
  return false;
}

/**
 * Typo-tolerant text matching over one document set. Like Meilisearch's default "last" matching
 * strategy, all query words must match (the last one as a prefix); when nothing matches, words
 * are dropped from the end until something does.
 */
export class TextIndex {
  readonly #docs: readonly StockDocument[];
  #mini: MiniSearch<number> | null = null;
  #identifiers: Map<string, number[]> | null = null;
  readonly #cache = new Map<string, ReadonlyMap<number, number>>();

  constructor(docs: readonly StockDocument[]) {
    this.#docs = docs;
  }

  /** Scores by document position for a query, or null when the query has no words. */
  scores(query: string): ReadonlyMap<number, number> | null {
    const terms = tokenize(query).filter((term) => processTerm(term) !== null);
    if (terms.length === 0) return null;
    const key = terms.join(' ').toLowerCase();
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const scores = this.#compute(query, terms);
    if (this.#cache.size >= CACHED_QUERIES) {
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
    this.#cache.set(key, scores);
    return scores;
  }

  #compute(query: string, terms: string[]): Map<number, number> {
    const scores = new Map<number, number>();
    const mini = this.#miniSearch();
    for (let count = terms.length; count > 0; count--) {
      const results = mini.search(terms.slice(0, count).join(' '), {
        combineWith: 'AND',
        prefix: (_term, index, all) => index === all.length - 1,
        fuzzy: (term) => typosFor(term),
        boost: { ...SEARCH_BOOSTS },
      });
      if (results.length > 0) {
        for (const result of results) scores.set(result.id as number, result.score);
        break;
      }
    }
    const exact = this.#identifierIndex().get(identifierKey(query));
    for (const position of exact ?? []) {
      scores.set(position, EXACT_IDENTIFIER_BONUS + (scores.get(position) ?? 0));
    }
    return scores;
  }

  #miniSearch(): MiniSearch<number> {
    if (this.#mini) return this.#mini;
    const docs = this.#docs;
    const mini = new MiniSearch<number>({
      idField: 'id',
      fields: [...SEARCHABLE_ATTRIBUTES],
      extractField: (position, field) => (field === 'id' ? position : fieldText(docs[position]?.[field])),
      tokenize,
      processTerm,
    });
    mini.addAll(docs.map((_doc, position) => position));
    this.#mini = mini;
    return mini;
  }

  #identifierIndex(): Map<string, number[]> {
    if (this.#identifiers) return this.#identifiers;
    const index = new Map<string, number[]>();
    this.#docs.forEach((doc, position) => {
      for (const field of IDENTIFIER_ATTRIBUTES) {
        const text = fieldText(doc[field]);
        if (text === undefined) continue;
        const key = identifierKey(text);
        if (key === '') continue;
        const list = index.get(key);
        if (list === undefined) index.set(key, [position]);
        else if (list[list.length - 1] !== position) list.push(position);
      }
    });
    this.#identifiers = index;
    return index;
  }
}
