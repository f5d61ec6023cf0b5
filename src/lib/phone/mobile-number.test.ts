import { describe, expect, it } from 'vitest';
import { australianMobile, internationalMobile } from './mobile-number.ts';

describe('australianMobile', () => {
  it('reads a mobile as typed, spaced or international', () => {
    expect(australianMobile('0412 345 678')).toBe('0412345678');
    expect(australianMobile('+61 412 345 678')).toBe('0412345678');
    expect(australianMobile('61412345678')).toBe('0412345678');
    expect(australianMobile('(04) 1234-5678')).toBe('0412345678');
  });

  it('refuses landlines, short numbers and text', () => {
    expect(australianMobile('02 9550 1200')).toBeNull();
    expect(australianMobile('041234567')).toBeNull();
    expect(australianMobile('04123456789')).toBeNull();
    expect(australianMobile('call me')).toBeNull();
  });

  it('gives the international form for the SMS provider', () => {
    expect(internationalMobile('0412345678')).toBe('+61412345678');
  });
});
