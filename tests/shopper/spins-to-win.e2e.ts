import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { signInOnPage, signInQuery } from '../support/accounts.ts';
import { dealerBrowser, islandHydrated } from '../support/browser.ts';
import { builtHtmlPages, readBuilt } from '../support/built-site.ts';
import { storedLeads } from '../support/leads.ts';
import { deliveredLead } from '../support/delivered-lead.ts';
import { textOf } from '../../src/server/leads/delivery/test-support/read-xml.ts';

const DEALER = 'harbour-mazda';
const PHONE = '0412 555 032';
const NATIONAL = '0412555032';

const { open, url } = dealerBrowser();

/**
 * harbour-mazda runs a spin-to-win promotion (and gates 'spin-to-win'); its footer links it. A
 * shopper signs in, spins, sees the prize the server drew, which reaches the dealer as a lead; a
 * second spin is refused. The garage, at the dealer's alias /mymotorama too, lists the spin.
 */
describe('a shopper spinning to win', () => {
  it('signs in, spins once, sees the prize, and cannot spin again', async () => {
    const auth = loadDealer(DEALER).config.authentication;
    const promotion = auth !== false && auth.spin_to_win;
    if (!promotion) throw new Error(`${DEALER} runs no spin-to-win promotion`);
    const prizes = promotion.prizes.map((p) => p.name);

    const page = await open(DEALER, '/');
    await page.locator('footer').getByRole('link', { name: promotion.title }).click();
    await page.waitForURL(/\/sign-in/);
    expect(signInQuery(page)).toMatchObject({ type: 'spin-to-win', redirect: '/spin-to-win/' });
    await signInOnPage(page, PHONE);
    await page.waitForURL(url(DEALER, '/spin-to-win/'));
    await islandHydrated(page, 'SpinToWin');

    await page.getByRole('button', { name: STRINGS.spinButton }).click();
    const won = await page.getByTestId('spin-prize').innerText();
    const prize = prizes.find((p) => won === STRINGS.spinWon(p));
    expect(prize, won).toBeDefined();

    const lead = (await storedLeads(DEALER)).find((l) => l.category === 'Spin to Win' && l.phone === NATIONAL);
    expect(lead).toMatchObject({ subcategory: prize });
    const { mail } = await deliveredLead(lead!.lead_id);
    expect(textOf(mail.prospect, 'customer', 'comments')).toContain(`Prize: ${prize!}`);

    // Back on the page: the prize again and no wheel to spin; the server refuses a second spin too.
    await page.reload();
    await islandHydrated(page, 'SpinToWin');
    await expect(page.getByTestId('spin-already').innerText()).resolves.toBe(STRINGS.spinAlready(prize!));
    await expect(page.getByRole('button', { name: STRINGS.spinButton }).count()).resolves.toBe(0);
    const again = await page.evaluate(
      async () => (await fetch('/api/spin-to-win/spin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
    );
    expect(again).toBe(409);
    expect((await storedLeads(DEALER)).filter((l) => l.category === 'Spin to Win' && l.phone === NATIONAL)).toHaveLength(1);

    // The garage at the dealer's alias is the same page, and lists the spin among the enquiries.
    await page.goto(url(DEALER, '/mymotorama/'));
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('My garage');
    await expect(page.getByTestId('garage-enquiries').innerText()).resolves.toContain(`Spin to Win / ${prize}`);
  }, 120_000);

  it('is neither built nor linked where no promotion runs', () => {
    expect(fs.existsSync('dist/westside-used-cars/spin-to-win')).toBe(false);
    expect(builtHtmlPages('westside-used-cars').filter((file) => readBuilt('westside-used-cars', file).includes('href="/spin-to-win/"'))).toEqual([]);
  });
});
