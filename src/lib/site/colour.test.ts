import { describe, expect, it } from 'vitest';
import { loadDealer } from '../dealer/load-dealer.ts';
import { contrastRatio, controlColour, readableTextOn } from './colour.ts';

describe('readableTextOn', () => {
  it('puts white text on dark brand colours and black on light ones', () => {
    expect(readableTextOn('#9b1c1c')).toBe('#ffffff');
    expect(readableTextOn('#1f2937')).toBe('#ffffff');
    expect(readableTextOn('#facc15')).toBe('#000000');
    expect(readableTextOn('#ffffff')).toBe('#000000');
  });
});

describe('controlColour (rule: site.control-colour)', () => {
  const theme = { primary: '#910a2d', secondary: '#101010', accent: '#c8102e', text: '#1a1a1a', background: '#ffffff', controls: 'primary' as const };

  it("gives controls the dealer's brand colour", () => {
    expect(controlColour(theme)).toBe('#910a2d');
    expect(controlColour({ ...theme, controls: 'accent' })).toBe('#c8102e');
  });

  it('keeps WCAG AA: a brand colour too light on the background gives way to the text colour', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#f2a900', '#fbfaf7')).toBeLessThan(4.5);
    expect(controlColour({ ...theme, secondary: '#f2a900', background: '#fbfaf7', controls: 'secondary' })).toBe('#1a1a1a');
  });

  it("gives each sample dealer's controls its own colour, each readable on its background", () => {
    const colours = ['harbour-mazda', 'sunstate-motor-group', 'outback-caravans', 'westside-used-cars'].map((slug) => {
      const t = loadDealer(slug).config.theme;
      const colour = controlColour(t);
      expect(contrastRatio(colour, t.background), slug).toBeGreaterThanOrEqual(4.5);
      return colour;
    });
    expect(new Set(colours).size).toBe(4);
  });
});
