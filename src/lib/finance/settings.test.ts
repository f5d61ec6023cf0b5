import { describe, expect, it } from 'vitest';
import { DEFAULT_FINANCE_SETTINGS, FINANCE_VARIANTS, resolveFinanceSettings } from './settings.ts';

describe('resolveFinanceSettings', () => {
  it('returns the defaults unchanged without overrides', () => {
    expect(resolveFinanceSettings()).toEqual(DEFAULT_FINANCE_SETTINGS);
  });

  it('merges nested overrides field by field', () => {
    const s = resolveFinanceSettings({
      provider: 'taurus',
      interest: { ...FINANCE_VARIANTS.interestRanges[2], default: 12.94, sliderEnabled: false },
      establishmentFee: 1_360.5,
      feeList: FINANCE_VARIANTS.feeList,
    });
    expect(s.interest).toEqual({ min: 9.95, max: 19.95, step: 0.5, default: 12.94, sliderEnabled: false });
    expect(s.amount).toEqual(DEFAULT_FINANCE_SETTINGS.amount);
    expect(s.feeList?.map((f) => f.amount)).toEqual([395, 6, 8, 912.25]);
  });

  it('rejects impossible settings', () => {
    expect(() => resolveFinanceSettings({ amount: { min: 5_000, max: 1_000 } })).toThrow(/amount.min/);
    expect(() => resolveFinanceSettings({ term: { step: 0 } })).toThrow(/term.step/);
    expect(() => resolveFinanceSettings({ term: { options: [] } })).toThrow(/term.options/);
    expect(() => resolveFinanceSettings({ establishmentFee: -1 })).toThrow(/establishmentFee/);
    expect(() => resolveFinanceSettings({ enquiry: { path: 'finance' } })).toThrow(/enquiry.path/);
  });
});
