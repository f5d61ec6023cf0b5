import type { ExpectStatic } from 'vitest';
import { FORM_COPY } from '../../src/lib/leads/copy.ts';
import type { Page } from 'playwright-core';
import { isGated } from '../../src/lib/accounts/account-pages.ts';
import { listDealerSlugs, loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { SENT_SUMMARY_KEY, whenText, type SentSummary } from '../../src/lib/leads/sent-summary.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { LISTING_COPY } from '../../src/lib/listing/copy.ts';
import { siteTestDriveWords } from '../../src/lib/test-drive/test-drive-words.ts';
import { textedCode } from './accounts.ts';
import { islandHydrated, scrollUntilHydrated, type DealerBrowser } from './browser.ts';
import { findBuiltCarPage, inStockPage } from './built-site.ts';
import { liveManifest } from './page-types.ts';
import { expectNoViolations } from './quality-pages.ts';
import { closePopup, fillContact, fillServiceStep } from './state-steps.ts';

/**
 * What a state's check is given: the shard file's browser (for a page of its own: a phone's, one
 * with a script or a clock set before it loads), `onQuietPage` (runs a check on a warm page of the
 * dealer's site opened at `path` with its network quiet: tests/support/warm-pages.ts), and the
 * running test's own `expect` (states are checked a few at a time, and `expect.poll` on vitest's
 * global `expect` fails once another test of the file has ended).
 */
export type StateCheckContext = {
  site: DealerBrowser;
  onQuietPage: (dealer: string, path: string, check: (page: Page) => Promise<void>) => Promise<void>;
  expect: ExpectStatic;
};

/**
 * A state a page opens into that the gate checks with axe (tests/support/page-state-gate.ts): `on`
 * says which dealers have it (every dealer when absent); `check` opens it on one dealer, checking
 * with `expectNoViolations` each step along the way.
 */
export type PageState = { name: string; on?: (dealer: string) => boolean; check: (dealer: string, context: StateCheckContext) => Promise<void> };

const config = (dealer: string) => loadDealer(dealer).config;
const forSale = (dealer: string) => findBuiltCarPage(dealer, (html) => inStockPage(html));
const checkoutRoute = 'src/pages/cars/[slug]/checkout.astro';
const checkoutPage = (dealer: string) => Object.entries(liveManifest(dealer).pages).find(([, p]) => p.route === checkoutRoute)?.[0];

/**
 * The states the gate checks — dialogs, each step of a multi-step form and its errors, the
 * fullscreen gallery, every header menu open, the phone menu, the home popup, the checkout — once
 * each on every sample dealer that has them. A new state is one more entry here.
 */
export const PAGE_STATES: PageState[] = [
  {
    name: "the car page's Enquire dialog, at each step and with its errors",
    check: async (dealer, { onQuietPage }) => {
      await onQuietPage(dealer, `/cars/${forSale(dealer).slug}/`, async (page) => {
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
      });
    },
  },

  {
    name: 'the fullscreen gallery',
    check: async (dealer, { onQuietPage }) => {
      await onQuietPage(dealer, `/cars/${forSale(dealer).slug}/`, async (page) => {
        await islandHydrated(page, 'Gallery');
        await page.getByRole('button', { name: STRINGS.fullscreen }).click();
        await page.getByTestId('gallery-fullscreen').waitFor();
        await expectNoViolations(page, 'fullscreen gallery');
      });
    },
  },

  {
    name: "the calculator's Finance Enquiry dialog",
    on: (dealer) => config(dealer).finance.get_finance_now_modal,
    check: async (dealer, { onQuietPage }) => {
      const car = findBuiltCarPage(dealer, (html) => inStockPage(html) && html.includes('id="finance-calculator"'));
      await onQuietPage(dealer, `/cars/${car.slug}/`, async (page) => {
        await scrollUntilHydrated(page, '#finance-calculator');
        await page.locator('#finance-calculator').getByRole('link', { name: 'Get Finance Now' }).click();
        await page.getByRole('dialog', { name: STRINGS.financeEnquiry }).waitFor();
        await expectNoViolations(page, 'Finance Enquiry dialog');
      });
    },
  },

  {
    name: "a listing card's Quick Enquiry dialog, and compare and favourites with cars in them",
    check: async (dealer, { site, onQuietPage }) => {
      await onQuietPage(dealer, '/search/', async (page) => {
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
      });
    },
  },

  {
    name: 'the listing on a phone, its filter drawer open and a long facet opened onto its search box',
    check: async (dealer, { site }) => {
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
    },
  },

  {
    name: "the test-drive form with a car's times, a day chosen, and with its errors",
    check: async (dealer, { onQuietPage }) => {
      const carId = /data-car-page="([^"]+)"/.exec(forSale(dealer).html())![1]!;
      await onQuietPage(dealer, `/book-test-drive/?car_id=${carId}`, async (page) => {
        await islandHydrated(page, 'LeadFormIsland');
        const form = page.getByTestId('lead-form');
        const date = form.getByLabel(STRINGS.testDrivePreferredDate, { exact: true });
        await date.waitFor();
        await date.selectOption({ index: 1 });
        await form.getByLabel(STRINGS.testDrivePreferredTime, { exact: true }).selectOption({ index: 1 });
        await expectNoViolations(page, 'test-drive form with times');
        // The dealer's own words for what it books ('Book Test Drive', or 'Request a Time' for test rides and inspections).
        await form.getByRole('button', { name: siteTestDriveWords(config(dealer).test_drive.site_offer).submit }).click();
        await form.getByTestId('error-summary').waitFor();
        await expectNoViolations(page, 'test-drive form with times and errors');
      });
    },
  },

  {
    name: 'the thank-you page repeating the car and time a shopper sent',
    check: async (dealer, { site }) => {
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
    },
  },

  {
    name: "the contact page's form with its errors, and its e-mail typo hint",
    check: async (dealer, { onQuietPage }) => {
      await onQuietPage(dealer, '/contact/', async (page) => {
        await islandHydrated(page, 'LeadFormIsland');
        const form = page.getByTestId('lead-form');
        await form.getByRole('button', { name: 'Send Enquiry' }).click();
        await form.getByTestId('error-summary').waitFor();
        await expectNoViolations(page, 'contact form with errors');
        await form.getByLabel('Email Address').fill('sam@gmial.com');
        await form.getByLabel('Email Address').blur();
        await form.getByRole('button', { name: STRINGS.emailDomainHint('gmail.com') }).waitFor();
        await expectNoViolations(page, 'contact form with the e-mail typo hint');
      });
    },
  },

  {
    name: "the header's menus, each dropdown open in turn (the Range mega-menu among them)",
    check: async (dealer, { onQuietPage, expect }) => {
      await onQuietPage(dealer, '/', async (page) => {
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
      });
    },
  },

  {
    name: 'the phone menu open',
    check: async (dealer, { site, expect }) => {
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
    },
  },

  {
    name: 'the home popup',
    on: (dealer) => config(dealer).content.popup !== false,
    check: async (dealer, { site }) => {
      const popup = config(dealer).content.popup;
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
    },
  },

  {
    name: 'the service booking form at each step, with its errors',
    on: (dealer) => config(dealer).service.page !== 'iframe',
    check: async (dealer, { onQuietPage }) => {
      await onQuietPage(dealer, '/service/', async (page) => {
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
      });
    },
  },

  // A gated dealer's trade-in pages send a signed-out visitor to sign-in (its journey signs in): the others cover the steps.
  {
    name: 'the instant offer at each step, with its errors and the no-match panel',
    on: (dealer) => config(dealer).trade_in.vehicle_data && !isGated(config(dealer), 'trade-in'),
    check: async (dealer, { onQuietPage }) => {
      await onQuietPage(dealer, '/sell-my-car/', async (page) => {
        const L = STRINGS.tradeInLabels;
        const onStep = (title: string) => page.getByRole('heading', { name: title, level: 2 }).waitFor({ timeout: 20_000 });
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
        if (config(dealer).trade_in.image_upload) {
          await onStep('Upload Images');
          await expectNoViolations(page, 'Upload Images');
          await page.getByRole('button', { name: STRINGS.tradeInNext }).click();
        }
        await onStep('Your Details');
        await page.getByRole('button', { name: STRINGS.tradeInGetOffer }).click();
        await page.getByTestId('error-summary').waitFor();
        await expectNoViolations(page, 'Your Details with errors');
      });
    },
  },

  {
    name: 'the trade-in quick form, and with its errors',
    on: (dealer) => !config(dealer).trade_in.vehicle_data,
    check: async (dealer, { onQuietPage }) => {
      await onQuietPage(dealer, '/sell-my-car/', async (page) => {
        await islandHydrated(page, 'LeadFormIsland');
        const form = page.getByTestId('lead-form');
        await expectNoViolations(page, 'trade-in quick form');
        await form.getByLabel(FORM_COPY.postcode).fill('40');
        await form.getByRole('button', { name: FORM_COPY.send }).click();
        await form.getByTestId('error-summary').waitFor();
        await expectNoViolations(page, 'trade-in quick form with errors');
      });
    },
  },
  {
    name: 'reserve online: the checkout form, and with its errors',
    on: (dealer) => checkoutPage(dealer) !== undefined,
    check: async (dealer, { site, onQuietPage }) => {
      const checkout = checkoutPage(dealer)!;
      await onQuietPage(dealer, '/', async (page) => {
        // Where checkout is gated, signed in through the API (the sign-in page has its own check), so the page stays.
        if (isGated(config(dealer), 'checkout')) {
          // A number of each dealer's own: one number is texted at most one code per 30 s.
          const phone = `0412 555 ${299 - listDealerSlugs().indexOf(dealer)}`;
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
      });
    },
  },
];
