import type { CarType } from '../inventory/vocabulary.ts';

/** 'a', 'a and b', 'a, b and c'. */
function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The home page title: the dealer's name and the car types it carries ('Westside Used Cars — used vehicles'). */
export function homeTitle(dealerName: string, carTypes: readonly CarType[]): string {
  return `${dealerName} — ${[listWords(carTypes), 'vehicles'].filter(Boolean).join(' ')}`;
}
