import { describe, expect, it } from 'vitest';
import { PromoCardSchema, type PromoCard } from '../content/promo-schema.ts';
import { tilesToRender } from './home-tiles.ts';

const tile = (title: string, fields: Partial<Record<'start' | 'expiry' | 'position' | 'display' | 'strictDisplay', unknown>>): PromoCard =>
  PromoCardSchema.parse({
    start: '2026-01-01',
    expiry: '2026-12-31',
    node: { image: `/images/${title.replace(' ', '-')}.svg`, alt: title, link: '/special-offers', title },
    ...fields,
  });

const titles = (tiles: PromoCard[]) => tiles.map((t) => t.node.title);
const now = new Date('2026-06-15T00:00:00Z');

describe('promo tiles on a page', () => {
  it('leave out expired tiles and keep current and future ones, positioned first', () => {
    const tiles = [
      tile('expired', { start: '2025-01-01', expiry: '2025-12-31' }),
      tile('current', {}),
      tile('future', { start: '2026-09-01', expiry: '2026-10-31', position: 2 }),
    ];
    expect(titles(tilesToRender(tiles, now))).toEqual(['future', 'current']);
  });

  it('follow their car-type display conditions', () => {
    const tiles = [tile('any', {}), tile('used', { display: ['used'] }), tile('strict new', { display: ['new'], strictDisplay: true })];
    expect(titles(tilesToRender(tiles, now, ['used']))).toEqual(['any', 'used']);
    expect(titles(tilesToRender(tiles, now, ['new']))).toEqual(['any', 'strict new']);
    expect(titles(tilesToRender(tiles, now, ['new', 'demo']))).toEqual(['any']);
    expect(titles(tilesToRender(tiles, now))).toEqual(['any', 'used', 'strict new']);
  });
});
