/**
 * The words a shopper types for the makes and models a stock holds, derived from the stock itself
 * (never a hand list of models), so every dealer's search understands its own range: "cx5", "cx 5"
 * and "CX-5" are one model, "mazda3" and "mazda 3" another, "landcruiser prado" and
 * "LandcruiserPrado" a third. Both engines use it: the embedded text matcher (text-match.ts) and
 * the Meilisearch synonyms (index-settings.ts). Plain code, no zod: it ships in the listing's
 * browser bundle.
 */

/** Lower case without accents. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  return /^[\x20-\x7e]*$/.test(lower) ? lower : lower.normalize('NFKD').replace(/\p{M}+/gu, '');
}

/** The words of a name as the tokenizer splits them: "CX-5" → cx, 5; "R 1300 GS" → r, 1300, gs. */
function nameWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** A name with spaces, hyphens and case removed: "CX-5" → "cx5", "Harley-Davidson" → "harleydavidson". */
function compactKey(text: string): string {
  return nameWords(text).join('');
}

/** A word split where letters meet digits: "mazda3" → mazda, 3; "crf300l" → crf, 300, l. */
function letterDigitParts(word: string): string[] {
  return word.match(/\p{L}+|\p{N}+/gu) ?? [word];
}

/**
 * Words people type for fuel, transmission and drive, and common nicknames of makes: each query
 * word on the left also matches the words on the right. Everyday language, not a list of models.
 */
export const WORD_ALIASES: Readonly<Record<string, readonly string[]>> = {
  auto: ['automatic'],
  autos: ['automatic'],
  manuals: ['manual'],
  unleaded: ['petrol'],
  ulp: ['petrol'],
  gas: ['petrol'],
  ev: ['electric'],
  bev: ['electric'],
  evs: ['electric'],
  phev: ['hybrid'],
  hev: ['hybrid'],
  '4wd': ['4x4'],
  '2wd': ['4x2'],
  vw: ['volkswagen'],
  merc: ['mercedes'],
  benz: ['mercedes'],
  chevy: ['chevrolet'],
  beemer: ['bmw'],
  bimmer: ['bmw'],
};

/** A make and model as the stock names them. */
export type MakeModel = { make: string; model: string };

/**
 * What the matcher keeps for one make and model: its joined spellings as the text of its
 * `model_keys` field, and the keys that mean "this model" (the model alone, and with its make).
 */
export type VocabularyEntry = { text: string; models: readonly string[] };

/** The joined spellings one car's make and model answer to. */
function joinedKeysOf({ make, model }: MakeModel): string[] {
  const makeKey = compactKey(make);
  const words = nameWords(model);
  const keys = new Set<string>();
  if (nameWords(make).length > 1) keys.add(makeKey);
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= words.length; end++) {
      const run = words.slice(start, end).join('');
      if (end - start > 1 || start === 0) keys.add(run);
      if (start === 0 && makeKey !== '') keys.add(makeKey + run);
    }
  }
  keys.delete('');
  return [...keys];
}

/**
 * The vocabulary of a document set: every joined spelling of its makes and models (what a run of
 * query words may be joined into) and every single word of them (what a misspelt word may be
 * corrected to).
 */
export class StockVocabulary {
  readonly joined = new Set<string>();
  readonly words = new Set<string>();
  readonly #byPair = new Map<string, VocabularyEntry>();
  readonly pairs: MakeModel[] = [];

  add(pair: MakeModel): VocabularyEntry {
    const id = `${pair.make}\u0000${pair.model}`;
    let entry = this.#byPair.get(id);
    if (entry) return entry;
    const keys = joinedKeysOf(pair);
    const model = compactKey(pair.model);
    entry = { text: keys.join(' '), models: model === '' ? [] : [model, compactKey(pair.make) + model] };
    this.#byPair.set(id, entry);
    this.pairs.push(pair);
    for (const key of keys) this.joined.add(key);
    for (const word of [...nameWords(pair.make), ...nameWords(pair.model)]) this.words.add(word);
    return entry;
  }

  /** One car's entry (its make and model as the document holds them). */
  entryOf(doc: { [field: string]: unknown }): VocabularyEntry {
    const make = typeof doc['make'] === 'string' ? doc['make'] : '';
    const model = typeof doc['model'] === 'string' ? doc['model'] : '';
    return this.add({ make, model });
  }

  static of(docs: Iterable<{ [field: string]: unknown }>): StockVocabulary {
    const vocabulary = new StockVocabulary();
    for (const doc of docs) vocabulary.entryOf(doc);
    return vocabulary;
  }
}

/**
 * Meilisearch synonyms for a vocabulary: each model or make written in several words, and each run
 * of those words, answers to its joined form and back ("cx 5" ↔ "cx5", "land rover" ↔ "landrover",
 * "fat boy" ↔ "fatboy"), each word mixing letters
 * and digits to its split form ("mazda3" ↔ "mazda 3", "mt07" ↔ "mt 07"), and the word aliases.
 * Meilisearch splits "CX-5" at the hyphen (a separator), so the spaced form is how it is indexed.
 */
export function synonymsOf(vocabulary: StockVocabulary): Record<string, string[]> {
  const synonyms = new Map<string, Set<string>>();
  const link = (from: string, to: string): void => {
    if (from === to) return;
    let set = synonyms.get(from);
    if (!set) synonyms.set(from, (set = new Set()));
    set.add(to);
  };
  const both = (a: string, b: string): void => {
    link(a, b);
    link(b, a);
  };
  for (const { make, model } of vocabulary.pairs) {
    for (const name of [make, model]) {
      const words = nameWords(name);
      for (let start = 0; start < words.length; start++) {
        for (let end = start + 2; end <= words.length; end++) both(words.slice(start, end).join(' '), words.slice(start, end).join(''));
      }
      for (const word of words) {
        const parts = letterDigitParts(word);
        if (parts.length > 1) both(parts.join(' '), word);
      }
    }
  }
  for (const [word, targets] of Object.entries(WORD_ALIASES)) for (const target of targets) link(word, target);
  return Object.fromEntries([...synonyms.keys()].sort().map((key) => [key, [...(synonyms.get(key) as Set<string>)].sort()]));
}
