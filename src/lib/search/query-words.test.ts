import { describe, expect, it } from 'vitest';
import { editDistance, namedKeys, queryTerms } from './query-words.ts';
import { StockVocabulary } from './stock-vocabulary.ts';

const vocabulary = StockVocabulary.of([
  { make: 'Mazda', model: 'CX-5' },
  { make: 'Mazda', model: 'Mazda3' },
  { make: 'Toyota', model: 'Landcruiser Prado' },
  { make: 'Hyundai', model: 'Tucson' },
  { make: 'Harley-Davidson', model: 'Fat Boy 114' },
]);
const indexed = (word: string) => vocabulary.words.has(word);
const read = (query: string) => queryTerms(query.toLowerCase().split(/[\s-]+/), vocabulary, indexed);

describe('editDistance', () => {
  it('counts a swap of neighbouring letters as one edit, as Meilisearch does, and stops past the limit', () => {
    expect(editDistance('hyundia', 'hyundai', 2)).toBe(1);
    expect(editDistance('corola', 'corolla', 2)).toBe(1);
    expect(editDistance('tucson', 'tucson', 1)).toBe(0);
    expect(editDistance('mazda', 'toyota', 1)).toBe(2);
  });
});

describe('queryTerms', () => {
  it('joins runs of words that spell a stock model or make, however they were split', () => {
    for (const query of ['cx5', 'cx 5', 'cx-5']) expect(read(query).map((t) => [t.text, t.joined])).toEqual([['cx5', true]]);
    expect(read('mazda 3').map((t) => t.text)).toEqual(['mazda3']);
    expect(read('land cruiser prado').map((t) => t.text)).toEqual(['landcruiserprado']);
    expect(read('harley davidson').map((t) => t.text)).toEqual(['harleydavidson']);
    expect(read('harley davidson fat boy').map((t) => t.text)).toEqual(['harleydavidsonfatboy']);
    expect(read('white fat boy').map((t) => [t.text, t.joined])).toEqual([
      ['white', false],
      ['fatboy', true],
    ]);
  });

  it('reads aliases and misspellings as the stock words they stand for, and leaves known words exact', () => {
    const [auto, diesel] = read('auto diesel');
    expect(auto?.alternatives).toEqual(['automatic']);
    expect(diesel?.alternatives).toEqual([]);
    const [make, model] = read('hyundia tucson');
    expect([make?.canonical, make?.exact]).toEqual(['hyundai', false]);
    expect([model?.canonical, model?.exact]).toEqual(['tucson', true]);
    // Under five letters there is no typo budget, as in Meilisearch.
    expect(read('maz')[0]?.alternatives).toEqual([]);
  });

  it('names the models a query asks for, so those cars rank first', () => {
    expect(namedKeys(read('mazda 3')).has('mazda3')).toBe(true);
    expect(namedKeys(read('toyota landcruiser prado')).has('toyotalandcruiserprado')).toBe(true);
    expect(namedKeys(read('corola')).has('corolla')).toBe(false);
  });
});
