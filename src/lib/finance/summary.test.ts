import { describe, expect, it } from 'vitest';
import { STRINGS } from '../strings.ts';
import type { FinanceLender } from './lenders.ts';
import { resolveFinanceSettings, DEFAULT_FINANCE_SETTINGS as D } from './dealer-settings.ts';
import { carFinanceSummaryLine, comparisonRateExample, depositTermSummaryLine, financeSummaryLine, lenderSummary, sidebarEstimate } from './summary.ts';
import { lenderTermYears } from './lenders.ts';

const taurus: FinanceLender = {
  disclaimer: null,
  deposit: 2_000,
  termYears: 5,
  termMonths: 60,
  termWeeks: null,
  interestRate: 6.29,
  comparisonRate: 8.19,
  establishmentFees: 1_360.5,
  paymentWeek: 142.31,
  paymentMonth: 616.67,
  totalPayable: 37_000,
  balloon: 0,
  financeProvider: 'Taurus',
};

describe('lenderSummary', () => {
  it('lists payments, deposit, term, rates and fees; no balloon at 0', () => {
    expect(lenderSummary(taurus, D).map((r) => [r.label, r.value])).toEqual([
      ['Weekly payment', '$143/wk*'],
      ['Monthly payment', '$617/mo*'],
      ['Deposit', '$2,000'],
      ['Term', '5 years'],
      ['Interest rate', '6.29% p.a.'],
      ['Comparison rate', '8.19% p.a.'],
      ['Establishment fees', '$1,360.50'],
    ]);
  });

  it('adds the balloon when above 0, rounds down for the lender that does, and skips missing values', () => {
    const rows = lenderSummary({ ...taurus, balloon: 9_000, paymentMonth: null, deposit: null }, { ...D, rounding: 'down' });
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    expect(byKey).toMatchObject({ balloon: '$9,000', paymentWeek: '$142/wk*' });
    expect(byKey).not.toHaveProperty('paymentMonth');
    expect(byKey).not.toHaveProperty('deposit');
  });

  it("says 'Enquire for Finance' for a weekly payment of 25 or less", () => {
    const rows = lenderSummary({ ...taurus, paymentWeek: 24.5 }, D);
    expect(rows.find((r) => r.key === 'paymentWeek')?.value).toBe(STRINGS.enquireForFinance);
  });

  it('shows deposit, term and a $0 final payment in that variant', () => {
    const rows = lenderSummary(taurus, { ...D, lenderSummary: 'zero-final-payment' });
    expect(rows.map((r) => r.value)).toEqual(['$2,000', '5 years', '$0']);
    expect(rows.map((r) => r.key)).toEqual(['deposit', 'term', 'finalPayment']);
  });

  it('derives the term in years from months or weeks', () => {
    expect(lenderTermYears({ termMonths: 48 })).toBe(4);
    expect(lenderTermYears({ termWeeks: 156 })).toBe(3);
    expect(lenderTermYears({})).toBeNull();
  });
});

describe('summary lines', () => {
  it("reads '$X per week at Y% p.a.'", () => {
    expect(financeSummaryLine(142.31, 6.29)).toBe('$143 per week at 6.29% p.a.');
    expect(financeSummaryLine(142.31, 12.94, 'down')).toBe('$142 per week at 12.94% p.a.');
    expect(financeSummaryLine(20, 6.29)).toBeNull();
    expect(financeSummaryLine(null, 6.29)).toBeNull();
  });

  it("comes from the car's lender for the sticky header", () => {
    const s = resolveFinanceSettings({ provider: 'taurus' });
    expect(carFinanceSummaryLine({ finance_lenders: { taurus } }, s)).toBe('$143 per week at 6.29% p.a.');
    expect(carFinanceSummaryLine({ finance_lenders: {} }, s)).toBeNull();
  });

  it('shows deposit, term and a $0 final payment in the deposit-term variant', () => {
    const s = resolveFinanceSettings({ provider: 'taurus', lenderSummary: 'zero-final-payment' });
    expect(carFinanceSummaryLine({ finance_lenders: { taurus } }, s)).toBe('$2,000 deposit · 5 years · $0 final payment');
    const noDeposit = { ...taurus, deposit: null, termYears: null, termMonths: 48 };
    expect(depositTermSummaryLine(noDeposit)).toBe('4 years · $0 final payment');
    expect(depositTermSummaryLine({ paymentWeek: 99 })).toBeNull();
  });

  it("estimates the sidebar from the lender's weekly payment, else the car's price over 5 years", () => {
    const s = resolveFinanceSettings({ provider: 'taurus' });
    expect(sidebarEstimate({ price: 28_990, finance_lenders: { taurus } }, s)).toEqual({
      key: 'estimate',
      label: 'Estimated repayments',
      value: '$143/wk*',
    });
    // 28,990 at 10 % over 260 weeks: r = 0.1/52, payment = P·r / (1 − (1 + r)^−260)
    const r = 0.1 / 52;
    const weekly = Math.ceil((28_990 * r) / (1 - Math.pow(1 + r, -260)));
    expect(sidebarEstimate({ price: 28_990 }, s)?.value).toBe(`$${weekly}/wk*`);
    expect(sidebarEstimate({ price: 1_200 }, s)?.value).toBe(STRINGS.enquireForFinance);
    expect(sidebarEstimate({ price: null }, s)).toBeNull();
  });
});

describe('comparisonRateExample', () => {
  it('explains the 5-year secured $30,000 example', () => {
    const text = comparisonRateExample();
    expect(text).toContain('5-year secured loan of $30,000');
    expect(text).toContain('true only for the example given');
  });

  it('quotes a dealer rate pair and a lender comparison range', () => {
    expect(comparisonRateExample({ interestRate: 6.29, comparisonRate: 8.19 })).toMatch(
      /^Interest rate 6\.29% p\.a\. Comparison rate 8\.19% p\.a\.\* \*Comparison rate based on a 5-year/,
    );
    expect(comparisonRateExample({ comparisonRate: [8.38, 19.42] })).toContain('from 8.38% p.a. to 19.42% p.a.');
  });
});
