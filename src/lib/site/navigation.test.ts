import { describe, expect, it } from 'vitest';
import { buildMenu, carriedCarTypes, selfNamedPages, type MenuContext, type NavItem } from './navigation.ts';
import { loadDealer } from '../dealer/load-dealer.ts';
import { DealerSwitchesSchema } from '../dealer/dealer-config.ts';

const all: MenuContext = {
  carTypes: ['new', 'demo', 'used'],
  range: { path: '/models', built: true },
  offers: { path: '/special-offers', count: null },
  pages: { pages_path: false, root_pages: [] },
  pageNames: {
    '/sell-my-car': 'Sell My Car',
    '/trade-in': 'Sell My Car',
    '/book-test-drive': 'Book a Test Drive',
    '/search/new-cars': 'New Cars',
    '/search/demo-cars': 'Demo Cars',
    '/search/used-cars': 'Used Cars',
  },
};
const group = (label: string, children: { label: string; href: string }[], extra: object = {}) => ({
  label,
  href: null,
  models_dropdown: false,
  children: children.map((c) => ({ new_tab: false, ...c })),
  ...extra,
});
const stock = group('Stock', [
  { label: 'Offers', href: '/special-offers' },
  { label: 'Vehicle Models', href: '/models' },
  { label: 'New', href: '/search/new-cars' },
  { label: 'Demo', href: '/search/demo-cars/' },
  { label: 'Used', href: '/search/used-cars?sortBy=price' },
]);
const hrefs = (items: NavItem[]) => items.flatMap((i) => (i.kind === 'dropdown' ? i.links.map((l) => l.href) : [i.href]));

describe('carriedCarTypes', () => {
  it('follows used_only and car_types as the stock filter does', () => {
    expect(carriedCarTypes({ used_only: false, car_types: [] })).toEqual(['new', 'demo', 'used']);
    expect(carriedCarTypes({ used_only: true, car_types: [] })).toEqual(['used']);
    expect(carriedCarTypes({ used_only: false, car_types: ['new', 'demo'] })).toEqual(['new', 'demo']);
    expect(carriedCarTypes({ used_only: true, car_types: ['new'] })).toEqual([]);
  });
});

describe('buildMenu', () => {
  it('keeps every link for a dealer that carries all types and has models', () => {
    expect(hrefs(buildMenu([stock], all))).toEqual(['/special-offers', '/models', '/search/new-cars', '/search/demo-cars/', '/search/used-cars?sortBy=price']);
  });

  it('leaves out links to car types the dealer does not carry', () => {
    const items = buildMenu([stock, group('Both', [{ label: 'New and demo', href: '/search/new-and-demo-cars' }])], { ...all, carTypes: ['used'] });
    expect(hrefs(items)).toEqual(['/special-offers', '/models', '/search/used-cars?sortBy=price']);
  });

  it('drops the Range entry and model links when no range page is built, and an emptied dropdown', () => {
    const range = group('Range', [], { href: '/models', models_dropdown: true });
    const models = group('Models', [{ label: 'Vehicle Models', href: '/models' }]);
    const context = { ...all, range: { path: '/models', built: false } };
    expect(buildMenu([range, models, stock], context).map((i) => i.label)).toEqual(['Stock']);
    expect(buildMenu([range], all)).toEqual([{ kind: 'models', label: 'Range', href: '/models' }]);
  });

  it("sends offers links to the dealer's offers page with its count, shown on the group too", () => {
    const count = { shown: 1, windows: [[null, null]] as Array<[number | null, number | null]> };
    const [item] = buildMenu([stock], { ...all, offers: { path: '/offers', count } });
    expect(item).toMatchObject({ kind: 'dropdown', count });
    expect(item?.kind === 'dropdown' && item.links[0]).toMatchObject({ label: 'Offers', href: '/offers', count });
    const [none] = buildMenu([stock], all);
    expect(none).toMatchObject({ count: null });
  });

  it('links company and legal pages where the dealer keeps them', () => {
    const company = group('Company', [
      { label: 'About Us', href: '/about-us' },
      { label: 'Warranty', href: '/warranty' },
    ]);
    expect(hrefs(buildMenu([company], all))).toEqual(['/about-us', '/warranty']);
    expect(hrefs(buildMenu([company], { ...all, pages: { pages_path: true, root_pages: [] } }))).toEqual(['/pages/about-us', '/warranty']);
  });

  it('turns a group with an href whose links all went into a plain link', () => {
    const demo = group('Demo', [{ label: 'Demo', href: '/search/demo-cars' }], { href: '/finance' });
    expect(buildMenu([demo], { ...all, carTypes: ['used'] })).toEqual([{ kind: 'link', label: 'Demo', href: '/finance', newTab: false, count: null }]);
  });

  it("gives the used-only sample dealer's default footer no New or Demo link", () => {
    const { config } = loadDealer('westside-used-cars');
    const context = { ...all, carTypes: carriedCarTypes(config.stock) };
    const footer = hrefs(buildMenu(config.content.navigation.footer, context));
    expect(footer).toContain('/search/used-cars');
    expect(footer.filter((h) => /new|demo/.test(h))).toEqual([]);
  });

  it('names the trade-in and booking pages in the header and the footer alike, from one switch each (content.navigation.sell_label, test_drive.site_offer)', () => {
    const { config } = loadDealer('outback-caravans');
    const context = { ...all, carTypes: carriedCarTypes(config.stock), pageNames: selfNamedPages(config) };
    const labelsOf = (items: NavItem[], path: string) =>
      items.flatMap((i) => (i.kind === 'dropdown' ? i.links : i.kind === 'link' ? [i] : [])).flatMap((l) => (l.href.startsWith(path) ? [l.label] : []));
    const header = buildMenu(config.content.navigation.main, context);
    const footer = buildMenu(config.content.navigation.footer, context);
    expect(labelsOf(header, '/sell-my-car')).toEqual(['Sell My Van']);
    expect(labelsOf(footer, '/sell-my-car')).toEqual(['Sell My Van']);
    expect(labelsOf(footer, '/book-test-drive')).toEqual(['Book a Test Ride or an Inspection']);
    // Its stock in its own noun, and no link to demo stock it does not carry (stock.car_types).
    expect(labelsOf(footer, '/search/')).toEqual(['New Vehicles', 'Used Vehicles']);
    // The spec's words on a car dealer, from the same shared menus.
    const harbour = loadDealer('harbour-mazda').config;
    const spec = buildMenu(harbour.content.navigation.footer, { ...all, pageNames: selfNamedPages(harbour) });
    expect(labelsOf(spec, '/sell-my-car')).toEqual(['Sell My Car']);
    expect(labelsOf(spec, '/book-test-drive')).toEqual(['Book a Test Drive']);
    expect(labelsOf(spec, '/search/')).toEqual(['New Cars', 'Demo Cars', 'Used Cars']);
  });

  it('keeps a label a link gives, and refuses a link with none to a page the site does not name', () => {
    expect(buildMenu([group('Services', [{ label: 'Value my car', href: '/sell-my-car' }])], all)).toMatchObject([{ links: [{ label: 'Value my car' }] }]);
    const menu = (href: string) => ({ content: { navigation: { main: [{ href }] } } });
    expect(DealerSwitchesSchema.safeParse(menu('/sell-my-car/')).success).toBe(true);
    expect(DealerSwitchesSchema.safeParse(menu('/finance')).success).toBe(false);
  });
});
