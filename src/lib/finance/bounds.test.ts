import { describe, expect, it } from 'vitest';
import { STRINGS } from '../strings.ts';
import { amountBounds, boundsHelp, calculatorBounds, clamp, clampCalculatorInput, clampTerm, defaultCalculatorInput, termBounds } from './bounds.ts';
import { resolveFinanceSettings, DEFAULT_FINANCE_SETTINGS as D } from './dealer-settings.ts';

describe('amount bounds', () => {
  it('runs 1,000 to 100,000 in 500s by default', () => {
    expect(amountBounds(D, 45_000)).toEqual({ min: 1_000, max: 100_000, step: 500 });
  });

  it('has a 5,000 minimum and a 250,000 maximum in the other variants', () => {
    const s = resolveFinanceSettings({ amount: { min: 5_000, max: 250_000 } });
    expect(amountBounds(s, null)).toEqual({ min: 5_000, max: 250_000, step: 500 });
  });

  it('reaches 105% of a car priced above 100,000 on the site that allows it', () => {
    const s = resolveFinanceSettings({ amount: { carPriceMaxFactor: 1.05 } });
    expect(amountBounds(s, 120_000).max).toBe(126_000);
    expect(amountBounds(s, 100_000).max).toBe(100_000);
    expect(amountBounds(s, 99_990).max).toBe(100_000);
    expect(amountBounds(D, 120_000).max).toBe(100_000);
  });
});

describe('term, interest, deposit and residual bounds', () => {
  it('uses the spec ranges by default', () => {
    const b = calculatorBounds(D, null);
    expect(b.termYears).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(b.interestRate).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(b.deposit).toEqual({ min: 0, max: 250_000, step: 0.5 });
    expect(b.residual).toEqual({ min: 0, max: 250_000, step: 0.5 });
  });

  it('takes a 5-year maximum and a custom list of years', () => {
    expect(termBounds(resolveFinanceSettings({ term: { max: 5, default: 5 } }))).toEqual({ min: 1, max: 5, step: 0.5 });
    const listed = resolveFinanceSettings({ term: { options: [2, 3, 4, 5] } });
    expect(termBounds(listed)).toMatchObject({ min: 2, max: 5 });
    expect(clampTerm(6, listed)).toBe(5);
    expect(clampTerm(3.4, listed)).toBe(3);
    expect(clampTerm(1, listed)).toBe(2);
  });
});

describe('clamp', () => {
  it('turns negatives into 0 and clamps into the range', () => {
    expect(clamp(-50, { min: 0, max: 250_000 })).toBe(0);
    expect(clamp(-50, { min: 1_000, max: 100_000 })).toBe(1_000);
    expect(clamp(300_000, { min: 0, max: 250_000 })).toBe(250_000);
    expect(clamp(12.94, { min: 0.5, max: 15 })).toBe(12.94);
    expect(clamp(Number.NaN, { min: 1_000, max: 100_000 })).toBe(1_000);
  });

  it('clamps every field of an out-of-range input', () => {
    const input = clampCalculatorInput(
      { amount: 500, deposit: -1, residual: 999_999, termYears: 9, interestRate: 0, frequency: 'fortnight' },
      calculatorBounds(D, null),
      D,
    );
    expect(input).toEqual({ amount: 1_000, deposit: 0, residual: 250_000, termYears: 7, interestRate: 0.5, frequency: 'fortnight' });
  });
});

describe('defaults', () => {
  it('starts at 30,000 over 6 years at 10% weekly', () => {
    expect(defaultCalculatorInput(D, 45_990)).toEqual({
      amount: 30_000,
      deposit: 0,
      residual: 0,
      termYears: 6,
      interestRate: 10,
      frequency: 'week',
    });
  });

  it("starts at the car's price where the dealer says so, 30,000 without a price", () => {
    const s = resolveFinanceSettings({ amount: { defaultFromCarPrice: true } });
    expect(defaultCalculatorInput(s, 45_990).amount).toBe(45_990);
    expect(defaultCalculatorInput(s, null).amount).toBe(30_000);
    expect(defaultCalculatorInput(s, 0).amount).toBe(30_000);
    expect(defaultCalculatorInput(s, 180_000).amount).toBe(100_000);
  });

  it('uses 5 years and 8.5% on the sites that say so, and 5 years in the sidebar', () => {
    const s = resolveFinanceSettings({ term: { default: 5 }, interest: { default: 8.5 } });
    expect(defaultCalculatorInput(s, null)).toMatchObject({ termYears: 5, interestRate: 8.5 });
    expect(defaultCalculatorInput(D, null, { sidebar: true }).termYears).toBe(5);
  });
});

describe('boundsHelp', () => {
  const b = calculatorBounds(D, null);
  const amountHelp = STRINGS.cannotBeLessOrMore('$1,000', '$100,000');

  it('warns at or beyond the purchase price bounds, in dollars', () => {
    expect(amountHelp).toBe('Cannot be less than $1,000 or more than $100,000');
    expect(boundsHelp('amount', 1_000, b.amount)).toBe(amountHelp);
    expect(boundsHelp('amount', 100_000, b.amount)).toBe(amountHelp);
    expect(boundsHelp('amount', 400, b.amount)).toBe(amountHelp);
    expect(boundsHelp('amount', 180_000, b.amount)).toBe(amountHelp);
    expect(boundsHelp('amount', 30_000, b.amount)).toBeNull();
    expect(boundsHelp('amount', Number.NaN, b.amount)).toBe(amountHelp);
  });

  it('formats term in years and interest in percent, warning only beyond their bounds', () => {
    expect(boundsHelp('termYears', 7.5, b.termYears)).toBe('Cannot be less than 1 year or more than 7 years');
    expect(boundsHelp('termYears', 7, b.termYears)).toBeNull();
    expect(boundsHelp('interestRate', 0.2, b.interestRate)).toBe('Cannot be less than 0.5% or more than 15%');
    expect(boundsHelp('interestRate', 0.5, b.interestRate)).toBeNull();
    expect(boundsHelp('interestRate', 10, b.interestRate)).toBeNull();
  });

  it('warns for deposit and residual only beyond their bounds, not at their 0 default', () => {
    expect(boundsHelp('deposit', 0, b.deposit)).toBeNull();
    expect(boundsHelp('deposit', 250_000, b.deposit)).toBeNull();
    expect(boundsHelp('deposit', -10, b.deposit)).toBe('Cannot be less than $0 or more than $250,000');
    expect(boundsHelp('residual', 250_001, b.residual)).toBe('Cannot be less than $0 or more than $250,000');
  });
});
