import { describe, expect, it } from 'vitest';
import { DISCLAIMER_TRUNCATE_AT, financeDisclaimer, truncateDisclaimer } from './disclaimer.ts';
import { resolveFinanceSettings } from './dealer-settings.ts';
import { DEFAULT_FINANCE_DISCLAIMER } from './finance-settings.ts';

describe('truncateDisclaimer', () => {
  it('keeps a disclaimer of 197 characters whole', () => {
    const text = 'x'.repeat(197);
    expect(truncateDisclaimer(text)).toEqual({ full: text, short: text, truncated: false });
  });

  it('cuts a longer one at 197 characters', () => {
    const text = `${'a'.repeat(197)}bcd`;
    const t = truncateDisclaimer(text);
    expect(DISCLAIMER_TRUNCATE_AT).toBe(197);
    expect(t.truncated).toBe(true);
    expect(t.short).toBe(`${'a'.repeat(197)}...`);
    expect(t.full).toBe(text);
  });
});

describe('financeDisclaimer', () => {
  const settings = resolveFinanceSettings({ provider: 'taurus' });

  it("uses the car's lender disclaimer", () => {
    const car = { finance_lenders: { taurus: { disclaimer: ' Taurus terms apply. ' } } };
    expect(financeDisclaimer(car, settings)).toBe('Taurus terms apply.');
  });

  it('falls back to the default wording when the car has none', () => {
    expect(financeDisclaimer({ finance_lenders: { taurus: { disclaimer: '' } } }, settings)).toBe(DEFAULT_FINANCE_DISCLAIMER);
    expect(financeDisclaimer(null, settings)).toBe(DEFAULT_FINANCE_DISCLAIMER);
  });

  it('says the default repayments are indicative, not a binding quote, for approved applicants only', () => {
    expect(DEFAULT_FINANCE_DISCLAIMER).toMatch(/indicative only/);
    expect(DEFAULT_FINANCE_DISCLAIMER).toMatch(/not a binding quote/);
    expect(DEFAULT_FINANCE_DISCLAIMER).toMatch(/approved applicants only/);
    expect(truncateDisclaimer(DEFAULT_FINANCE_DISCLAIMER).truncated).toBe(true);
  });
});
