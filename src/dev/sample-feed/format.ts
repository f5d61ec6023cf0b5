/** en-AU style number text without Intl (which is slow when called thousands of times): 12345.5 → '12,345.50'. */
export function groupThousands(n: number, fractionDigits = 0): string {
  const [whole = '0', fraction] = Math.abs(n).toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Dollars, with cents only when there are any: 1360.5 → '$1,360.50', 500 → '$500'. */
export const dollars = (n: number) => `$${groupThousands(n, Number.isInteger(n) ? 0 : 2)}`;
