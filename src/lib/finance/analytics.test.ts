import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackFinanceFirstChange } from './analytics.ts';

afterEach(() => vi.restoreAllMocks());

describe('trackFinanceFirstChange', () => {
  it('pushes event 26 onto the dataLayer', () => {
    const dataLayer: Record<string, unknown>[] = [];
    trackFinanceFirstChange({ dataLayer });
    expect(dataLayer).toEqual([{ event: 'forecourt', event_id: 26 }]);
  });

  it('does nothing without a dataLayer', () => {
    expect(() => trackFinanceFirstChange({})).not.toThrow();
  });

  it('logs and swallows a failing dataLayer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { push: () => { throw new Error('blocked'); } };
    expect(() => trackFinanceFirstChange({ dataLayer: broken })).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
