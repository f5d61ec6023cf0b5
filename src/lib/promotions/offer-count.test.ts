import { describe, expect, it } from 'vitest';
import { OFFER_COUNT_SCRIPT } from '../site/inline-scripts.ts';
import { loadDealer } from '../dealer/load-dealer.ts';
import { offerCount, offerCountWords } from './offer-count.ts';

const at = (iso: string) => new Date(iso);
const promos = [
  { start: '2026-10-01', expiry: '2026-11-30' },
  { start: '2026-11-01', expiry: '2027-01-31' },
  { start: '2027-01-01', expiry: '2027-02-28' },
  { start: '2026-01-01', expiry: '2026-02-28' },
];

describe('offerCount (rule: promotions.offers-count)', () => {
  it('counts the offers in force, and keeps the windows of those not yet ended for the browser', () => {
    const count = offerCount(promos, at('2026-11-27T00:00:00Z'))!;
    expect(count.shown).toBe(2);
    expect(count.windows).toHaveLength(3);
    expect(offerCount(promos, at('2027-03-01T00:00:00Z'))).toBeNull();
    expect(offerCount([], at('2026-11-27T00:00:00Z'))).toBeNull();
  });

  it("gives Sunstate's menu the one offer its offers page shows, and Harbour's (no promos.json) none", () => {
    const now = at('2026-11-27T00:00:00Z');
    expect(offerCount(loadDealer('sunstate-motor-group').promos, now)?.shown).toBe(1);
    expect(offerCount(loadDealer('harbour-mazda').promos, now)).toBeNull();
  });

  it('reads as one offer or many', () => {
    expect(offerCountWords(1)).toBe(' (1 offer)');
    expect(offerCountWords(3)).toBe(' (3 offers)');
  });
});

/** A menu count as NavCount.astro writes it, reduced to what the script touches. */
function countElement(windows: Array<[number | null, number | null]>, shown: number) {
  const number = { textContent: String(shown) };
  const words = { textContent: offerCountWords(shown) };
  return {
    hidden: shown === 0,
    getAttribute: (name: string) => (name === 'data-offer-windows' ? JSON.stringify(windows) : null),
    querySelector: (selector: string) => (selector === '[data-offer-number]' ? number : words),
    number,
    words,
  };
}

/** Runs the page's inline script, as the browser would at `now`, over the given count elements. */
function runScript(elements: ReturnType<typeof countElement>[], now: string) {
  const document = { querySelectorAll: (selector: string) => (selector === '[data-offer-windows]' ? elements : []) };
  const date = { now: () => Date.parse(now) };
  new Function('document', 'Date', OFFER_COUNT_SCRIPT)(document, date);
}

describe('the menu count on a page built before an offer ended', () => {
  const built = at('2026-11-27T00:00:00Z');
  const count = offerCount(promos, built)!;

  it('says 2 offers when built, 1 once the first has expired, and hides when none is in force', () => {
    const element = countElement(count.windows, count.shown);
    runScript([element], '2026-11-27T10:00:00Z');
    expect([element.number.textContent, element.words.textContent, element.hidden]).toEqual(['2', ' (2 offers)', false]);
    runScript([element], '2026-12-01T10:00:00Z');
    expect([element.number.textContent, element.words.textContent, element.hidden]).toEqual(['1', ' (1 offer)', false]);
    runScript([element], '2027-01-15T10:00:00Z');
    expect(element.number.textContent).toBe('2');
    runScript([element], '2027-03-01T10:00:00Z');
    expect(element.hidden).toBe(true);
  });
});
