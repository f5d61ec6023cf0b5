import { describe, expect, it } from 'vitest';
import { stockAgeText, stockTimeText } from './freshness.ts';

const at = Date.UTC(2026, 10, 22, 1, 0, 0);
const minute = 60_000;

describe('stock freshness text', () => {
  it('says how long ago the stock changed', () => {
    expect(stockAgeText(at, at + 20_000)).toBe('Stock updated just now');
    expect(stockAgeText(at, at + minute)).toBe('Stock updated 1 minute ago');
    expect(stockAgeText(at, at + 4 * minute + 59_000)).toBe('Stock updated 4 minutes ago');
    expect(stockAgeText(at, at + 60 * minute)).toBe('Stock updated 1 hour ago');
    expect(stockAgeText(at, at + 47 * 60 * minute)).toBe('Stock updated 47 hours ago');
    expect(stockAgeText(at, at + 3 * 24 * 60 * minute)).toBe('Stock updated 3 days ago');
    expect(stockAgeText(at, at - 5 * minute)).toBe('Stock updated just now');
  });

  it('works inlined from its source, as the page script uses it', () => {
    const inlined = new Function(`return (${stockAgeText.toString()})`)() as typeof stockAgeText;
    expect(inlined(at, at + 4 * minute)).toBe('Stock updated 4 minutes ago');
  });

  it('gives the absolute time in the dealer time zone for readers without JavaScript', () => {
    expect(stockTimeText('2026-11-22T01:30:00Z', 'Australia/Perth')).toMatch(/^Stock updated 22 Nov 2026, 9:30\sam$/);
    expect(stockTimeText('2026-11-22T01:30:00Z', 'Australia/Sydney')).toMatch(/^Stock updated 22 Nov 2026, 12:30\spm$/);
  });
});
