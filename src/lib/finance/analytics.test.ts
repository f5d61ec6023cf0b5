import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackFinanceFirstChange } from './analytics.ts';

afterEach(() => vi.restoreAllMocks());

describe('trackFinanceFirstChange', () => {
  it('pushes event 26 onto the dataLayer', () => {
    const dataLayer: Record<string, unknown>[] = [];
    trackFinanceFirstChange({ dataLayer });
    expect(dataLayer).toEqual([{ event: 'forecourt', event_id: 26 }]);
  });

  it('starts a dataLayer when the page has none', () => {
    const host: { dataLayer?: { push: (e: Record<string, unknown>) => unknown } } = {};
    trackFinanceFirstChange(host);
    expect(host.dataLayer).toEqual([{ event: 'forecourt', event_id: 26 }]);
  });

  it('logs and swallows a failing dataLayer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      push: () => {
        throw new Error('blocked');
      },
    };
    expect(() => trackFinanceFirstChange({ dataLayer: broken })).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
