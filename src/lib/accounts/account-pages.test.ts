import { describe, expect, it } from 'vitest';
import { accountPages, isGated } from './account-pages.ts';

const on = (gated_routes: ('checkout' | 'finance' | 'car-finance')[], watchlist = true, garage_alias: string | null = null) => ({
  authentication: { gated_routes, watchlist, garage_alias, spin_to_win: false as const },
});

describe('account pages and gated routes', () => {
  it('builds no account page and gates nothing without sign-in', () => {
    expect(accountPages({ authentication: false })).toEqual({ signIn: false, watchlist: false, garage: false, garageAlias: null, spinToWin: null });
    expect(isGated({ authentication: false }, 'my-garage')).toBe(false);
    expect(isGated({ authentication: false }, 'finance')).toBe(false);
  });

  it('always gates the garage and the watchlist page; other types as the dealer lists them', () => {
    const config = on(['checkout']);
    expect(isGated(config, 'my-garage')).toBe(true);
    expect(isGated(config, 'watchlist')).toBe(true);
    expect(isGated(config, 'checkout')).toBe(true);
    expect(isGated(config, 'finance')).toBe(false);
    expect(isGated(on(['finance']), 'finance')).toBe(true);
  });

  it('has a watchlist page only with the watchlist on', () => {
    expect(accountPages(on([], false))).toEqual({ signIn: true, watchlist: false, garage: true, garageAlias: null, spinToWin: null });
  });

  it("serves the garage at the dealer's alias too", () => {
    expect(accountPages(on([], true, 'mymotorama')).garageAlias).toBe('mymotorama');
  });
});
