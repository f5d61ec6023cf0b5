import { describe, expect, it } from 'vitest';
import { formatPhone, localPhoneDigits, telHref } from './format-phone.ts';

describe('formatPhone', () => {
  it('replaces +61 with 0 and groups landlines 2-4-4', () => {
    expect(formatPhone('+61295501200')).toBe('02 9550 1200');
    expect(formatPhone('+61 2 9550 1200')).toBe('02 9550 1200');
    expect(formatPhone('61295501200')).toBe('02 9550 1200');
    expect(formatPhone('+61 (0)2 9550 1200')).toBe('02 9550 1200');
    expect(formatPhone('(02) 9550-1200')).toBe('02 9550 1200');
  });
  it('groups mobiles 2-4-4 like every other +61 number', () => {
    expect(formatPhone('+61412345678')).toBe('04 1234 5678');
    expect(formatPhone('+61 412 345 678')).toBe('04 1234 5678');
    expect(formatPhone('0412 345 678')).toBe('04 1234 5678');
  });
  it('groups 1300 numbers 4-3-3 and 13 numbers 2-2-2', () => {
    expect(formatPhone('1300123456')).toBe('1300 123 456');
    expect(formatPhone('131234')).toBe('13 12 34');
  });
  it('keeps unrecognised numbers as given', () => {
    expect(formatPhone(' +1 555 0100 ')).toBe('+1 555 0100');
    expect(formatPhone(null)).toBe('');
    expect(localPhoneDigits('+64 9 123 4567')).toBe('6491234567');
  });
});

describe('telHref', () => {
  it('links in international form', () => {
    expect(telHref('02 9550 1200')).toBe('tel:+61295501200');
    expect(telHref('+61412345678')).toBe('tel:+61412345678');
    expect(telHref('1300 123 456')).toBe('tel:1300123456');
  });
});
