import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadDealer } from '../../lib/dealer/load-dealer.ts';
import { tagOptionsFor } from '../../lib/inventory/car-tags.ts';
import { makeCar } from '../../lib/inventory/fixtures/car.ts';
import { priceOptionsFor } from '../../lib/inventory/price-display.ts';
import { cardView, type CardOptions } from '../../lib/listing/card-view.ts';
import CarCardView from './CarCardView.tsx';

const now = new Date('2026-11-22T00:00:00Z');
const toyota = makeCar({
  id: 7,
  slug: '2022-toyota-corolla-7',
  year: 2022,
  make: 'Toyota',
  model: 'Corolla',
  car_type: 'used',
  certified: true,
  price: 27_990,
  images: [{ url: '/a.jpg', thumb: { url: '/a-t.jpg' } }],
  created_at: '2026-01-01T00:00:00Z',
});

function cardFor(slug: string, car = toyota): string {
  const { config } = loadDealer(slug);
  const options: CardOptions = {
    tag: tagOptionsFor(config),
    price: priceOptionsFor(config),
    hidePrices: false,
    imageHost: { quality: 75, template: null },
    noPhoto: 'logo',
    favourites: { enabled: true, restricted: false },
    reserve: null,
  };
  return renderToString(<CarCardView view={cardView(car, options, now)} />);
}

// rule: stock.certified-badges
describe("a certified programme's image badge on a listing card", () => {
  it("shows sunstate's Toyota Certified Pre-Owned badge on a certified used Toyota, its words as the image's alt text", () => {
    const html = cardFor('sunstate-motor-group');
    expect(html).toContain('<span class="tag tag--badge" data-tag="certified">');
    expect(html).toMatch(/<img src="\/images\/badges\/toyota-certified-pre-owned.svg" alt="Toyota Certified Pre-Owned" width="96" height="32"/);
  });

  it('shows no badge on a car the feed does not certify, on a new Toyota, or at a dealer without the programme', () => {
    for (const html of [
      cardFor('sunstate-motor-group', { ...toyota, certified: false }),
      cardFor('sunstate-motor-group', { ...toyota, car_type: 'new' }),
      cardFor('westside-used-cars'),
    ]) {
      expect(html).not.toContain('tag--badge');
      expect(html).not.toContain('Certified Pre-Owned');
    }
  });
});
