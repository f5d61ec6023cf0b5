import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cardSourceOf } from '../../lib/listing/card-source.ts';
import { cardView } from '../../lib/listing/card-view.ts';
import { CAR_TYPE_ROUTES, carTypeRoutes } from '../../lib/listing/listing-routes.ts';
import { prerenderListing } from '../../site-data/listing-settings.server.ts';
import { STRINGS } from '../../lib/strings.ts';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import { listingDocs as docs, listingSettings as settings } from '../../stores/testing/listing-settings.ts';
import CarCardView from '../car/CarCardView.tsx';
import Listing from './Listing.tsx';
import RangeFacet from './RangeFacet.tsx';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('the listing, rendered by the build', () => {
  const html = text(renderToString(<Listing settings={settings} initial={prerenderListing(CAR_TYPE_ROUTES[0]!, settings, docs)} />));

  it('shows the first 21 cards with a promo at its position, the count and every panel', () => {
    const cards = [...html.matchAll(/<article[^>]*data-car-id="([^"]+)"/g)].map((m) => m[1]);
    expect(cards).toEqual(docs.slice(0, 21).map((d) => d.id));
    expect(html.indexOf('data-promo="Big Sale"')).toBeGreaterThan(html.indexOf(`data-car-id="${docs[0]!.id}"`));
    expect(html.indexOf('data-promo="Big Sale"')).toBeLessThan(html.indexOf(`data-car-id="${docs[1]!.id}"`));
    expect(html).toContain(`>${docs.length} cars</p>`);
    expect(html).toContain(`>${STRINGS.showMeCars(docs.length)}</button>`);
    for (const facet of ['make', 'make_model', 'price', 'colour']) expect(html).toContain(`data-facet="${facet}"`);
    expect(html).toContain(STRINGS.showAllMakes);
    for (const label of ['All', 'New', 'New / Demo', 'Demo', 'Used']) expect(html).toContain(`>${label}<`);
  });

  it('offers "Save this search" only where the dealer has shopper alerts', () => {
    const initial = prerenderListing(CAR_TYPE_ROUTES[0]!, settings, docs);
    expect(html).not.toContain(ALERT_COPY.saveSearch);
    const withAlerts = text(renderToString(<Listing settings={settings} initial={initial} saveSearch={['sms', 'email']} />));
    expect(withAlerts).toMatch(new RegExp(`<button[^>]*data-testid="save-search"[^>]*aria-haspopup="dialog"[^>]*>${ALERT_COPY.saveSearch}</button>`));
  });

  it("speaks of caravans on a caravan dealer's site (search.vehicle_noun): its heading, count and 'Show Me N caravans'", () => {
    const caravans = { ...settings, vehicleNoun: 'caravans' as const };
    const routes = carTypeRoutes('caravans');
    const page = (path: string) =>
      text(
        renderToString(
          <Listing
            settings={caravans}
            initial={prerenderListing(
              routes.find((r) => r.path === path)!,
              caravans,
              docs,
            )}
          />,
        ),
      );
    const all = page('/search/');
    expect(all).toContain('<h1>Caravans for sale</h1>');
    expect(all).toContain(`>${docs.length} caravans</p>`);
    expect(all).toContain(`>Show Me ${docs.length} caravans</button>`);
    expect(all.replace(/<[^>]*>/g, ' ')).not.toMatch(/\bcars\b/i);
    const used = page('/search/used-cars/');
    expect(used).toContain('<h1>Used caravans for sale</h1>');
    const count = docs.filter((d) => d.car_type === 'used').length;
    expect(used).toContain(`>${count} caravans</p>`);
  });

  it('offers a used-only dealer no New or Demo choice, and no toggle whose All and Used are the same cars', () => {
    const usedOnly = { ...settings, carTypeToggle: { ...settings.carTypeToggle, carried: ['used'] } };
    const used = text(renderToString(<Listing settings={usedOnly} initial={prerenderListing(CAR_TYPE_ROUTES[0]!, usedOnly, docs)} />));
    expect(used).not.toContain('class="car-type-toggle"');
    for (const label of ['New', 'New / Demo', 'Demo']) expect(used).not.toContain(`>${label}<span class="toggle-count">`);
    const newAndUsed = { ...settings, carTypeToggle: { ...settings.carTypeToggle, carried: ['new', 'used'] } };
    const both = text(renderToString(<Listing settings={newAndUsed} initial={prerenderListing(CAR_TYPE_ROUTES[0]!, newAndUsed, docs)} />));
    expect([...both.matchAll(/data-toggle="([^"]+)"/g)].map((m) => m[1])).toEqual(['all', 'new', 'used']);
  });

  it('shows the empty state when nothing matches', () => {
    const route = { path: '/search/x/', base: { make: ['Nobody'] }, heading: 'Nobody for sale' };
    const empty = text(renderToString(<Listing settings={settings} initial={prerenderListing(route, settings, docs)} />));
    expect(empty).toContain(`>${STRINGS.noResultsTitle}</h2>`);
    expect(empty).toContain(`>${STRINGS.noResultsText}</p>`);
    expect(empty).toContain(`>${STRINGS.clearFilters}</button>`);
    expect(empty).not.toContain('<article');
  });
});

describe('the vehicle card', () => {
  it("renders its buttons: Save, Explore Vehicle, Quick Enquiry and 'Reserve This Car {amount}' when reservable", () => {
    const doc = docs.find((d) => d.status === 'in_stock' && d.payment_processors.length > 0)!;
    const html = text(renderToString(<CarCardView view={cardView(cardSourceOf(doc), settings.card, new Date(settings.builtAt))} />));
    expect(html).toContain(`</span> ${STRINGS.save}</button>`);
    expect(html).toContain(`>${STRINGS.exploreVehicle}</a>`);
    expect(html).toContain(`href="/contact?car_id=${doc.id}"`);
    expect(html).toContain(`>${STRINGS.reserveThisCar('$200')}</a>`);
  });
});

describe('the price range panel', () => {
  const onChange = () => {};
  const render = (value: { max?: number } | undefined, included = false) =>
    text(
      renderToString(
        <RangeFacet
          attribute="price"
          title="Price"
          stats={{ min: 0, max: 90_000 }}
          value={value}
          onChange={onChange}
          unpriced={{ included, onChange, label: STRINGS.includeUnpriced() }}
        />,
      ),
    );

  it('offers cars without a price back only while a price range is set (rule: listing.price-sort)', () => {
    expect(render(undefined)).not.toContain(STRINGS.includeUnpriced());
    const ranged = render({ max: 50_000 });
    expect(ranged).toContain(STRINGS.includeUnpriced());
    expect(ranged).not.toMatch(/<input type="checkbox" checked/);
    expect(render({ max: 50_000 }, true)).toMatch(/<input type="checkbox" checked=""/);
  });
});
