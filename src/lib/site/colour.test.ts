import { describe, expect, it } from 'vitest';
import { readableTextOn } from './colour.ts';

describe('readableTextOn', () => {
  it('puts white text on dark brand colours and black on light ones', () => {
    expect(readableTextOn('#9b1c1c')).toBe('#ffffff');
    expect(readableTextOn('#1f2937')).toBe('#ffffff');
    expect(readableTextOn('#facc15')).toBe('#000000');
    expect(readableTextOn('#ffffff')).toBe('#000000');
  });
});
