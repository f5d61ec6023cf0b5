import { describe, expect, it } from 'vitest';
import { dateWindow, hasEnded, isOpenAt } from './date-window.ts';

const at = (iso: string) => Date.parse(iso);

describe('a dated promotion (banner, tile)', () => {
  const banner = dateWindow({ start: '2024-12-23', expiry: '2026-12-31' });

  it('shows from the start of its start day to the end of its expiry day', () => {
    expect(isOpenAt(banner.from, banner.until, at('2024-12-22T23:59:59Z'))).toBe(false);
    expect(isOpenAt(banner.from, banner.until, at('2024-12-23T00:00:00Z'))).toBe(true);
    expect(isOpenAt(banner.from, banner.until, at('2026-12-31T23:59:59Z'))).toBe(true);
    expect(isOpenAt(banner.from, banner.until, at('2027-01-01T00:00:00Z'))).toBe(false);
  });

  it('has ended only after its expiry day, so a future one is still rendered', () => {
    expect(hasEnded(banner, at('2026-12-31T12:00:00Z'))).toBe(false);
    expect(hasEnded(banner, at('2027-01-01T00:00:00Z'))).toBe(true);
    expect(hasEnded(dateWindow({ start: '2030-01-01', expiry: '2030-02-01' }), at('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('works from its own source text, as the inline script runs it', () => {
    const again = new Function(`return (${isOpenAt.toString()})`)() as typeof isOpenAt;
    expect(again(banner.from, banner.until, at('2025-06-01T00:00:00Z'))).toBe(true);
    expect(again(banner.from, banner.until, at('2027-06-01T00:00:00Z'))).toBe(false);
  });
});
