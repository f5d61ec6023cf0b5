import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { isGated } from '../../src/lib/accounts/account-pages.ts';
import { ALERT_COPY } from '../../src/lib/accounts/alert-copy.ts';
import type { SignInType } from '../../src/lib/accounts/sign-in-link.ts';
import { listDealerSlugs, loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { signInOnPage } from '../support/accounts.ts';
import { dealerBrowser, islandHydrated } from '../support/browser.ts';
import { findBuiltCarPage, inStockPage } from '../support/built-site.ts';
import { walkPurchaseJourney } from '../support/purchase-journey.ts';
import { expectNoViolations, quietOpener } from '../support/quality-pages.ts';

/**
 * The quality gate's signed-in states (tests/support/page-states.ts has the rest): the online
 * purchase at each step, spin to win with its prize, and the shopper's saved searches — each with no
 * serious or critical axe violation in Chromium, on every sample dealer that has them.
 */
const site = dealerBrowser();
const openQuiet = quietOpener(site);

describe.each(listDealerSlugs())('on %s', (dealer) => {
  // Online purchase and spin to win (issue 14): each step, its errors and the result, signed in.
  // Each page opens in a fresh browser context, so signed out: on a gated page the redirect to
  // sign-in always comes, after the session answer, which can land after the page reached network idle.
  const signedInAt = async (path: string, type: SignInType, phone: string): Promise<Page> => {
    const page = await openQuiet(dealer, path);
    if (!isGated(loadDealer(dealer).config, type)) return page;
    await page.waitForURL((url) => url.pathname.startsWith('/sign-in'));
    await signInOnPage(page, phone);
    await page.waitForURL((url) => url.pathname === path.split('?')[0]);
    return page;
  };

  it.runIf(loadDealer(dealer).config.purchase.online_purchase)('the online purchase journey at each step and with its errors', async () => {
    const car = findBuiltCarPage(dealer, (html) => inStockPage(html) && html.includes('href="/checkout-journey?car_id='));
    const page = await signedInAt(`/checkout-journey/?car_id=${car.slug}`, 'checkout', '0412 555 041');
    try {
      await islandHydrated(page, 'PurchaseJourney');
      await walkPurchaseJourney(page, '6017', (state) => expectNoViolations(page, `purchase journey: ${state}`));
    } finally {
      await page.close();
    }
  });

  const auth = loadDealer(dealer).config.authentication;
  it.runIf(auth !== false && auth.spin_to_win !== false)('spin to win with its prize', async () => {
    const page = await signedInAt('/spin-to-win/', 'spin-to-win', '0412 555 042');
    try {
      await islandHydrated(page, 'SpinToWin');
      const spin = page.getByRole('button', { name: STRINGS.spinButton });
      await page.getByTestId('spin-already').or(spin).waitFor();
      if (await spin.count()) await spin.click();
      await page.getByTestId('spin-prize').or(page.getByTestId('spin-already')).waitFor();
      await expectNoViolations(page, 'spin to win with its prize');
    } finally {
      await page.close();
    }
  });

  // Shopper alerts (issue 30): the listing's save dialog with its errors, and My garage's saved
  // searches with one renamed to nothing (its field error); the search is saved through the API.
  // Where the dealer sends e-mail: the dialog by e-mail, and the garage's alert address, each with its error.
  const alerts = loadDealer(dealer).config.shopper_alerts;
  const byEmail = alerts !== false && alerts.channels.includes('email');
  it.runIf(alerts !== false)("the listing's Save this search dialog with its errors, and My garage's saved searches", async () => {
    const page = await signedInAt('/my-garage/', 'my-garage', '0412 555 043');
    try {
      await page.evaluate(() =>
        fetch('/api/alerts/searches', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Quality gate search', url_state: '?range%5Bprice%5D=%3A30000', channel: 'sms', consent: true }),
        }),
      );
      await page.reload({ waitUntil: 'networkidle' });
      await islandHydrated(page, 'SavedSearches');
      const row = page.getByTestId('saved-search').first();
      await row.getByRole('button', { name: ALERT_COPY.rename }).click();
      await row.getByRole('textbox').fill('');
      await row.getByRole('button', { name: ALERT_COPY.saveName }).click();
      await row.locator('.lf-error').waitFor();
      await expectNoViolations(page, "My garage's saved searches, a rename with its error");
      if (byEmail) {
        const address = page.getByTestId('alert-email');
        await address.getByRole('button', { name: new RegExp(`^(${ALERT_COPY.addEmail}|${ALERT_COPY.changeEmail})$`) }).click();
        await address.getByRole('button', { name: ALERT_COPY.sendLink }).click();
        await address.locator('.lf-error').waitFor();
        await expectNoViolations(page, "My garage's alert e-mail address with its error");
      }

      await page.goto(site.url(dealer, '/search/?range%5Bprice%5D=%3A30000'), { waitUntil: 'networkidle' });
      await islandHydrated(page, 'Listing');
      await page.getByTestId('save-search').click();
      const dialog = page.getByTestId('save-search-dialog');
      await dialog.waitFor();
      await expectNoViolations(page, 'the Save this search dialog');
      await dialog.getByRole('button', { name: ALERT_COPY.save }).click();
      await dialog.locator('.lf-error').waitFor();
      await expectNoViolations(page, 'the Save this search dialog with its errors');
      if (byEmail) {
        // By e-mail (a radio where the dealer also sends SMS), with a malformed address: the field's error.
        const radio = dialog.getByRole('radio', { name: ALERT_COPY.channelEmail });
        if (await radio.count()) await radio.check();
        await dialog.getByLabel(ALERT_COPY.emailLabel).fill('not an address');
        await dialog.getByLabel(ALERT_COPY.consentLabel).check();
        await dialog.getByRole('button', { name: ALERT_COPY.save }).click();
        await dialog.locator('[id$="-email-error"]').waitFor();
        await expectNoViolations(page, 'the Save this search dialog by e-mail with its error');
      }
    } finally {
      await page.close();
    }
  });
});
