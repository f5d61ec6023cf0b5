import type { RepaymentFrequency } from './finance-settings.ts';

export type SuffixPeriod = RepaymentFrequency | 'year';

const FREQUENCY_SUFFIX: Readonly<Record<SuffixPeriod, string>> = {
  week: 'wk',
  fortnight: 'fn',
  month: 'mo',
  year: 'yr',
};

/** "1234567.5" → "1,234,567.5"; works on the digits as written so typed drafts keep their shape. */
export function groupDigits(digits: string): string {
  const [whole = '', fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Plain number with thousands separators and at most `maxDecimals` decimals, trailing zeros dropped. */
export function formatNumber(n: number, maxDecimals = 2): string {
  if (!Number.isFinite(n)) return '0';
  const fixed = Math.abs(n).toFixed(maxDecimals);
  const trimmed = maxDecimals > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
  const sign = n < 0 && Number(trimmed) !== 0 ? '-' : '';
  return sign + groupDigits(trimmed);
}

/** "$30,000"; cents appear only when the amount has them: "$1,360.50". */
export function formatMoney(n: number): string {
  if (!Number.isFinite(n)) return '$0';
  const cents = Math.round(Math.abs(n) * 100);
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return `${n < 0 && cents !== 0 ? '-' : ''}$${groupDigits(text)}`;
}

/** "6.29%", "10%", "8.5%". */
export function formatPercent(n: number): string {
  return `${formatNumber(n, 2)}%`;
}

/** "1 year", "6 years", "6.5 years". */
export function formatYears(n: number): string {
  return `${formatNumber(n, 2)} ${n === 1 ? 'year' : 'years'}`;
}

/** "12,345 kms". */
export function formatKm(n: number): string {
  return `${formatNumber(n, 0)} kms`;
}

/** "$123/wk*". */
export function formatPaymentWithSuffix(payment: number, period: SuffixPeriod): string {
  return `${formatMoney(payment)}/${FREQUENCY_SUFFIX[period]}*`;
}

/**
 * Keeps digits and the first decimal point, dropping everything else ("$30,000.50" → "30000.50").
 * `maxDecimals` 0 drops the fraction altogether.
 */
export function stripToNumericText(text: string, maxDecimals = 2): string {
  let out = '';
  let seenPoint = false;
  let decimals = 0;
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      if (seenPoint) {
        if (decimals >= maxDecimals) continue;
        decimals += 1;
      }
      out += ch;
    } else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      if (maxDecimals > 0) out += ch;
    }
  }
  return out;
}

/** Amount text with every non-numeric character stripped, as a number; nothing numeric reads as 0. */
export function parseAmountText(text: string, maxDecimals = 2): number {
  const n = Number.parseFloat(stripToNumericText(text, maxDecimals));
  return Number.isFinite(n) ? n : 0;
}

/**
 * Where the caret belongs after `raw` (caret at `caret`) was reformatted into `formatted`: just after
 * the same number of digits and decimal points, so typing inside "12,345" does not jump to the end.
 */
export function caretAfterReformat(raw: string, caret: number, formatted: string): number {
  const significant = (ch: string) => (ch >= '0' && ch <= '9') || ch === '.';
  let wanted = 0;
  for (const ch of raw.slice(0, caret)) if (significant(ch)) wanted += 1;
  if (wanted === 0) {
    const first = [...formatted].findIndex(significant);
    return first === -1 ? formatted.length : first;
  }
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (significant(formatted[i] ?? '')) seen += 1;
    if (seen === wanted) return i + 1;
  }
  return formatted.length;
}
