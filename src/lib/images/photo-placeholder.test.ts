import { describe, expect, it } from 'vitest';
import { dealerLogoCss } from './dealer-logo-css.ts';
import { silhouetteFor } from './photo-placeholder.ts';

describe('the photo-coming-soon placeholder (rule: stock.no-photo)', () => {
  it('draws the silhouette of the body type, the vehicle type first', () => {
    expect(silhouetteFor({ item_type: 'caravan', bodyconfiguration: 'Caravan' })).toBe('caravan');
    expect(silhouetteFor({ item_type: 'motorcycle', bodyconfiguration: 'Naked' })).toBe('motorcycle');
    expect(silhouetteFor({ simple_body: 'cabChassis' })).toBe('ute');
    expect(silhouetteFor({ simple_body: 'ute', bodyconfiguration: 'Dual Cab Utility' })).toBe('ute');
    expect(silhouetteFor({ body: 'SUV' })).toBe('suv');
    expect(silhouetteFor({ simple_body: 'hatch', bodyconfiguration: 'Hatchback' })).toBe('hatch');
    expect(silhouetteFor({ simple_body: 'peopleMover', bodyconfiguration: 'Wagon' })).toBe('van');
    expect(silhouetteFor({ simple_body: 'convertible' })).toBe('coupe');
    expect(silhouetteFor({ simple_body: 'truck' })).toBe('truck');
    expect(silhouetteFor({})).toBe('sedan');
  });

  it("carries the dealer's logo to the page's CSS, safely", () => {
    const css = dealerLogoCss('<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#910a2d"/>\n</svg>', 'logo.svg');
    expect(css).toBe(`--dealer-logo:url("data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#910a2d"/></svg>')}")`);
    // Nothing inside url("…") can close it or the style rule.
    expect(css.slice('--dealer-logo:url("'.length, -'")'.length)).not.toMatch(/[<>{};"]/);
    expect(dealerLogoCss(null, 'https://cdn.example/logo.png')).toBe('--dealer-logo:url("https://cdn.example/logo.png")');
    expect(dealerLogoCss(null, 'https://cdn.example/a");}body{x')).toBe('');
    expect(dealerLogoCss(null, 'logo.png')).toBe('');
  });
});
