import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caretAfterReformat,
  formatKm,
  formatMoney,
  formatPaymentWithSuffix,
  formatPercent,
  formatYears,
  groupDigits,
  parseAmountText,
  stripToNumericText,
} from './format.ts';

describe('suffixes', () => {
  it('writes wk, fn, mo and yr after the dollars, with an asterisk', () => {
    expect(formatPaymentWithSuffix(123, 'week')).toBe('$123/wk*');
    expect(formatPaymentWithSuffix(246, 'fortnight')).toBe('$246/fn*');
    expect(formatPaymentWithSuffix(1_067, 'month')).toBe('$1,067/mo*');
    expect(formatPaymentWithSuffix(12_800, 'year')).toBe('$12,800/yr*');
  });
});

describe('formatMoney', () => {
  it('groups thousands and shows cents only when there are some', () => {
    expect(formatMoney(1_000)).toBe('$1,000');
    expect(formatMoney(100_000)).toBe('$100,000');
    expect(formatMoney(1_360.5)).toBe('$1,360.50');
    expect(formatMoney(912.25)).toBe('$912.25');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(-5)).toBe('-$5');
    expect(formatMoney(Number.NaN)).toBe('$0');
  });

  it('reads back as the same number once stripped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        expect(parseAmountText(formatMoney(cents / 100))).toBeCloseTo(cents / 100, 2);
      }),
    );
  });
});

describe('other formats', () => {
  it('formats percent, years and kilometres', () => {
    expect(formatPercent(6.29)).toBe('6.29%');
    expect(formatPercent(10)).toBe('10%');
    expect(formatPercent(0.5)).toBe('0.5%');
    expect(formatYears(1)).toBe('1 year');
    expect(formatYears(6.5)).toBe('6.5 years');
    expect(formatKm(123_456)).toBe('123,456 kms');
    expect(groupDigits('1234567.5')).toBe('1,234,567.5');
    expect(groupDigits('999')).toBe('999');
  });
});

describe('amount text', () => {
  it('strips every non-numeric character before reading the number', () => {
    expect(parseAmountText('$30,000')).toBe(30_000);
    expect(parseAmountText(' 45 990 AUD ')).toBe(45_990);
    expect(parseAmountText('$1,360.50')).toBe(1_360.5);
    expect(parseAmountText('abc')).toBe(0);
    expect(parseAmountText('')).toBe(0);
    expect(parseAmountText('12.345', 0)).toBe(12);
  });

  it('keeps the first decimal point and at most the allowed decimals', () => {
    expect(stripToNumericText('1.2.3')).toBe('1.23');
    expect(stripToNumericText('9.999', 2)).toBe('9.99');
    expect(stripToNumericText('9.99', 0)).toBe('9');
  });
});

describe('caretAfterReformat', () => {
  it('keeps the caret after the same digit when separators move', () => {
    // typed "5" after "1234" → "12345" reformatted "12,345": caret after the 5th digit
    expect(caretAfterReformat('1,2345', 6, '12,345')).toBe(6);
    // typed "9" after the first digit of "1,234" → "19,234": caret after "19"
    expect(caretAfterReformat('19,234', 2, '19,234')).toBe(2);
    // deleting the separator's left digit: "1,34" → "134"
    expect(caretAfterReformat(',34', 0, '34')).toBe(0);
    expect(caretAfterReformat('', 0, '')).toBe(0);
  });

  it('never lands outside the formatted text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9,.$]{0,12}$/), fc.nat(), (raw, at) => {
        const caret = at % (raw.length + 1);
        const formatted = groupDigits(stripToNumericText(raw));
        const position = caretAfterReformat(raw, caret, formatted);
        expect(position).toBeGreaterThanOrEqual(0);
        expect(position).toBeLessThanOrEqual(formatted.length);
      }),
    );
  });
});
