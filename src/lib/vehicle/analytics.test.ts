import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackEvent } from './analytics.ts';

afterEach(() => vi.restoreAllMocks());

describe('vehicle analytics', () => {
  it('pushes the event id onto the dataLayer', () => {
    const pushed: unknown[] = [];
    trackEvent(25, { car_id: 'a' }, { dataLayer: { push: (e) => pushed.push(e) } });
    expect(pushed).toEqual([{ event: 'forecourt', event_id: 25, car_id: 'a' }]);
  });

  it('only logs when pushing fails or there is no dataLayer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() =>
      trackEvent(
        39,
        {},
        {
          dataLayer: {
            push: () => {
              throw new Error('blocked');
            },
          },
        },
      ),
    ).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    expect(() => trackEvent(39, {}, {})).not.toThrow();
  });
});
