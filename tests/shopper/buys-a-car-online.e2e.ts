import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../src/lib/strings.ts';
import { signInOnPage, signInQuery } from '../support/accounts.ts';
import { dealerBrowser, islandHydrated } from '../support/browser.ts';
import { findBuiltCarPage, inStockPage } from '../support/built-site.ts';
import { shownLead } from '../support/leads.ts';
import { walkPurchaseJourney } from '../support/purchase-journey.ts';
import { deliveredLead } from '../support/delivered-lead.ts';
import { find, textOf } from '../../src/server/leads/delivery/test-support/read-xml.ts';

const DEALER = 'westside-used-cars';
const PHONE = '0412 555 031';

const { open, url } = dealerBrowser();

/**
 * westside-used-cars turns online purchase on (and gates 'checkout'): a shopper presses Online
 * Purchase on a reservable car, signs in, picks delivery to a postcode, finance with a deposit and
 * a trade-in, gives their details, reviews and goes on to the checkout with the purchase lead,
 * which the operator finds with every choice in `npm run leads -- show`.
 */
describe('a shopper buying a car online', () => {
  it('goes through pickup or delivery, cash or finance, trade-in, details and review to the checkout', async () => {
    const car = findBuiltCarPage(DEALER, (html) => inStockPage(html) && html.includes('href="/checkout-journey?car_id='));
    const page = await open(DEALER, `/cars/${car.slug}/`);
    await page.locator('.sidebar').getByRole('link', { name: STRINGS.onlinePurchase }).click();
    await page.waitForURL(/\/sign-in/);
    expect(signInQuery(page)).toMatchObject({ type: 'checkout', redirect: `/checkout-journey?car_id=${car.slug}` });
    await signInOnPage(page, PHONE);
    await page.waitForURL(url(DEALER, `/checkout-journey?car_id=${car.slug}`));
    await islandHydrated(page, 'PurchaseJourney');
    let before = '';
    const journey = await walkPurchaseJourney(page, '6017', async (state, form) => {
      const estimate = form.getByTestId('finance-estimate');
      if (state === 'postcode error') await expect(form.getByTestId('error-summary').innerText()).resolves.toContain(STRINGS.invalidPostcodeQuickForm);
      // The estimate follows the deposit.
      if (state === 'payment')
        before = await form
          .getByLabel(STRINGS.purchaseFinance)
          .check()
          .then(() => estimate.innerText());
      if (state === 'finance') {
        await expect.poll(() => estimate.innerText()).not.toBe(before);
        expect(await estimate.innerText()).toMatch(/\$[\d,]+\/(wk|fn|mo)\* over .* with \$5,000 deposit/);
      }
      // The valuation opens beside the journey.
      if (state === 'trade-in')
        await expect(form.getByRole('link', { name: STRINGS.purchaseTradeInValue }).getAttribute('href')).resolves.toMatch(/^\/trade-in\?car_id=/);
      // The signed-in mobile is already there.
      if (state === 'details') expect(await form.getByLabel('Mobile Number').inputValue()).not.toBe('');
    });

    // Review, then the checkout for the deposit.
    const review = journey.getByTestId('purchase-review');
    await review.waitFor();
    const reviewed = await review.innerText();
    expect(reviewed).toContain('Delivery (6017): Delivery to');
    expect(reviewed).toMatch(/Finance: \$[\d,]+\/(wk|fn|mo)\*/);
    await journey.getByRole('button', { name: STRINGS.purchaseToDeposit('$200') }).click();
    await page.waitForURL(new RegExp(`/cars/${car.slug}/checkout\\?purchase=`));
    const leadId = new URL(page.url()).searchParams.get('purchase')!;

    const lead = await shownLead(leadId);
    expect(lead).toMatchObject({ category: STRINGS.onlinePurchase, stage: 'complete', name: 'Sam Buyer', carId: expect.any(String) });
    expect(lead.payload['userData']).toMatchObject({
      fulfilment: STRINGS.purchaseDelivery,
      delivery_postcode: '6017',
      delivery_quote: expect.stringContaining('Delivery to'),
      payment: STRINGS.purchaseFinance,
      finance_deposit: 5000,
      finance_estimate: expect.stringContaining('with $5,000 deposit'),
      'do-you-have-a-trade-in': 'Yes',
    });
    // The CRM's ADF: the car, the deposit as the finance down payment, the trade-in beside it.
    const { mail } = await deliveredLead(leadId);
    expect(textOf(mail.prospect, 'vehicle', 'finance', 'amount')).toBe('5000');
    expect(find(mail.prospect, 'vehicle').map((v) => v.attrs['interest'])).toEqual(['buy', 'trade-in']);
  }, 120_000);

  it('answers a bad purchase lead 422 naming each bad field', async () => {
    const page = await open(DEALER, '/');
    const answer = await page.evaluate(async () => {
      const body = {
        form: 'online_purchase',
        category: 'Online Purchase',
        url: location.href,
        source: 'online-purchase',
        user_agent: 'journey',
        form_completed: true,
        isLastStep: true,
        userData: { fulfilment: 'Teleport', payment: 'Cash', 'do-you-have-a-trade-in': 'No' },
      };
      const response = await fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as { fields: Record<string, string[]> } };
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.fields)).toEqual(expect.arrayContaining(['fulfilment', 'car_id', 'name', 'email', 'phone']));
  });
});
