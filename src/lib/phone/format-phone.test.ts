import { describe, expect, it } from 'vitest';
import { choosePhone, formatPhone, localPhoneDigits, maskPhone, phoneReveal, telHref } from './format-phone.ts';

describe('formatPhone', () => {
  it('replaces +61 with 0 and groups landlines 2-4-4', () => {
    expect(formatPhone('+61295501200')).toBe('02 9550 1200');
    expect(formatPhone('+61 2 9550 1200')).toBe('02 9550 1200');
    expect(formatPhone('61295501200')).toBe('02 9550 1200');
    expect(formatPhone('+61 (0)2 9550 1200')).toBe('02 9550 1200');
    expect(formatPhone('(02) 9550-1200')).toBe('02 9550 1200');
  });
  it('groups mobiles and 1300 numbers 4-3-3 and 13 numbers 2-2-2', () => {
    expect(formatPhone('+61412345678')).toBe('0412 345 678');
    expect(formatPhone('1300123456')).toBe('1300 123 456');
    expect(formatPhone('131234')).toBe('13 12 34');
  });
  it('keeps unrecognised numbers as given', () => {
    expect(formatPhone(' +1 555 0100 ')).toBe('+1 555 0100');
    expect(formatPhone(null)).toBe('');
    expect(localPhoneDigits('+64 9 123 4567')).toBe('6491234567');
  });
});

describe('telHref and masking', () => {
  it('links in international form', () => {
    expect(telHref('02 9550 1200')).toBe('tel:+61295501200');
    expect(telHref('+61412345678')).toBe('tel:+61412345678');
    expect(telHref('1300 123 456')).toBe('tel:1300123456');
  });
  it('shows the first 5 characters and masks the rest', () => {
    expect(maskPhone('02 9550 1200')).toBe('02 95XX XXXX');
    expect(maskPhone('0412 345 678', 5, '•')).toBe('0412 ••• •••');
  });
  it('reveals into a telephone link', () => {
    expect(phoneReveal('+61295501200', false)).toEqual({ text: '02 95XX XXXX', href: null });
    expect(phoneReveal('+61295501200', true)).toEqual({ text: '02 9550 1200', href: 'tel:+61295501200' });
  });
});

describe('choosePhone', () => {
  const location = { id: 7, contact_detail: { phone: '02 9000 0007', landline_phone: '02 9000 1111' } };
  const options = {
    carTypePhones: { new: '02 9000 0001', used: '02 9000 0002' },
    locationOverrides: { '9': '02 9000 0009' },
    defaultPhone: '1300 000 000',
  };
  it("uses the location's number unless filtering by car type", () => {
    expect(choosePhone({ location, carType: 'new' }, options)).toBe('02 9000 0007');
    expect(choosePhone({ location, carType: 'new' }, { ...options, filterByCarType: true })).toBe('02 9000 0001');
    expect(choosePhone({ location, carType: 'demo' }, { ...options, filterByCarType: true })).toBe('02 9000 0007');
  });
  it('prefers a per-location override', () => {
    expect(choosePhone({ location: { ...location, id: 9 }, carType: 'used' }, { ...options, filterByCarType: true })).toBe('02 9000 0009');
  });
  it('falls back to the landline, then the dealer number, then null', () => {
    expect(choosePhone({ location: { id: 1, contact_detail: { landline_phone: '02 9000 1111' } } }, options)).toBe('02 9000 1111');
    expect(choosePhone({ location: { id: 1, phone: ' ' } }, options)).toBe('1300 000 000');
    expect(choosePhone({})).toBeNull();
  });
});
