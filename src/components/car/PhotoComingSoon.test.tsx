import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cardSourceOf } from '../../lib/listing/card-source.ts';
import { cardView } from '../../lib/listing/card-view.ts';
import { LISTING_COPY } from '../../lib/listing/copy.ts';
import { listingDocs as docs, listingSettings as settings } from '../../stores/testing/listing-settings.ts';
import CarCardView from './CarCardView.tsx';
import PhotoComingSoon from './PhotoComingSoon.tsx';

const card = (doc: (typeof docs)[number], noPhoto: 'logo' | 'silhouette') =>
  renderToString(<CarCardView view={cardView(cardSourceOf(doc), { ...settings.card, noPhoto }, new Date(settings.builtAt))} />);

// rule: stock.no-photo
describe('a car without photos', () => {
  const bare = { ...docs.find((d) => d.primary_image_url !== null)!, primary_image_url: null, has_photos: false, simple_body: 'ute', item_type: 'car' };
  const pictured = docs.find((d) => d.primary_image_url !== null)!;

  it("shows the dealer's photo-coming-soon placeholder in its card instead of a blank tile", () => {
    const html = card(bare, 'logo');
    expect(html).not.toContain('<img');
    expect(html).toMatch(/<span class="photo-soon photo-soon--logo" data-testid="photo-coming-soon" aria-hidden="true">/);
    expect(html).toContain(`>${LISTING_COPY.photoComingSoon}</span>`);
    expect(card(pictured, 'logo')).not.toContain('photo-coming-soon');
  });

  it("draws its body type's silhouette for a dealer who chose silhouettes", () => {
    const html = card(bare, 'silhouette');
    expect(html).toContain('data-silhouette="ute"');
    expect(html).toMatch(/<svg class="photo-soon__art"[^>]*aria-hidden="true"/);
    const caravan = card({ ...bare, simple_body: null, item_type: 'caravan' }, 'silhouette');
    expect(caravan).toContain('data-silhouette="caravan"');
  });

  it('says on the car page which car it stands for, and that its photo is coming', () => {
    const html = renderToString(<PhotoComingSoon style="logo" silhouette="sedan" alt={LISTING_COPY.photoComingSoonAlt('2024 Mazda CX-90 Azami')} />);
    expect(html).toContain('role="img" aria-label="2024 Mazda CX-90 Azami: photo coming soon"');
    expect(html).not.toContain('aria-hidden="true">');
  });
});
