import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { displayPath } from './dealer-files.ts';
import { listDealerSlugs, loadAllDealers, loadDealer } from './load-dealer.ts';
import { problemsOf } from './testing/problems-of.ts';

const SAMPLE_SLUGS = ['harbour-mazda', 'outback-caravans', 'sunstate-motor-group', 'westside-used-cars'];

let root: string;

const LOCATION = JSON.parse(readFileSync('dealers/harbour-mazda/locations.json', 'utf8'))[0];

function writeDealer(slug: string, config: unknown, files: Record<string, string> = {}) {
  const dir = path.join(root, slug);
  mkdirSync(dir, { recursive: true });
  const location = { ...LOCATION, map_image: null, dealership_id: 1, dealership_slug: 'test-dealership' };
  const all: Record<string, string> = {
    'dealer.json': typeof config === 'string' ? config : JSON.stringify(config, null, 2),
    'locations.json': JSON.stringify([location]),
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}

const VALID = { name: 'Test Motors', id: 7, dealerships: [{ id: 1, slug: 'test-dealership', name: 'Test Motors' }] };

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dealers-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('sample dealers', () => {
  it('lists dealer folders, skipping _defaults', () => {
    expect(listDealerSlugs()).toEqual(SAMPLE_SLUGS);
  });

  it('all load clean', () => {
    const { dealers, failures } = loadAllDealers();
    expect(failures.map((f) => f.error.message)).toEqual([]);
    expect(dealers.map((d) => d.slug)).toEqual(SAMPLE_SLUGS);
    for (const d of dealers) expect(d.logoFile).toBe(`dealers/${d.slug}/logo.svg`);
  });

  it('carry the switches their briefs describe', () => {
    const mazda = loadDealer('harbour-mazda');
    expect(mazda.config.finance.default_interest).toBe(8.5);
    expect(mazda.config.manufacturer).toEqual({ name: 'Mazda' });
    expect(mazda.models.map((m) => m.slug)).toEqual(
      expect.arrayContaining(['cx-3', 'cx-30', 'cx-5', 'cx-60', 'cx-70', 'cx-8', 'cx-90', 'mazda2', 'mazda3', 'bt-50', 'mx-5', 'mx-30']),
    );
    expect(mazda.config.content.navigation.main.length).toBeGreaterThan(0);

    const sunstate = loadDealer('sunstate-motor-group');
    expect(sunstate.config.dealerships.map((d) => d.id)).toEqual([201, 202, 203, 204, 205]);
    expect(sunstate.config.search.popular_make_count).toBe(5);
    expect(sunstate.config.timezone).toBe('Australia/Brisbane');
    expect(sunstate.config.tags.certified_badges).toEqual([
      { make: 'Toyota', car_types: ['used'], image: '/images/badges/toyota-certified-pre-owned.svg', alt: 'Toyota Certified Pre-Owned' },
    ]);
    expect(sunstate.specialHours.some((h) => h.date === '2025-07-04')).toBe(true);

    const outback = loadDealer('outback-caravans');
    expect(outback.config.inventory.caravan_dimensions_unit).toBe('ft');
    expect(outback.config.search.hero_heading).toBe('Search Our Stock');
    expect(outback.config.vehicle_page.spin).toMatchObject({ start_view: 'gallery' });
    expect(outback.config.vehicle_page.share.twitter).toBe(false);

    const westside = loadDealer('westside-used-cars');
    expect(westside.config.listing.promos.positions).toEqual([1, 8, 17]);
    expect(westside.config.purchase.reserve).toEqual({
      amount: 200,
      mode: 'payment_processors',
      hold_hours: 48,
      holds_per_shopper: 1,
      holds_per_address_per_hour: 3,
    });
    expect(westside.config.finance).toMatchObject({ provider: 'taurus', establishment_fee: 1300 });
    expect(westside.config.builds.auto_promote_stock_builds).toBe(false);
    expect(westside.promos.length).toBeGreaterThan(3);
  });
});

describe('loadDealer errors', () => {
  it('names file and path of a misspelt key', () => {
    writeDealer('x', { ...VALID, search: { popularMakeCont: 5 } });
    const file = displayPath(path.join(root, 'x', 'dealer.json'));
    expect(problemsOf(() => loadDealer('x', root))).toEqual([`${file}: search.popularMakeCont: unrecognized key`]);
  });

  it('names file and path of a wrong type deep inside', () => {
    writeDealer('x', { ...VALID, finance: { term: { max: '7' } } });
    const file = displayPath(path.join(root, 'x', 'dealer.json'));
    expect(problemsOf(() => loadDealer('x', root))).toEqual([`${file}: finance.term.max: expected number, received string`]);
  });

  it('explains a switch given neither false nor options', () => {
    writeDealer('x', { ...VALID, purchase: { reserve: true } });
    expect(problemsOf(() => loadDealer('x', root))[0]).toMatch(/dealer\.json: purchase\.reserve: expected false or object, received boolean$/);
  });

  it('reports a bad option inside a switch at its own path', () => {
    writeDealer('x', { ...VALID, purchase: { reserve: { amonut: 100 } } });
    expect(problemsOf(() => loadDealer('x', root))[0]).toMatch(/dealer\.json: purchase\.reserve\.amonut: unrecognized key$/);
  });

  it('names the file, line and column of a JSON syntax error', () => {
    writeDealer('x', '{\n  "name": "Test",\n  id: 7\n}');
    const file = displayPath(path.join(root, 'x', 'dealer.json'));
    const [line] = problemsOf(() => loadDealer('x', root));
    expect(line).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3:3: invalid JSON: `));
  });

  it('blames the defaults file for a bad shared value', () => {
    mkdirSync(path.join(root, '_defaults'));
    writeFileSync(path.join(root, '_defaults', 'dealer.json'), JSON.stringify({ search: { hits_per_page: 0 } }));
    writeDealer('x', VALID);
    const [line] = problemsOf(() => loadDealer('x', root));
    expect(line).toContain(`${displayPath(path.join(root, '_defaults', 'dealer.json'))}: search.hits_per_page: too small`);
  });

  it('names content files and entries', () => {
    const promo = { start: '2026-01-01', expiry: '2026-02-30', node: { image: '/p.svg', alt: 'P', link: '/offers' } };
    writeDealer('x', VALID, { 'promos.json': JSON.stringify([promo]) });
    expect(problemsOf(() => loadDealer('x', root))).toEqual([`${displayPath(path.join(root, 'x', 'promos.json'))}: [0].expiry: not a real calendar date`]);
  });

  it("names the delivery file's key path, and prices from it", () => {
    writeDealer('x', VALID, { 'delivery.json': JSON.stringify({ regions: [{ up_to_km: 80, price: 99 }, { up_to_km: 40 }] }) });
    expect(problemsOf(() => loadDealer('x', root))).toEqual([
      `${displayPath(path.join(root, 'x', 'delivery.json'))}: regions[1].up_to_km: expected more than the previous region's 80 km`,
    ]);
    writeDealer('y', VALID, { 'delivery.json': JSON.stringify({ regions: [{ name: 'Metro', up_to_km: 80, price: 99 }] }) });
    expect(loadDealer('y', root).delivery.regions).toEqual([{ name: 'Metro', up_to_km: 80, price: 99, per_km: 0, per_km_after: null }]);
  });

  it('checks locations against dealerships and names against locations', () => {
    const hours = [{ status: 'Closed', date: '2026-12-25', start_hour: null, end_hour: null, department: 'sales', location_name: 'Nowhere' }];
    writeDealer('x', { ...VALID, dealerships: [{ id: 2, slug: 'other', name: 'Other' }] }, { 'special-hours.json': JSON.stringify(hours) });
    const lines = problemsOf(() => loadDealer('x', root));
    expect(lines).toContain(`${displayPath(path.join(root, 'x', 'locations.json'))}: [0].dealership_id: dealership 1 is not in the dealer's dealerships`);
    expect(lines).toContain(`${displayPath(path.join(root, 'x', 'special-hours.json'))}: [0].location_name: no location named 'Nowhere'`);
  });

  it('rejects a slug that differs from the folder and a missing logo', () => {
    writeDealer('x', { ...VALID, slug: 'y', logo: { url: 'missing.svg' } });
    const lines = problemsOf(() => loadDealer('x', root));
    expect(lines).toEqual([`${displayPath(path.join(root, 'x', 'dealer.json'))}: slug: must equal the folder name 'x'`]);
    writeDealer('x', { ...VALID, logo: { url: 'missing.svg' } });
    expect(problemsOf(() => loadDealer('x', root))).toEqual([
      `${displayPath(path.join(root, 'x', 'dealer.json'))}: logo.url: no file 'missing.svg' in the dealer folder`,
    ]);
  });

  it('fails a certified badge whose image the public folder does not hold, and loads it once it does (rule: stock.certified-badges)', () => {
    const badge = { make: 'Toyota', image: '/images/badges/certified.svg', alt: 'Toyota Certified Pre-Owned' };
    writeDealer('x', { ...VALID, tags: { certified_badges: [badge] } });
    expect(problemsOf(() => loadDealer('x', root))).toEqual([
      `${displayPath(path.join(root, 'x', 'dealer.json'))}: tags.certified_badges[0].image: no file public/images/badges/certified.svg in the dealer folder`,
    ]);
    writeDealer('x', { ...VALID, tags: { certified_badges: [{ ...badge, image: 'https://tracker.example/badge.svg' }] } });
    expect(problemsOf(() => loadDealer('x', root))[0]).toContain('tags.certified_badges[0].image');
    writeDealer('x', { ...VALID, tags: { certified_badges: [badge] } }, { 'public/images/badges/certified.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    expect(loadDealer('x', root).config.tags.certified_badges).toEqual([{ ...badge, car_types: ['used'] }]);
  });

  it("fails a location's static map that the public folder does not hold (rule: locations.map)", () => {
    const located = { ...LOCATION, map_image: '/images/maps/here.png', dealership_id: 1, dealership_slug: 'test-dealership' };
    writeDealer('x', VALID, { 'locations.json': JSON.stringify([located]) });
    expect(problemsOf(() => loadDealer('x', root))).toEqual([
      `${displayPath(path.join(root, 'x', 'locations.json'))}: [0].map_image: no file public/images/maps/here.png in the dealer folder`,
    ]);
    writeDealer('x', VALID, { 'locations.json': JSON.stringify([located]), 'public/images/maps/here.png': 'png' });
    expect(loadDealer('x', root).locations[0]?.map_image).toBe('/images/maps/here.png');
  });

  it('shows paths inside the working directory relative to it', () => {
    expect(displayPath(path.join(process.cwd(), 'dealers', 'x', 'dealer.json'))).toBe('dealers/x/dealer.json');
  });
});

describe('merging', () => {
  it('merges objects and replaces arrays over _defaults', () => {
    mkdirSync(path.join(root, '_defaults'));
    const shared = { search: { facets: ['make', 'model'], popular_make_count: 9 }, finance: { amount: { min: 5000 } } };
    writeFileSync(path.join(root, '_defaults', 'dealer.json'), JSON.stringify(shared));
    writeDealer('x', { ...VALID, search: { facets: ['price'] }, finance: { amount: { max: 200000 } } });
    const { config } = loadDealer('x', root);
    expect(config.search.facets).toEqual(['price']);
    expect(config.search.popular_make_count).toBe(9);
    expect(config.finance.amount).toEqual({ min: 5000, max: 200000, step: 500, max_105_percent_of_price: false });
  });
});

describe('loadAllDealers', () => {
  it('returns the good dealers when others fail', () => {
    writeDealer('good', VALID);
    writeDealer('broken-json', '{ "name": ');
    writeDealer('broken-schema', { ...VALID, stock: { include_sold_cars_days: 'three' } });
    writeDealer('_draft', '{');
    const { dealers, failures } = loadAllDealers(root);
    expect(dealers.map((d) => d.slug)).toEqual(['good']);
    expect(failures.map((f) => f.slug)).toEqual(['broken-json', 'broken-schema']);
    expect(failures[0]?.message).toContain('broken-json/dealer.json:1:');
    expect(failures[0]?.message).toBe(failures[0]?.error.message);
    expect(failures[1]?.error.message).toContain('broken-schema/dealer.json: stock.include_sold_cars_days: expected number, received string');
  });

  it('reports a dealer folder without dealer.json', () => {
    writeDealer('good', VALID);
    cpSync(path.join(root, 'good'), path.join(root, 'empty'), { recursive: true });
    rmSync(path.join(root, 'empty', 'dealer.json'));
    const { failures } = loadAllDealers(root);
    expect(failures.map((f) => f.error.message)).toEqual([`${displayPath(path.join(root, 'empty', 'dealer.json'))}: file not found`]);
  });
});

describe('markdown pages and blog posts', () => {
  const shown = (...parts: string[]) => displayPath(path.join(root, 'x', ...parts));

  it('read front matter title and description, or a leading # title', () => {
    writeDealer('x', VALID, {
      'pages/ute-centre.md': '---\ntitle: Ute Centre\ndescription: Every ute.\n---\n\nBody',
      'pages/faqs.md': '# Questions\n\nAnswers',
    });
    expect(loadDealer('x', root).pages.map(({ slug, title, description, markdown }) => ({ slug, title, description, markdown }))).toEqual([
      { slug: 'faqs', title: 'Questions', description: null, markdown: '\nAnswers' },
      { slug: 'ute-centre', title: 'Ute Centre', description: 'Every ute.', markdown: '\nBody' },
    ]);
  });

  it('fail the dealer naming the file of a bad front matter, a missing title or a bad file name', () => {
    writeDealer('x', VALID, { 'pages/faqs.md': '---\ntitel: FAQs\n---\n', 'pages/about.md': 'No title', 'pages/Bad Name.md': '# Bad' });
    expect(problemsOf(() => loadDealer('x', root))).toEqual([
      `${shown('pages', 'Bad Name.md')}: file name must be a slug of lower-case words joined by hyphens`,
      `${shown('pages', 'about.md')}: title: expected a title: a 'title:' front matter line or a leading '# Title' heading`,
      `${shown('pages', 'faqs.md')}: titel: unknown front matter key (title, description)`,
    ]);
  });

  it('give each blog card under /blog/ its post, and fail a card without a post or a post without a card', () => {
    const card = (href: string) => ({ href, heading: 'Towing', image: '/t.svg', description: 'Tow safely.', date: '2026-08-02' });
    writeDealer('x', VALID, {
      'blogs.json': JSON.stringify([card('/blog/reviews/towing'), card('https://example.com/elsewhere')]),
      'blog/reviews/towing.md': 'Know your numbers.',
    });
    expect(loadDealer('x', root).blogPosts.map(({ path, title, description, markdown }) => ({ path, title, description, markdown }))).toEqual([
      { path: '/blog/reviews/towing', title: 'Towing', description: 'Tow safely.', markdown: 'Know your numbers.' },
    ]);
    writeDealer('x', VALID, { 'blogs.json': JSON.stringify([card('/blog/reviews/towing'), card('/blog/missing')]), 'blog/orphan.md': 'Lost' });
    expect(problemsOf(() => loadDealer('x', root))).toEqual([
      `${shown('blogs.json')}: [1].href: no post file blog/missing.md for this link`,
      `${shown('blog', 'orphan.md')}: no card in blogs.json links /blog/orphan`,
    ]);
  });
});
