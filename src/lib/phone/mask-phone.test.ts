import { describe, expect, it } from 'vitest';
import { maskPhone, phoneReveal } from './mask-phone.ts';

describe('masking', () => {
  it('shows the first 5 characters and masks the rest', () => {
    expect(maskPhone('02 9550 1200')).toBe('02 95XX XXXX');
    expect(maskPhone('0412 345 678', 5, '•')).toBe('0412 ••• •••');
  });
  it('reveals into a telephone link', () => {
    expect(phoneReveal('+61295501200', false)).toEqual({ text: '02 95XX XXXX', href: null });
    expect(phoneReveal('+61295501200', true)).toEqual({ text: '02 9550 1200', href: 'tel:+61295501200' });
  });
  it('shows a mobile grouped 2-4-4 like any +61 number', () => {
    expect(phoneReveal('+61412345678', false)).toEqual({ text: '04 12XX XXXX', href: null });
    expect(phoneReveal('+61412345678', true)).toEqual({ text: '04 1234 5678', href: 'tel:+61412345678' });
  });
});
