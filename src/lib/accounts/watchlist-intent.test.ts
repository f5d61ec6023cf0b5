import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './sign-in-link.ts';
import { saveIntentOf, withoutSaveIntent, withSaveIntent } from './watchlist-intent.ts';

describe('the watchlist save carried through sign-in', () => {
  it('names the car in the return path, keeping the page’s own query, and survives the sign-in page’s return check', () => {
    const back = withSaveIntent('/cars/2022-mazda-cx-5-5501/', '5501');
    expect(back).toBe('/cars/2022-mazda-cx-5-5501/?save-to-watchlist=5501');
    expect(safeReturnPath(back)).toBe(back);
    expect(withSaveIntent('/cars/x/?ref=home', '7')).toBe('/cars/x/?ref=home&save-to-watchlist=7');
  });

  it('reads the car back, refusing anything that is not a car id, and drops it once saved', () => {
    expect(saveIntentOf('?save-to-watchlist=5501')).toBe('5501');
    expect(saveIntentOf('?save-to-watchlist=%3Cscript%3E')).toBeNull();
    expect(saveIntentOf('?ref=home')).toBeNull();
    expect(withoutSaveIntent('/cars/x/?ref=home&save-to-watchlist=7#gallery')).toBe('/cars/x/?ref=home#gallery');
    expect(withoutSaveIntent('/cars/x/?save-to-watchlist=7')).toBe('/cars/x/');
  });
});
