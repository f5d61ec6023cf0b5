import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { displayPath } from './dealer-files.ts';
import { loadDealer } from './load-dealer.ts';
import { FIXED_ROOT_ROUTES } from './root-pages.ts';
import { siteContentPages } from '../content/site-content-pages.ts';
import { problemsOf } from './testing/problems-of.ts';

const LOCATION = JSON.parse(readFileSync('dealers/harbour-mazda/locations.json', 'utf8'))[0];
const PAGE = (title: string) => `---\ntitle: ${title}\n---\nWhy buy from us. See our [FAQs](/pages/faqs).\n`;
const MODEL = JSON.parse(readFileSync('dealers/harbour-mazda/models.json', 'utf8'))[0];

const VALID = { name: 'Test Motors', id: 7, dealerships: [{ id: 1, slug: 'test-dealership', name: 'Test Motors' }] };

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'root-pages-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A dealer folder with two markdown pages, `buying` and `mazda-assured`, and the given content switches. */
let made = 0;
function dealerWith(content: object, extra: Record<string, string> = {}) {
  const slug = `test-motors-${++made}`;
  const dir = path.join(root, slug);
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  const files: Record<string, string> = {
    'dealer.json': JSON.stringify({ ...VALID, content }, null, 2),
    'locations.json': JSON.stringify([{ ...LOCATION, map_image: null, dealership_id: 1, dealership_slug: 'test-dealership' }]),
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'pages/buying.md': PAGE('Buying With Us'),
    'pages/mazda-assured.md': PAGE('Mazda Assured'),
    ...extra,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return () => loadDealer(slug, root);
}

describe('content.root_pages (rule: site.root-pages)', () => {
  it('serves the named pages at the root, and a link written /pages/{name} points there', () => {
    const dealer = dealerWith({ root_pages: ['buying', 'faqs'] })();
    const pages = siteContentPages(dealer.config, dealer.locations, dealer.pages);
    const path = (slug: string) => pages.find((p) => p.slug === slug)?.path;
    expect([path('buying'), path('faqs'), path('mazda-assured')]).toEqual(['/buying', '/faqs', '/pages/mazda-assured']);
    expect(pages.find((p) => p.slug === 'buying')!.html).toContain('href="/faqs"');
  });

  it('fails the dealer, naming the file and key, when a name clashes with a built route or is no page of the dealer', () => {
    const file = (n: number) => displayPath(path.join(root, `test-motors-${made + n}`, 'dealer.json'));
    const models = { 'models.json': JSON.stringify([{ ...MODEL, slug: 'buying', override_url: null }]) };
    expect(problemsOf(dealerWith({ root_pages: ['mazda-assured', 'buying'] }, models))).toEqual([
      `${file(0)}: content.root_pages[1]: /buying is already the model page of 'buying' (models.json)`,
    ]);
    expect(problemsOf(dealerWith({ root_pages: ['finance', 'warranty', 'careers', 'buy-now', 'buying', 'buying'] }))).toEqual([
      `${file(0)}: content.root_pages[0]: /finance is already the site's own /finance route`,
      `${file(0)}: content.root_pages[1]: /warranty is already the built-in Warranty page`,
      `${file(0)}: content.root_pages[2]: /careers is already the built-in Careers page`,
      `${file(0)}: content.root_pages[3]: no dealer page 'buy-now': expected pages/buy-now.md in the dealer folder`,
      `${file(0)}: content.root_pages[5]: 'buying' is listed twice`,
    ]);
    const financeLink = JSON.stringify({ ...VALID, finance: { link: '/mazda-finance' }, content: { root_pages: ['mazda-finance'] } });
    expect(problemsOf(dealerWith({}, { 'dealer.json': financeLink, 'pages/mazda-finance.md': PAGE('Finance') }))).toEqual([
      `${file(0)}: content.root_pages[0]: /mazda-finance is already the finance link page (finance.link)`,
    ]);
  });

  it('knows every fixed top-level route of src/pages', () => {
    const fixed = readdirSync('src/pages')
      .filter((name) => !name.startsWith('['))
      .map((name) => name.replace(/\.(astro|ts)$/, ''))
      .filter((name) => name !== 'index' && /^[a-z0-9-]+$/.test(name));
    expect(fixed.filter((name) => !(FIXED_ROOT_ROUTES as readonly string[]).includes(name))).toEqual([]);
  });
});
