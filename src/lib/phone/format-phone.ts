/**
 * Australian phone numbers for display, as the spec puts it: "+61 prefix replaced by 0, grouped
 * 2-4-4 digits" — every ten-digit number starting 0, landline or mobile ('02 9550 1200',
 * '04 1234 5678'). Numbers that never carry +61 keep their own grouping: 1300/1800 4-3-3
 * ('1300 123 456'), six-digit 13 numbers 2-2-2 ('13 12 34'). Anything else is shown as given, trimmed.
 */
export function localPhoneDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (/^\s*\+?61/.test(raw) && digits.startsWith('61') && digits.length === 11) return `0${digits.slice(2)}`;
  if (/^\s*\+?61/.test(raw) && digits.startsWith('610') && digits.length === 12) return digits.slice(2);
  return digits;
}

function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

export function formatPhone(raw: string | null | undefined): string {
  if (!raw) return '';
  const digits = localPhoneDigits(raw);
  if (digits.length === 10 && digits.startsWith('0')) return group(digits, [2, 4, 4]);
  if (digits.length === 10 && /^1[38]00/.test(digits)) return group(digits, [4, 3, 3]);
  if (digits.length === 6 && digits.startsWith('13')) return group(digits, [2, 2, 2]);
  return raw.trim();
}

/** 'tel:' link in international form where the number has one ('tel:+61295501200'). */
export function telHref(raw: string): string {
  const digits = localPhoneDigits(raw);
  if (digits.length === 10 && digits.startsWith('0')) return `tel:+61${digits.slice(1)}`;
  return `tel:${digits || raw.trim()}`;
}
