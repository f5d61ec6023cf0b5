import { describe, expect, it } from 'vitest';
import { blogCardDate, blogCardExcerpt } from '../../src/lib/content/blog-card.ts';
import { loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { FORM_COPY } from '../../src/lib/leads/copy.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { dealerBrowser, islandHydrated } from '../support/browser.ts';

/**
 * A shopper reads the dealer's own pages: harbour-mazda keeps its company and legal pages under
 * /pages/ (`content.pages_path`), westside-used-cars at the root. The markdown page, the legal page
 * a form's consent text links, and the blog are each reached by clicking, as a shopper would.
 */
const browser = dealerBrowser();

describe('reading content pages', () => {
  it('harbour-mazda: a markdown page under /pages/ links the terms, which name the dealer, its ABN and licence', async () => {
    const page = await browser.open('harbour-mazda', '/pages/mazda-bt-50-ute-centre/');
    const article = page.getByTestId('content-page');
    await expect(article.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Mazda BT-50 Ute Centre');
    await expect(article.getByRole('listitem').first().textContent()).resolves.toContain('3,500 kg braked towing');
    await article.getByRole('link', { name: 'terms and conditions' }).click();
    await page.waitForURL(/\/pages\/terms-and-conditions\/?$/);
    const terms = await page.getByTestId('content-page').innerText();
    expect(terms).toContain('Terms and Conditions');
    expect(terms).toContain('Harbour City Mazda, ABN 51 824 753 556, dealer licence Harbour City Mazda: MD 012345');
    expect(terms).toContain('112 Parramatta Road, Camperdown NSW 2050');
    await page.close();
  });

  it('harbour-mazda: its pages at root paths it chose (content.root_pages) link each other there, and not under /pages/', async () => {
    const page = await browser.open('harbour-mazda', '/buying/');
    const article = page.getByTestId('content-page');
    await expect(article.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Buying With Harbour City Mazda');
    // Written as /pages/mazda-assured in the markdown, printed where the page is.
    await article.getByRole('link', { name: 'Mazda Assured' }).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/mazda-assured');
    await expect(page.getByTestId('content-page').getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Mazda Assured');
    const moved = await page.goto(browser.url('harbour-mazda', '/pages/buying/'));
    expect(moved?.status()).toBe(404);
    await page.close();
  });

  for (const [dealer, privacyPath] of [
    ['harbour-mazda', '/pages/privacy-policy'],
    ['westside-used-cars', '/privacy-policy'],
  ] as const) {
    it(`${dealer}: the Privacy Policy in a form's consent text opens at ${privacyPath}`, async () => {
      const { config } = loadDealer(dealer);
      const page = await browser.open(dealer, '/contact-us/');
      await islandHydrated(page, 'LeadFormIsland');
      await page.getByTestId('consent').getByRole('link', { name: FORM_COPY.privacyPolicy }).click();
      await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === privacyPath);
      const policy = page.getByTestId('content-page');
      await expect(policy.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Privacy Policy');
      const text = await policy.innerText();
      expect(text).toContain(`${config.name} ("we", "us") respects your privacy`);
      expect(text).toContain('Office of the Australian Information Commissioner');
      await page.close();
    });
  }

  it('harbour-mazda: the blog lists its cards newest first, and READ MORE opens the post', async () => {
    const { blogs } = loadDealer('harbour-mazda');
    const newest = [...blogs].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    const page = await browser.open('harbour-mazda', '/blog/');
    const card = page.getByTestId('blog-card').first();
    await expect(card.locator('time').textContent()).resolves.toBe(blogCardDate(newest.date));
    await expect(card.locator('p').textContent()).resolves.toBe(blogCardExcerpt(newest.description));
    await card.getByRole('link', { name: `${STRINGS.readMore}: ${newest.heading}` }).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === newest.href);
    await expect(page.getByTestId('content-page').getByRole('heading', { level: 1 }).textContent()).resolves.toBe(newest.heading);
    await page.close();
  });
});
