import { describe, expect, it, vi } from 'vitest';
import { FORM_COPY } from '../../src/lib/leads/copy.ts';
import type { Locator, Page } from 'playwright-core';
import { isGated } from '../../src/lib/accounts/account-pages.ts';
import { listDealerSlugs, loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { SENT_SUMMARY_KEY, whenText, type SentSummary } from '../../src/lib/leads/sent-summary.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { LISTING_COPY } from '../../src/lib/listing/copy.ts';
import { siteTestDriveWords } from '../../src/lib/test-drive/test-drive-words.ts';
import { textedCode } from '../support/accounts.ts';
import { dealerBrowser, islandHydrated, scrollUntilHydrated } from '../support/browser.ts';
import { findBuiltCarPage, inStockPage } from '../support/built-site.ts';
import { liveManifest } from '../support/page-types.ts';
import { expectNoViolations, quietOpener } from '../support/quality-pages.ts';

/**
 * The quality gate, state by state: the states pages open into — dialogs, each step of a
 * multi-step form and its errors, the fullscreen gallery, every header menu open, the phone menu,
 * the home popup — have no serious or critical axe violation in Chromium, on every sample dealer.
 */
const dealers = listDealerSlugs();
const manifests = new Map(dealers.map((dealer) => [dealer, liveManifest(dealer)]));

const site = dealerBrowser();
const openQuiet = quietOpener(site);

// States are checked a few at a time (maxConcurrency in vitest.e2e.config.ts), each in a context of
// its own, as the page gate checks pages: most of a state's check is waiting, for a page's network to
// go quiet, an island to hydrate, a step to answer. Each dealer's signed-in state uses a number of its own.
// Four at a time, each state's check shares the machine with three others: twice the journeys' 60 s.
vi.setConfig({ testTimeout: 120_000 });

describe.concurrent.each(dealers)('on %s', (dealer) => {
  const forSale = () => findBuiltCarPage(dealer, (html) => inStockPage(html));

  it("the car page's Enquire dialog, at each step and with its errors", async () => {
    const page = await openQuiet(dealer, `/cars/${forSale().slug}/`);
    try {
      await page.locator('.sidebar').getByRole('link', { name: STRINGS.enquire, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: STRINGS.enquire });
      await dialog.waitFor();
      await expectNoViolations(page, 'step 1');
      const multiStep = (await dialog.getByTestId('lead-step').count()) > 0;
      const submit = multiStep ? dialog.getByRole('button', { name: 'Next' }) : dialog.getByRole('button', { name: 'Send Enquiry' });
      await submit.click();
      await dialog.getByTestId('error-summary').waitFor();
      await expectNoViolations(page, 'step 1 with errors');
      if (!multiStep) return;
      await fillContact(dialog);
      await submit.click();
      await dialog.getByText('Step 2 of 2').waitFor();
      await expectNoViolations(page, 'step 2');
    } finally {
      await page.close();
    }
  });

  it('the fullscreen gallery', async () => {
    const page = await openQuiet(dealer, `/cars/${forSale().slug}/`);
    try {
      await islandHydrated(page, 'Gallery');
      await page.getByRole('button', { name: STRINGS.fullscreen }).click();
      await page.getByTestId('gallery-fullscreen').waitFor();
      await expectNoViolations(page, 'fullscreen gallery');
    } finally {
      await page.close();
    }
  });

  it.runIf(loadDealer(dealer).config.finance.get_finance_now_modal)("the calculator's Finance Enquiry dialog", async () => {
    const car = findBuiltCarPage(dealer, (html) => inStockPage(html) && html.includes('id="finance-calculator"'));
    const page = await openQuiet(dealer, `/cars/${car.slug}/`);
    try {
      await scrollUntilHydrated(page, '#finance-calculator');
      await page.locator('#finance-calculator').getByRole('link', { name: 'Get Finance Now' }).click();
      await page.getByRole('dialog', { name: STRINGS.financeEnquiry }).waitFor();
      await expectNoViolations(page, 'Finance Enquiry dialog');
    } finally {
      await page.close();
    }
  });

  it("a listing card's Quick Enquiry dialog, and compare and favourites with cars in them", async () => {
    const page = await openQuiet(dealer, '/search/');
    try {
      await islandHydrated(page, 'Listing');
      const cards = page.locator('[data-testid="results"] article.card');
      await cards.nth(0).locator('button.fav').click();
      await cards.nth(0).locator('button.compare').click();
      await cards.nth(1).locator('button.compare').click();
      await cards.nth(0).getByRole('link', { name: STRINGS.quickEnquiry }).click();
      await page.getByRole('dialog', { name: STRINGS.quickEnquiry }).waitFor();
      await expectNoViolations(page, 'Quick Enquiry dialog');
      for (const path of ['/compare/', '/favourites/']) {
        await page.goto(site.url(dealer, path), { waitUntil: 'networkidle' });
        await page.locator('article.card, [data-testid="compare-table"]').first().waitFor();
        await expectNoViolations(page, path);
      }
    } finally {
      await page.close();
    }
  });

  it('the listing on a phone, its filter drawer open and a long facet opened onto its search box', async () => {
    const page = await site.newPage({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
    try {
      await page.goto(site.url(dealer, '/search/'), { waitUntil: 'networkidle' });
      await islandHydrated(page, 'Listing');
      await page.getByRole('button', { name: LISTING_COPY.showFilters }).click();
      const drawer = page.getByRole('dialog', { name: LISTING_COPY.filtersHeading });
      await drawer.waitFor();
      await expectNoViolations(page, 'listing on a phone with its filter drawer open');
      const long = drawer.locator('.facet--long .facet-toggle');
      if ((await long.count()) > 0) {
        await long.first().click();
        await drawer.locator('.facet--long:not(.collapsed) .facet-search').first().waitFor();
        await expectNoViolations(page, 'filter drawer with a long facet opened');
      }
    } finally {
      await page.close();
    }
  });

  it("the test-drive form with a car's times, a day chosen, and with its errors", async () => {
    const carId = /data-car-page="([^"]+)"/.exec(forSale().html())![1]!;
    const page = await openQuiet(dealer, `/book-test-drive/?car_id=${carId}`);
    try {
      await islandHydrated(page, 'LeadFormIsland');
      const form = page.getByTestId('lead-form');
      const date = form.getByLabel(STRINGS.testDrivePreferredDate, { exact: true });
      await date.waitFor();
      await date.selectOption({ index: 1 });
      await form.getByLabel(STRINGS.testDrivePreferredTime, { exact: true }).selectOption({ index: 1 });
      await expectNoViolations(page, 'test-drive form with times');
      // The dealer's own words for what it books ('Book Test Drive', or 'Request a Time' for test rides and inspections).
      await form.getByRole('button', { name: siteTestDriveWords(loadDealer(dealer).config.test_drive.site_offer).submit }).click();
      await form.getByTestId('error-summary').waitFor();
      await expectNoViolations(page, 'test-drive form with times and errors');
    } finally {
      await page.close();
    }
  });

  it('the thank-you page repeating the car and time a shopper sent', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const sent: SentSummary = { car: '2022 Mazda CX-5 Touring', when: whenText('2026-12-05T10:00') };
      await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [SENT_SUMMARY_KEY, JSON.stringify(sent)] as const);
      await page.goto(site.url(dealer, '/success/'), { waitUntil: 'networkidle' });
      await page.getByTestId('lead-sent').waitFor();
      await expectNoViolations(page, 'thank-you page with what was sent');
    } finally {
      await page.close();
    }
  });

  it("the contact page's form with its errors, and its e-mail typo hint", async () => {
    const page = await openQuiet(dealer, '/contact/');
    try {
      await islandHydrated(page, 'LeadFormIsland');
      const form = page.getByTestId('lead-form');
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await form.getByTestId('error-summary').waitFor();
      await expectNoViolations(page, 'contact form with errors');
      await form.getByLabel('Email Address').fill('sam@gmial.com');
      await form.getByLabel('Email Address').blur();
      await form.getByRole('button', { name: STRINGS.emailDomainHint('gmail.com') }).waitFor();
      await expectNoViolations(page, 'contact form with the e-mail typo hint');
    } finally {
      await page.close();
    }
  });

  it("the header's menus, each dropdown open in turn (the Range mega-menu among them)", async () => {
    const page = await openQuiet(dealer, '/');
    try {
      await closePopup(page);
      const buttons = page.getByRole('navigation', { name: 'Main' }).locator('button[data-nav-button]');
      const count = await buttons.count();
      for (let i = 0; i < count; i++) {
        const button = buttons.nth(i);
        await button.click();
        await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
        await expectNoViolations(page, `${dealer} menu '${await button.innerText()}' open`);
        await page.keyboard.press('Escape');
        await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      }
    } finally {
      await page.close();
    }
  });

  it('the phone menu open', async () => {
    const page = await site.newPage({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
    try {
      await page.goto(site.url(dealer, '/'), { waitUntil: 'networkidle' });
      await closePopup(page);
      const toggle = page.locator('button[data-nav-toggle]');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await expectNoViolations(page, 'phone menu open');
    } finally {
      await page.close();
    }
  });

  const popup = loadDealer(dealer).config.content.popup;
  it.runIf(popup !== false)('the home popup', async () => {
    if (popup === false) return;
    const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      // A day the popup runs, before its expiry.
      const expiry = new Date(`${popup.expiry}T00:00:00Z`);
      await page.clock.setFixedTime(new Date(expiry.getTime() - 7 * 86_400_000));
      await page.goto(site.url(dealer, '/'), { waitUntil: 'networkidle' });
      await page.getByRole('dialog', { name: popup.title }).waitFor();
      await expectNoViolations(page, 'home popup');
    } finally {
      await page.close();
    }
  });

  it.runIf(loadDealer(dealer).config.service.page !== 'iframe')('the service booking form at each step, with its errors', async () => {
    const page = await openQuiet(dealer, '/service/');
    try {
      await scrollUntilHydrated(page, '#service-form');
      const form = page.locator('#service-form').getByTestId('lead-form');
      for (let step = 1; ; step++) {
        await expectNoViolations(page, `service booking step ${step}`);
        const next = form.getByRole('button', { name: 'Next' });
        const last = (await next.count()) === 0;
        await (last ? form.getByRole('button', { name: 'Book Service' }) : next).click();
        // A step with nothing required (variant A's vehicle step) goes straight on.
        const nextStep = form.getByText(`Step ${step + 1} of`);
        await form.getByTestId('error-summary').or(nextStep).waitFor();
        if (!last && (await nextStep.count()) > 0) continue;
        await expectNoViolations(page, `service booking step ${step} with errors`);
        if (last) return;
        await fillServiceStep(form);
        await next.click();
        await nextStep.waitFor();
      }
    } finally {
      await page.close();
    }
  });

  // A gated dealer's trade-in pages send a signed-out visitor to sign-in (its journey signs in): the others cover the steps.
  it.runIf(loadDealer(dealer).config.trade_in.vehicle_data && !isGated(loadDealer(dealer).config, 'trade-in'))(
    'the instant offer at each step, with its errors and the no-match panel',
    async () => {
      const page = await openQuiet(dealer, '/sell-my-car/');
      const L = STRINGS.tradeInLabels;
      const onStep = (title: string) => page.getByRole('heading', { name: title, level: 2 }).waitFor({ timeout: 20_000 });
      try {
        await islandHydrated(page, 'TradeInOffer');
        await page.getByLabel(L.rego).fill('');
        await page.getByRole('button', { name: STRINGS.tradeInFindMyCar }).click();
        await page.locator('.lf-error').first().waitFor();
        await expectNoViolations(page, 'Vehicle Details with errors');
        await page.getByLabel(L.rego).fill('NOMATCH');
        await page.getByRole('button', { name: STRINGS.tradeInFindMyCar }).click();
        await page.getByTestId('trade-in-no-match').waitFor({ timeout: 20_000 });
        await expectNoViolations(page, 'no-match panel');
        await page.getByRole('button', { name: STRINGS.tradeInEnterManually }).click();
        await page.getByLabel(L.vin).fill('NOT A VIN');
        await page.getByLabel(L.desc).fill('2019 Toyota Corolla');
        await page.getByRole('button', { name: STRINGS.tradeInManualFind }).click();
        await page.getByTestId('trade-in-error').waitFor();
        await expectNoViolations(page, 'a step that failed');
        await page.reload({ waitUntil: 'networkidle' });
        await islandHydrated(page, 'TradeInOffer');
        await page.getByLabel(L.rego).fill('MULTI2');
        await page.getByLabel(L.state, { exact: true }).selectOption('QLD');
        await page.getByRole('button', { name: STRINGS.tradeInFindMyCar }).click();
        await onStep('Vehicle Selection');
        await page.getByRole('button', { name: STRINGS.tradeInNext }).click();
        await page.getByText(STRINGS.chooseOneCar).waitFor();
        await expectNoViolations(page, 'Vehicle Selection with its error');
        await page.getByRole('radio').first().check();
        await page.getByRole('button', { name: STRINGS.tradeInNext }).click();
        if (loadDealer(dealer).config.trade_in.image_upload) {
          await onStep('Upload Images');
          await expectNoViolations(page, 'Upload Images');
          await page.getByRole('button', { name: STRINGS.tradeInNext }).click();
        }
        await onStep('Your Details');
        await page.getByRole('button', { name: STRINGS.tradeInGetOffer }).click();
        await page.getByTestId('error-summary').waitFor();
        await expectNoViolations(page, 'Your Details with errors');
      } finally {
        await page.close();
      }
    },
  );

  it.runIf(!loadDealer(dealer).config.trade_in.vehicle_data)('the trade-in quick form, and with its errors', async () => {
    const page = await openQuiet(dealer, '/sell-my-car/');
    try {
      await islandHydrated(page, 'LeadFormIsland');
      const form = page.getByTestId('lead-form');
      await expectNoViolations(page, 'trade-in quick form');
      await form.getByLabel(FORM_COPY.postcode).fill('40');
      await form.getByRole('button', { name: FORM_COPY.send }).click();
      await form.getByTestId('error-summary').waitFor();
      await expectNoViolations(page, 'trade-in quick form with errors');
    } finally {
      await page.close();
    }
  });
});

describe.concurrent.each(
  dealers.filter((dealer) => Object.values(manifests.get(dealer)!.pages).some((p) => p.route === 'src/pages/cars/[slug]/checkout.astro')),
)('reserve online on %s', (dealer) => {
  it('the checkout form, and with its errors', async () => {
    const checkout = Object.entries(manifests.get(dealer)!.pages).find(([, p]) => p.route === 'src/pages/cars/[slug]/checkout.astro')![0];
    const page = await openQuiet(dealer, '/');
    try {
      // Where checkout is gated, signed in through the API (the sign-in page has its own check), so the page stays.
      if (isGated(loadDealer(dealer).config, 'checkout')) {
        // A number of each dealer's own: one number is texted at most one code per 30 s.
        const phone = `0412 555 ${299 - dealers.indexOf(dealer)}`;
        await page.evaluate(
          (mobile) =>
            fetch('/api/auth/code', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone_number: mobile }) }),
          phone,
        );
        const code = await textedCode(phone);
        await page.evaluate(
          ([mobile, sent]) =>
            fetch('/api/auth/verify', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ phone_number: mobile, code: sent }),
            }),
          [phone, code] as const,
        );
      }
      await page.goto(site.url(dealer, `${checkout}/`), { waitUntil: 'networkidle' });
      await page.getByTestId('reserve-form').waitFor();
      await expectNoViolations(page, 'checkout form');
      await page.getByLabel(STRINGS.reserveMobile).fill('');
      await page.getByRole('button', { name: /^Reserve Now / }).click();
      await page.locator('#reserve-name-error').waitFor();
      await expectNoViolations(page, 'checkout form with errors');
    } finally {
      await page.close();
    }
  });
});

/** Fills the required text fields a service booking step shows (contact, address, vehicle). */
async function fillServiceStep(form: Locator): Promise<void> {
  const answers: [string, string][] = [
    ['Name', 'Sam Shopper'],
    ['Email Address', 'sam@example.com'],
    ['Mobile Number', '0412 345 678'],
    ['Street Address', '1 King Street'],
    ['Suburb', 'Newtown'],
    ['Postcode', '2042'],
    ['Vehicle Make', 'Mazda'],
    ['Vehicle Model', 'CX-5'],
    ['Vehicle Year', '2020'],
  ];
  for (const [label, value] of answers) {
    const field = form.getByLabel(label, { exact: true });
    if ((await field.count()) > 0) await field.fill(value);
  }
}

/** Closes the home popup where the dealer runs one today, so the menus beneath it can be used. */
async function closePopup(page: Page): Promise<void> {
  const popup = page.locator('#site-popup[open]');
  if ((await popup.count()) === 0) return;
  await popup.getByRole('button', { name: 'Close' }).click();
  await popup.waitFor({ state: 'detached' });
}

async function fillContact(scope: Locator): Promise<void> {
  await scope.getByLabel('Name', { exact: true }).fill('Sam Shopper');
  await scope.getByLabel('Email Address').fill('sam@example.com');
  await scope.getByLabel('Mobile Number').fill('0412 345 678');
}
