/**
 * Australian phone numbers for display. Local form replaces +61 (or 61) with 0 and groups:
 * landlines 2-4-4 ('02 9550 1200'); mobiles (04, 05) and 1300/1800 numbers 4-3-3
 * ('0412 345 678', '1300 123 456'); six-digit 13 numbers 2-2-2 ('13 12 34'). Anything else is
 * shown as given, trimmed.
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
  if (digits.length === 10 && /^0[45]/.test(digits)) return group(digits, [4, 3, 3]);
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
