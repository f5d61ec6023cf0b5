import { isCarType, type CarType } from '../inventory/vocabulary.ts';

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

/** The first `visible` characters shown, every later digit masked: '02 95XX XXXX'. */
export function maskPhone(display: string, visible = 5, mask = 'X'): string {
  return display.slice(0, visible) + display.slice(visible).replace(/\d/g, mask);
}

export interface PhoneReveal {
  text: string;
  /** A tel: link once revealed, otherwise null (the masked number is a button). */
  href: string | null;
}

/** The phone as shown before and after the shopper clicks to reveal it. */
export function phoneReveal(raw: string, revealed: boolean): PhoneReveal {
  const display = formatPhone(raw);
  return revealed ? { text: display, href: telHref(raw) } : { text: maskPhone(display), href: null };
}

export interface PhoneLocation {
  id?: number | string | null | undefined;
  phone?: string | null | undefined;
  contact_detail?: { phone?: string | null | undefined; landline_phone?: string | null | undefined } | null | undefined;
}

export interface PhoneChoiceOptions {
  /** Dealer phone numbers per car type. */
  carTypePhones: Partial<Record<CarType, string>>;
  /** Use the car-type number when the car's type has one. */
  filterByCarType: boolean;
  /** Per-location overrides, keyed by location id. */
  locationOverrides: Readonly<Record<string, string>>;
  /** The dealer's main number. */
  defaultPhone: string | null;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The number to show for a car or location, first found of: the location's override; the car
 * type's number when filtering by car type is on; the location's phone (contact phone, then
 * landline); the dealer's main number. Null when there is none (callers log a warning).
 */
export function choosePhone(
  subject: { location?: PhoneLocation | null | undefined; carType?: string | null | undefined },
  options: Partial<PhoneChoiceOptions> = {},
): string | null {
  const { location, carType } = subject;
  const override = location?.id != null ? options.locationOverrides?.[String(location.id)] : undefined;
  if (present(override)) return override;
  if (options.filterByCarType === true && isCarType(carType)) {
    const byType = options.carTypePhones?.[carType];
    if (present(byType)) return byType;
  }
  const candidates = [location?.contact_detail?.phone, location?.phone, location?.contact_detail?.landline_phone, options.defaultPhone];
  return candidates.find(present) ?? null;
}
