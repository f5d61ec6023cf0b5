import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiryEventId, testDriveEventId, trackEvent } from './analytics.ts';

afterEach(() => vi.restoreAllMocks());

describe('vehicle analytics', () => {
  it('pushes the event id onto the dataLayer', () => {
    const pushed: unknown[] = [];
    trackEvent(25, { car_id: 'a' }, { dataLayer: { push: (e) => pushed.push(e) } });
    expect(pushed).toEqual([{ event: 'forecourt', event_id: 25, car_id: 'a' }]);
  });

  it('only logs when pushing fails or there is no dataLayer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => trackEvent(39, {}, { dataLayer: { push: () => { throw new Error('blocked'); } } })).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    expect(() => trackEvent(39, {}, {})).not.toThrow();
  });

  it('uses 14/15 for new/used enquiries and 17/48 for test drives, 17 for Test Drive Only', () => {
    expect(enquiryEventId({ car_type: 'new' })).toBe(14);
    expect(enquiryEventId({ car_type: 'demo' })).toBe(14);
    expect(enquiryEventId({ car_type: 'used' })).toBe(15);
    expect(testDriveEventId({ car_type: 'new' })).toBe(17);
    expect(testDriveEventId({ car_type: 'used' })).toBe(48);
    expect(testDriveEventId({ car_type: 'used', tag: 'Test Drive Only' })).toBe(17);
    expect(testDriveEventId({ car_type: 'used', tag: 'test drive only ' })).toBe(17);
  });
});
