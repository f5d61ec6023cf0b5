import { describe, expect, it } from 'vitest';
import { closedState, popupIdentity, popupOpens, popupStorageKey, popupUntil } from './popup-state.ts';

const popup = { title: 'Summer Sale', expiry: '2027-01-31' };
const until = popupUntil(popup);
const identity = popupIdentity(popup);

describe('the popup', () => {
  it('opens until the end of its expiry day and is hidden after it', () => {
    expect(popupOpens(until, identity, Date.parse('2027-01-31T23:59:59Z'), null)).toBe(true);
    expect(popupOpens(until, identity, Date.parse('2027-02-01T00:00:00Z'), null)).toBe(false);
  });

  it('stays closed once the shopper closes it', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    expect(popupOpens(until, identity, now, closedState(identity))).toBe(false);
  });

  it('opens again for a different popup, or when the stored state is unreadable', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    const next = popupIdentity({ title: 'Winter Sale', expiry: '2027-07-31' });
    expect(popupOpens(popupUntil({ expiry: '2027-07-31' }), next, now, closedState(identity))).toBe(true);
    expect(popupOpens(until, identity, now, 'not json')).toBe(true);
  });

  it('is stored per dealer', () => {
    expect(popupStorageKey('westside-used-cars')).not.toBe(popupStorageKey('harbour-mazda'));
  });
});
