import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { financeSettingsFor } from '../../src/lib/finance/dealer-settings.ts';
import { extraFinancePagePath } from '../../src/lib/finance/enquiry.ts';
import type { FinanceSettings } from '../../src/lib/finance/finance-settings.ts';
import { dealerBrowser, scrollUntilHydrated } from '../support/browser.ts';
import { builtCarPages } from '../support/built-site.ts';
import { shownLead, storedLeads } from '../support/leads.ts';
import { deliveredLead } from '../support/delivered-lead.ts';
import { textOf } from '../../src/server/leads/delivery/test-support/read-xml.ts';

const site = dealerBrowser();

type Frequency = 'week' | 'fortnight' | 'month';
interface Loan {
  amount: number;
  deposit: number;
  balloon: number;
  years: number;
  rate: number;
  frequency: Frequency;
}

const PERIODS: Record<Frequency, number> = { week: 52, fortnight: 26, month: 12 };
const SUFFIX: Record<Frequency, string> = { week: 'wk', fortnight: 'fn', month: 'mo' };
const dollars = (n: number) => `$${n.toLocaleString('en-AU', { maximumFractionDigits: 2 })}`;

/** The textbook level payment with a balloon, rounded to whole dollars as the site is configured. */
function payment(loan: Loan, settings: FinanceSettings, frequency: Frequency): number {
  const principal = loan.amount - loan.deposit + settings.establishmentFee;
  const r = loan.rate / 100 / PERIODS[frequency];
  const n = Math.round(PERIODS[frequency] * loan.years);
  const exact = ((principal - loan.balloon * Math.pow(1 + r, -n)) * r) / (1 - Math.pow(1 + r, -n));
  return settings.rounding === 'up' ? Math.ceil(exact - 1e-9) : Math.floor(exact + 1e-9);
}

/** What the repayment box should say for `loan`: '$X/wk*', or 'Enquire for Finance' at $25 a week or less. */
function expectedRepayment(loan: Loan, settings: FinanceSettings): string {
  if (payment(loan, settings, 'week') <= 25) return 'Enquire for Finance';
  return `${dollars(payment(loan, settings, loan.frequency))}/${SUFFIX[loan.frequency]}*`;
}

const field = (page: Page, label: string) => page.locator('#finance-calculator').getByRole('textbox', { name: label, exact: true });
const repayment = (page: Page) => page.locator('#finance-calculator .fc-result__payment');
const numberIn = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/** A new page at `path` of the dealer's site, scrolled to its finance calculator once that has hydrated. */
async function openCalculator(dealer: string, path: string): Promise<Page> {
  const page = await site.open(dealer, path);
  await scrollUntilHydrated(page, '#finance-calculator');
  return page;
}

async function loanOnPage(page: Page): Promise<Loan> {
  const value = async (label: string) => numberIn(await field(page, label).inputValue());
  const select = page.locator('#finance-calculator').getByRole('combobox', { name: 'Repayment frequency' });
  return {
    amount: await value('Purchase price'),
    deposit: await value('Deposit / trade-in'),
    balloon: await value('Balloon / residual'),
    years: await value('Loan term'),
    rate: await value('Interest rate'),
    frequency: (await select.count()) > 0 ? ((await select.inputValue()) as Frequency) : 'week',
  };
}

const financeEvents = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: { event_id?: number }[] }).dataLayer ?? []).filter((e) => e.event_id === 26).length);

/** Changes every input in turn and checks the repayment after each, then the bounds help and 'Enquire for Finance'. */
async function driveCalculator(page: Page, settings: FinanceSettings): Promise<void> {
  const loan = await loanOnPage(page);
  await expect(repayment(page).innerText()).resolves.toBe(expectedRepayment(loan, settings));
  expect(await financeEvents(page)).toBe(0);

  const steps: [label: string, key: keyof Loan, value: number][] = [
    ['Purchase price', 'amount', Math.min(settings.amount.max, 42_000)],
    ['Deposit / trade-in', 'deposit', 5_000],
    ['Balloon / residual', 'balloon', 8_000],
    ['Loan term', 'years', 3],
    ['Interest rate', 'rate', Math.min(settings.interest.max, 12)],
  ];
  for (const [label, key, value] of steps) {
    const before = await repayment(page).innerText();
    await field(page, label).fill(String(value));
    Object.assign(loan, { [key]: value });
    const expected = expectedRepayment(loan, settings);
    expect(expected, `${label} changes the repayment`).not.toBe(before);
    await expect.poll(() => repayment(page).innerText(), { message: label }).toBe(expected);
  }

  const termSlider = page.locator('#finance-calculator').getByRole('slider', { name: 'Loan term' });
  await termSlider.focus();
  await page.keyboard.press('ArrowRight');
  loan.years += settings.term.step;
  await expect.poll(() => repayment(page).innerText(), { message: 'term slider' }).toBe(expectedRepayment(loan, settings));

  if (settings.frequency.selectable) {
    await page.locator('#finance-calculator').getByRole('combobox', { name: 'Repayment frequency' }).selectOption('month');
    loan.frequency = 'month';
    await expect.poll(() => repayment(page).innerText(), { message: 'frequency' }).toMatch(/\/mo\*$/);
    await expect(repayment(page).innerText()).resolves.toBe(expectedRepayment(loan, settings));
  }

  const help = `Cannot be less than ${dollars(settings.amount.min)} or more than ${dollars(settings.amount.max)}`;
  const amountHelp = page.locator('#finance-calculator').getByText(help);
  await field(page, 'Purchase price').fill(String(settings.amount.min - 1));
  await expect.poll(() => amountHelp.isVisible()).toBe(true);
  await expect(field(page, 'Purchase price').getAttribute('aria-invalid')).resolves.toBe('true');
  await field(page, 'Purchase price').fill(String(settings.amount.max + 1));
  await expect.poll(() => amountHelp.isVisible()).toBe(true);
  await field(page, 'Purchase price').fill('30000');
  await expect.poll(() => amountHelp.count()).toBe(0);

  await field(page, 'Purchase price').fill(String(settings.amount.min));
  await field(page, 'Deposit / trade-in').fill(String(settings.amount.min));
  await field(page, 'Balloon / residual').fill('0');
  await expect.poll(() => repayment(page).innerText()).toBe('Enquire for Finance');
  await expect(page.locator('#finance-calculator').getByText('Total repayments').count()).resolves.toBe(0);

  expect(await financeEvents(page)).toBe(1);
}

/** `path` of the dealer's site is a finance page: it answers, with the calculator and the enquiry form. */
async function expectFinancePage(dealer: string, path: string): Promise<void> {
  const page = await site.newPage();
  const response = await page.goto(site.url(dealer, path));
  expect(response?.status()).toBe(200);
  expect(await page.locator('#finance-calculator').count()).toBe(1);
  expect(await page.locator('#finance-form').count()).toBe(1);
  await page.close();
}

describe('the finance calculator on /finance', () => {
  const slug = 'harbour-mazda';

  // Three configs: defaults at 8.5%; a $1,300 fee with narrow term and rate ranges; a hidden frequency with a $5,000 minimum.
  it.each(['harbour-mazda', 'westside-used-cars', 'outback-caravans'])(
    'on %s updates the repayment for every input, warns out of range and says Enquire for Finance',
    async (dealer) => {
      const settings = financeSettingsFor(loadDealer(dealer).config);
      const page = await openCalculator(dealer, '/finance');
      await expect(page.locator('h1').innerText()).resolves.toBe('Finance');
      await driveCalculator(page, settings);
      await page.close();
    },
  );

  it('shows the comparison-rate example and the disclaimer', async () => {
    const page = await site.open(slug, '/finance');
    const example = await page.getByTestId('comparison-rate-example').innerText();
    expect(example).toContain('5-year secured loan of $30,000');
    await expect(page.locator('#financeDisclaimer').innerText()).resolves.toMatch(/indicative only/);
    await page.close();
  });

  it.each(['/finance-enquiry', '/apply-for-finance', '/finance-pre-approval'])('builds %s with the calculator and the enquiry form', async (path) => {
    await expectFinancePage(slug, path);
  });
});

describe("the dealer's configured finance link", () => {
  const withOwnLink = ['harbour-mazda', 'outback-caravans', 'sunstate-motor-group', 'westside-used-cars'].filter(
    (dealer) => extraFinancePagePath(loadDealer(dealer).config.finance.link) !== null,
  );
  it('is set by at least one sample dealer', () => {
    expect(withOwnLink.length).toBeGreaterThan(0);
  });
  it.for(withOwnLink)('on %s is a finance page at that path', async (dealer) => {
    const path = extraFinancePagePath(loadDealer(dealer).config.finance.link)!;
    await expectFinancePage(dealer, path);
  });
});

describe('the finance enquiry form', () => {
  it('shows what the enquiry link prefilled and starts the budget there', async () => {
    const { config } = loadDealer('sunstate-motor-group');
    const dealership = config.dealerships[1]!;
    const query = `?preferredDealership=${dealership.slug}&vehiclePriceBudget=45990&car_id=200123&car_type=demo#finance-form`;
    const page = await site.open(config.slug, `/finance${query}`);
    const summary = page.getByTestId('finance-prefill');
    await summary.waitFor();
    const text = await summary.innerText();
    for (const value of [dealership.name, '$45,990']) expect(text).toContain(value);
    // No internal ids or type codes for shoppers (rule: finance.one-figure).
    for (const value of ['200123', 'Car ID', 'Car type']) expect(text).not.toContain(value);
    await expect(page.locator('#finance-form').getByRole('textbox', { name: 'Vehicle price budget' }).inputValue()).resolves.toBe('45,990');
    await page.close();
  });

  it("sends the enquiry from the 'Finance Enquiry' dialog that 'Get Finance Now' opens", async () => {
    const { config } = loadDealer('westside-used-cars');
    expect(config.finance.get_finance_now_modal).toBe(true);
    const page = await openCalculator(config.slug, '/finance');
    await page.getByRole('link', { name: 'Get Finance Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finance Enquiry' });
    await dialog.waitFor();
    const budget = await dialog.getByRole('textbox', { name: 'Vehicle price budget' }).inputValue();
    expect(budget).toBe(await field(page, 'Purchase price').inputValue());
    await dialog.getByLabel('Name', { exact: true }).fill('Sam Shopper');
    await dialog.getByLabel('Email Address').fill('sam+finance-page@westside.example');
    await dialog.getByLabel('Mobile Number').fill('0412 345 678');
    await dialog.getByLabel('I agree to the terms of use').check();
    await Promise.all([page.waitForURL('**/success/'), dialog.getByRole('button', { name: 'Send Enquiry' }).click()]);
    const stored = (await storedLeads(config.slug)).filter((lead) => lead.email === 'sam+finance-page@westside.example');
    expect(stored).toMatchObject([{ category: 'Finance Enquiry', status: expect.stringMatching(/^(stored|forwarded)$/) }]);
    expect((await shownLead(stored[0]!.lead_id)).payload).toMatchObject({ form: 'finance_enquiry', userData: { vehiclePriceBudget: numberIn(budget) } });
    const { mail } = await deliveredLead(stored[0]!.lead_id);
    expect(textOf(mail.prospect, 'vehicle', 'finance', 'amount')).toBe(String(numberIn(budget)));
    await page.close();
  });
});

describe('the finance calculator on a vehicle page', () => {
  it('works on a built car page that shows finance', async () => {
    const slug = 'westside-used-cars';
    const settings = financeSettingsFor(loadDealer(slug).config);
    const car = builtCarPages(slug).find((p) => p.html().includes('id="finance-calculator"'));
    const carPath = car ? `/cars/${car.slug}/` : null;
    expect(carPath, `no built ${slug} car page carries the finance calculator`).not.toBeNull();
    const page = await openCalculator(slug, carPath!);
    await driveCalculator(page, settings);
    await page.close();
  });
});

// rule: finance.one-figure
describe('one repayment figure per car', () => {
  it.each(['harbour-mazda', 'sunstate-motor-group'])(
    "on %s the sidebar, the car page's calculator and the finance page its 'Enquire Now' leads to show one figure",
    async (dealer) => {
      const car = builtCarPages(dealer).find(
        (p) => p.html().includes('id="finance-calculator"') && /class="fc-estimate__value"[^>]*>\$[\d,]+\/wk\*/.test(p.html()),
      );
      expect(car, `no built ${dealer} car page shows a sidebar figure and the calculator`).toBeDefined();
      const page = await openCalculator(dealer, `/cars/${car!.slug}/`);
      const sidebar = await page.locator('.sidebar .fc-estimate__value').innerText();
      const title = await page.locator('.sidebar h1').innerText();
      expect(sidebar).toMatch(/^\$[\d,]+\/wk\*$/);
      await expect(repayment(page).innerText()).resolves.toBe(sidebar);
      // The price as shown, without a struck-out 'was' price or its type.
      const shownPrice = await page.locator('.sidebar [data-testid="price"]').evaluate((el) =>
        [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join(''),
      );
      const price = numberIn(shownPrice);
      expect(numberIn(await field(page, 'Purchase price').inputValue())).toBe(price);

      await Promise.all([page.waitForURL((url) => url.searchParams.has('car_id')), page.locator('#finance-calculator .fc-button').click()]);
      await scrollUntilHydrated(page, '#finance-calculator');
      await expect.poll(() => repayment(page).innerText()).toBe(sidebar);
      const summary = page.getByTestId('finance-prefill');
      await expect.poll(() => summary.innerText()).toContain(title);
      const text = await summary.innerText();
      for (const hidden of ['Car ID', 'Car type', new URL(page.url()).searchParams.get('car_id')!]) expect(text).not.toContain(hidden);
      await page.close();
    },
  );
});
