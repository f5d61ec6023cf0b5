import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STRINGS } from '../strings.ts';
import { amortisedPayment, calculateRepayment, formatRepayment, PERIODS_PER_YEAR, roundPayment, type CalculatorInput } from './repayment.ts';

const periodsPerYear = fc.constantFrom(52, 26, 12);
const years = fc.integer({ min: 2, max: 14 }).map((halfYears) => halfYears / 2);
const money = fc.integer({ min: 1_000, max: 250_000 });
const rate = fc.double({ min: 0.5, max: 20, noNaN: true });

/** Balance left after `periods` end-of-period payments, simulated period by period. */
function balanceAfter(principal: number, annualRate: number, ppy: number, periods: number, payment: number): number {
  const r = annualRate / 100 / ppy;
  let balance = principal;
  for (let i = 0; i < periods; i += 1) balance = balance * (1 + r) - payment;
  return balance;
}

describe('amortisedPayment', () => {
  it('pays the loan down to the balloon (checked by simulating every period)', () => {
    fc.assert(
      fc.property(money, rate, periodsPerYear, years, fc.double({ min: 0, max: 0.9, noNaN: true }), (p, r, ppy, y, share) => {
        const balloon = Math.round(p * share);
        const payment = amortisedPayment({ principal: p, annualRate: r, periodsPerYear: ppy, years: y, balloon });
        const left = balanceAfter(p, r, ppy, Math.round(ppy * y), payment);
        expect(Math.abs(left - balloon)).toBeLessThan(1e-6 * p);
      }),
    );
  });

  it('matches the textbook closed form P·r / (1 − (1 + r)^−n) without a balloon', () => {
    fc.assert(
      fc.property(money, rate, periodsPerYear, years, (p, annual, ppy, y) => {
        const r = annual / 100 / ppy;
        const n = ppy * y;
        const expected = (p * r) / (1 - Math.pow(1 + r, -n));
        const actual = amortisedPayment({ principal: p, annualRate: annual, periodsPerYear: ppy, years: y, balloon: 0 });
        expect(actual).toBeCloseTo(expected, 6);
      }),
    );
  });

  it('agrees with a published figure: $30,000 at 10% p.a. over 60 months is $637.41 a month', () => {
    const payment = amortisedPayment({ principal: 30_000, annualRate: 10, periodsPerYear: 12, years: 5, balloon: 0 });
    expect(payment).toBeCloseTo(637.41, 2);
  });

  it('divides evenly at zero interest', () => {
    fc.assert(
      fc.property(money, periodsPerYear, years, fc.integer({ min: 0, max: 1_000 }), (p, ppy, y, balloon) => {
        const payment = amortisedPayment({ principal: p, annualRate: 0, periodsPerYear: ppy, years: y, balloon });
        expect(Number.isFinite(payment)).toBe(true);
        expect(payment * ppy * y + balloon).toBeCloseTo(p, 6);
      }),
    );
  });

  it('over one period pays principal plus one period of interest, less the balloon', () => {
    fc.assert(
      fc.property(money, rate, fc.integer({ min: 0, max: 500 }), (p, annual, balloon) => {
        const payment = amortisedPayment({ principal: p, annualRate: annual, periodsPerYear: 12, years: 1 / 12, balloon });
        expect(payment).toBeCloseTo(p * (1 + annual / 1200) - balloon, 6);
      }),
    );
  });

  it('with a balloon equal to the amount pays interest only, and nothing at zero interest', () => {
    fc.assert(
      fc.property(money, fc.double({ min: 0, max: 20, noNaN: true }), periodsPerYear, years, (p, annual, ppy, y) => {
        const payment = amortisedPayment({ principal: p, annualRate: annual, periodsPerYear: ppy, years: y, balloon: p });
        expect(Number.isFinite(payment)).toBe(true);
        expect(payment).toBeCloseTo((p * annual) / 100 / ppy, 6);
      }),
    );
  });

  it('never returns a negative or non-finite number, whatever it is given', () => {
    const anyNumber = fc.oneof(fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, 0, -1));
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, anyNumber, anyNumber, (principal, annualRate, ppy, y, balloon) => {
        const payment = amortisedPayment({ principal, annualRate, periodsPerYear: ppy, years: y, balloon });
        expect(Number.isFinite(payment)).toBe(true);
        expect(payment).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('rises with the rate and the amount, and falls with the term', () => {
    fc.assert(
      fc.property(money, money, rate, rate, periodsPerYear, years, years, (p1, p2, r1, r2, ppy, y1, y2) => {
        const pay = (principal: number, annualRate: number, y: number) =>
          amortisedPayment({ principal, annualRate, periodsPerYear: ppy, years: y, balloon: 0 });
        const [pLo, pHi] = p1 <= p2 ? [p1, p2] : [p2, p1];
        const [rLo, rHi] = r1 <= r2 ? [r1, r2] : [r2, r1];
        const [yShort, yLong] = y1 <= y2 ? [y1, y2] : [y2, y1];
        const tolerance = 1e-9 * pHi;
        expect(pay(pHi, r1, y1)).toBeGreaterThanOrEqual(pay(pLo, r1, y1) - tolerance);
        expect(pay(p1, rHi, y1)).toBeGreaterThanOrEqual(pay(p1, rLo, y1) - tolerance);
        expect(pay(p1, r1, yShort)).toBeGreaterThanOrEqual(pay(p1, r1, yLong) - tolerance);
      }),
    );
  });

  it('falls with the term with a balloon below the amount too', () => {
    fc.assert(
      fc.property(money, rate, years, years, fc.double({ min: 0, max: 1, noNaN: true }), (p, r, y1, y2, share) => {
        const balloon = p * share;
        const pay = (y: number) => amortisedPayment({ principal: p, annualRate: r, periodsPerYear: 52, years: y, balloon });
        const [yShort, yLong] = y1 <= y2 ? [y1, y2] : [y2, y1];
        expect(pay(yShort)).toBeGreaterThanOrEqual(pay(yLong) - 1e-9 * p);
      }),
    );
  });
});

describe('roundPayment', () => {
  it('rounds up to the next whole dollar, or down where the lender says so', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (x) => {
        const up = roundPayment(x, 'up');
        const down = roundPayment(x, 'down');
        expect(Number.isInteger(up) && Number.isInteger(down)).toBe(true);
        expect(up).toBeGreaterThanOrEqual(x - 1e-6);
        expect(up - x).toBeLessThan(1);
        expect(down).toBeLessThanOrEqual(x + 1e-6);
        expect(x - down).toBeLessThan(1);
      }),
    );
  });

  it('does not round float noise up by a dollar', () => {
    expect(roundPayment(0.1 + 0.2 + 122.7, 'up')).toBe(123);
    expect(roundPayment(123.01, 'up')).toBe(124);
    expect(roundPayment(123.99, 'down')).toBe(123);
  });
});

describe('calculateRepayment', () => {
  const base: CalculatorInput = { amount: 30_000, deposit: 0, residual: 0, termYears: 5, interestRate: 10, frequency: 'month' };
  const rules = { establishmentFee: 0, rounding: 'up' as const };

  it('has 52, 26 and 12 periods a year', () => {
    expect(PERIODS_PER_YEAR).toEqual({ week: 52, fortnight: 26, month: 12 });
  });

  it('rounds the monthly $637.41 up to $638 and totals periods × term × payment + fees', () => {
    const result = calculateRepayment(base, rules);
    expect(result).toMatchObject({ kind: 'payment', payment: 638, total: 12 * 5 * 638 });
    expect(formatRepayment(result)).toBe('$638/mo*');
    expect(calculateRepayment(base, { ...rules, rounding: 'down' })).toMatchObject({ payment: 637 });
  });

  it('finances amount − deposit + establishment fee, and adds the fee to the total again', () => {
    const withFee = calculateRepayment({ ...base, amount: 31_000, deposit: 2_300 }, { ...rules, establishmentFee: 1_300 });
    const plain = calculateRepayment(base, rules);
    expect(withFee.financed).toBe(30_000);
    expect(withFee).toMatchObject({ kind: 'payment', payment: 638, total: 12 * 5 * 638 + 1_300 });
    expect(plain.financed).toBe(30_000);
  });

  it('shows the payment per chosen frequency with its suffix', () => {
    const weekly = calculateRepayment({ ...base, frequency: 'week' }, rules);
    const fortnightly = calculateRepayment({ ...base, frequency: 'fortnight' }, rules);
    expect(formatRepayment(weekly)).toMatch(/^\$\d+\/wk\*$/);
    expect(formatRepayment(fortnightly)).toMatch(/^\$\d+\/fn\*$/);
    if (weekly.kind !== 'payment' || fortnightly.kind !== 'payment') throw new Error('expected payments');
    expect(weekly.total).toBe(52 * 5 * weekly.payment);
    expect(fortnightly.payment).toBeGreaterThan(weekly.payment);
  });

  it("says 'Enquire for Finance' with no total when the weekly payment is 25 or less", () => {
    // Zero interest over one year: $1,300 is exactly $25 a week.
    const at25 = calculateRepayment({ ...base, amount: 1_300, termYears: 1, interestRate: 0, frequency: 'month' }, rules);
    expect(at25).toMatchObject({ kind: 'enquire', weeklyPayment: 25 });
    expect(at25).not.toHaveProperty('total');
    expect(formatRepayment(at25)).toBe(STRINGS.enquireForFinance);

    const justAbove = calculateRepayment({ ...base, amount: 1_301, termYears: 1, interestRate: 0, frequency: 'week' }, rules);
    expect(justAbove).toMatchObject({ kind: 'payment', payment: 26 });
    const roundedDown = calculateRepayment({ ...base, amount: 1_301, termYears: 1, interestRate: 0 }, { ...rules, rounding: 'down' });
    expect(roundedDown.kind).toBe('enquire');
  });

  it('survives a deposit above the amount and a balloon equal to the financed amount', () => {
    const overDeposit = calculateRepayment({ ...base, deposit: 40_000 }, rules);
    expect(overDeposit).toMatchObject({ kind: 'enquire', financed: 0, weeklyPayment: 0 });
    const balloonAll = calculateRepayment({ ...base, residual: 30_000, interestRate: 0 }, rules);
    expect(balloonAll).toMatchObject({ kind: 'enquire', weeklyPayment: 0 });
    const balloonWithInterest = calculateRepayment({ ...base, residual: 30_000, frequency: 'week' }, rules);
    // Interest only: 30,000 × 10 % / 52 = 57.69…
    expect(balloonWithInterest).toMatchObject({ kind: 'payment', payment: 58 });
  });
});
