import { MIN_WORD_SIZE_FOR_TYPOS } from './index-settings.ts';
import { WORD_ALIASES, type StockVocabulary } from './stock-vocabulary.ts';

/** Longest run of query words joined into one model spelling ("land cruiser prado" → 3). */
const MAX_JOINED_WORDS = 4;

/**
 * One word of a query as the matcher looks for it. `joined` is a run of typed words that together
 * spell a model or make of the stock ("cx 5", "mazda 3"): it is looked up exactly, never with
 * typos, since it is a known spelling. `alternatives` are the aliases and the stock words a
 * misspelt word is one or two edits from (a swap of two letters counting as one, as in
 * Meilisearch); `canonical` is the stock word it stands for, for ranking.
 */
export type QueryTerm = {
  text: string;
  joined: boolean;
  /**
   * Some car holds the word as typed (or it is a joined spelling): then it is not looked up with
   * typos, as Meilisearch ranks exact matches before typos ("petrol" finds petrol cars, not a Patrol).
   */
  exact: boolean;
  /** The last word of the query, matched as a prefix while the shopper is typing. */
  last: boolean;
  alternatives: string[];
  canonical: string;
};

/** Meilisearch's typo budget for a word: none under 5 characters, one under 9, then two. */
export function typoBudget(word: string): number {
  if (word.length >= MIN_WORD_SIZE_FOR_TYPOS.twoTypos) return 2;
  if (word.length >= MIN_WORD_SIZE_FOR_TYPOS.oneTypo) return 1;
  return 0;
}

/** Edit distance where swapping two neighbouring letters is one edit (optimal string alignment), capped at `limit + 1`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] as number) + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] as number, limit + 1);
}

/** The stock words closest to a word it does not hold, within the word's typo budget. */
function corrections(word: string, vocabulary: StockVocabulary): string[] {
  const budget = typoBudget(word);
  if (budget === 0) return [];
  let best = budget + 1;
  let found: string[] = [];
  for (const candidate of [...vocabulary.words, ...vocabulary.joined]) {
    const distance = editDistance(word, candidate, Math.min(best, budget));
    if (distance < best) {
      best = distance;
      found = [candidate];
    } else if (distance === best && distance <= budget && !found.includes(candidate)) found.push(candidate);
  }
  return best <= budget ? found : [];
}

/**
 * A query's words (folded, as the tokenizer splits them) read as a shopper meant them: runs that
 * spell a stock model or make joined, aliases and misspellings given their stock words. `indexed`
 * tells a word some car holds (which is never corrected).
 */
export function queryTerms(words: readonly string[], vocabulary: StockVocabulary, indexed: (word: string) => boolean): QueryTerm[] {
  const terms: QueryTerm[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    for (let n = Math.min(MAX_JOINED_WORDS, words.length - i); n >= 2; n--) {
      if (vocabulary.joined.has(words.slice(i, i + n).join(''))) {
        taken = n;
        break;
      }
    }
    const text = words.slice(i, i + taken).join('');
    const last = i + taken === words.length;
    const joined = taken > 1 || vocabulary.joined.has(text);
    const exact = joined || indexed(text);
    const aliases = [...(WORD_ALIASES[text] ?? [])];
    const fixes = exact || aliases.length > 0 ? [] : corrections(text, vocabulary);
    terms.push({ text, joined, exact, last, alternatives: [...aliases, ...fixes], canonical: fixes.length === 1 ? (fixes[0] as string) : text });
    i += taken;
  }
  return terms;
}

/**
 * The joined keys a query names, for ranking the model asked for first: every run of its
 * canonical words joined ("mazda 3" → mazda3, "bmw 3 series" → bmw3series, 3series, …).
 */
export function namedKeys(terms: readonly QueryTerm[]): Set<string> {
  const keys = new Set<string>();
  for (let start = 0; start < terms.length; start++) {
    let run = '';
    for (let end = start; end < terms.length && end - start < MAX_JOINED_WORDS; end++) {
      run += (terms[end] as QueryTerm).canonical;
      keys.add(run);
    }
  }
  return keys;
}
