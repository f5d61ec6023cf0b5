import MiniSearch, { type Query } from 'minisearch';
import { IDENTIFIER_ATTRIBUTES, SEARCHABLE_ATTRIBUTES, SEARCH_BOOSTS } from './index-settings.ts';
import { namedKeys, queryTerms, typoBudget, type QueryTerm } from './query-words.ts';
import { foldText, StockVocabulary } from './stock-vocabulary.ts';
import type { StockDocument } from './stock-document.ts';

/** Added to the score of a car whose stock number, VIN or rego is the whole query. */
const EXACT_IDENTIFIER_BONUS = 1e9;
const CACHED_QUERIES = 32;

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

function processTerm(term: string): string | null {
  const folded = foldText(term);
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

/** The matcher's own field: each car's joined make and model spellings (stock-vocabulary.ts). */
const MODEL_KEYS = 'model_keys';
/** Added to the score of a car whose model is the one the query names, so it comes first. */
const NAMED_MODEL_BONUS = 1e6;
const FIELDS = [...SEARCHABLE_ATTRIBUTES, MODEL_KEYS];
const BOOSTS = { ...SEARCH_BOOSTS, [MODEL_KEYS]: SEARCH_BOOSTS['model'] ?? 1 };

/** One query word as a MiniSearch sub-query: the word itself, or any of its aliases and corrections. */
function termQuery(term: QueryTerm, prefix: boolean): Query {
  const typos = typoBudget(term.text);
  const own: Query = { queries: [term.text], prefix, fuzzy: term.exact || typos === 0 ? false : typos };
  if (term.alternatives.length === 0) return own;
  return { combineWith: 'OR', queries: [own, { queries: term.alternatives, combineWith: 'OR', prefix: false, fuzzy: false }] };
}

/**
 * Typo-tolerant text matching over one document set. Like Meilisearch's default "last" matching
 * strategy, all query words must match (the last one as a prefix); when nothing matches, words
 * are dropped from the end until something does. Query words are read through the stock's own
 * vocabulary (query-words.ts): "cx 5", "cx-5" and "cx5" all find the CX-5, and a car whose model
 * the query names ranks before cars that only share its words.
 */
export class TextIndex {
  readonly #docs: readonly StockDocument[];
  #mini: MiniSearch<number> | null = null;
  #identifiers: Map<string, number[]> | null = null;
  readonly #vocabulary = new StockVocabulary();
  readonly #indexedWords = new Set<string>();
  #models: (readonly string[])[] = [];
  readonly #cache = new Map<string, ReadonlyMap<number, number>>();

  constructor(docs: readonly StockDocument[]) {
    this.#docs = docs;
  }

  /**
   * Scores by document position for a query, or null when the query has no words. `allWords`: only
   * documents every word matches (a saved search's alert), never the fallback that drops words.
   */
  scores(query: string, options: { allWords?: boolean } = {}): ReadonlyMap<number, number> | null {
    const words = tokenize(query)
      .map(processTerm)
      .filter((term): term is string => term !== null);
    if (words.length === 0) return null;
    const allWords = options.allWords === true;
    const key = `${allWords ? '+' : ''}${words.join(' ')}`;
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const scores = this.#compute(query, words, allWords);
    if (this.#cache.size >= CACHED_QUERIES) {
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
    this.#cache.set(key, scores);
    return scores;
  }

  #compute(query: string, words: string[], allWords: boolean): Map<number, number> {
    const scores = new Map<number, number>();
    const mini = this.#miniSearch();
    const indexed = (word: string) => this.#indexedWords.has(word);
    const terms = queryTerms(words, this.#vocabulary, indexed);
    for (let count = terms.length; count > (allWords ? terms.length - 1 : 0); count--) {
      const used = terms.slice(0, count);
      const results = mini.search(
        { combineWith: 'AND', queries: used.map((term, index) => termQuery(term, index === count - 1 && term.last)) },
        { boost: BOOSTS },
      );
      if (results.length > 0) {
        const named = namedKeys(used);
        for (const result of results) {
          const position = result.id as number;
          const bonus = (this.#models[position] ?? []).some((model) => named.has(model)) ? NAMED_MODEL_BONUS : 0;
          scores.set(position, result.score + bonus);
        }
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
    const vocabulary = this.#vocabulary;
    const indexedWords = this.#indexedWords;
    const entries = docs.map((doc) => vocabulary.entryOf(doc));
    this.#models = entries.map((entry) => entry.models);
    const mini = new MiniSearch<number>({
      idField: 'id',
      fields: FIELDS,
      extractField: (position, field) => {
        if (field === 'id') return position;
        if (field === MODEL_KEYS) return entries[position]?.text;
        const doc = docs[position];
        return doc === undefined ? undefined : fieldText(doc[field]);
      },
      tokenize,
      processTerm: (term) => {
        const folded = processTerm(term);
        if (folded !== null) indexedWords.add(folded);
        return folded;
      },
      searchOptions: { processTerm },
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
