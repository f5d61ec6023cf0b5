import type { Locator, Page } from 'playwright-core';
import { STRINGS } from '../../src/lib/strings.ts';

/** The states of the purchase journey a walk stops at, in order. */
export type JourneyState = 'fulfilment' | 'postcode error' | 'payment' | 'finance' | 'trade-in' | 'details' | 'details errors' | 'review';

/**
 * Walks the purchase journey on an open /checkout-journey page the way a shopper does: delivery
 * (a bad postcode first, then `postcode`), finance with a $5,000 deposit, a trade-in, the details
 * (sent empty first), to the review; `at` runs at each state, before the walk moves on.
 */
export async function walkPurchaseJourney(page: Page, postcode: string, at: (state: JourneyState, journey: Locator) => Promise<void>): Promise<Locator> {
  const journey = page.getByTestId('purchase-journey');
  const next = () => journey.getByRole('button', { name: 'Next' }).click();
  await journey.waitFor();
  await at('fulfilment', journey);
  await journey.getByLabel(STRINGS.purchaseDelivery).check();
  await journey.getByLabel(STRINGS.purchaseDeliveryPostcode).fill('60');
  await next();
  await journey.getByTestId('error-summary').waitFor();
  await at('postcode error', journey);
  await journey.getByLabel(STRINGS.purchaseDeliveryPostcode).fill(postcode);
  await next();
  await journey.getByText(STRINGS.purchaseStepPayment, { exact: true }).waitFor();
  await at('payment', journey);
  await journey.getByLabel(STRINGS.purchaseFinance).check();
  await journey.getByLabel(STRINGS.purchaseFinanceDeposit).fill('5000');
  await at('finance', journey);
  await next();
  await journey.getByText(STRINGS.purchaseStepTradeIn, { exact: true }).waitFor();
  await at('trade-in', journey);
  await journey.getByLabel('Yes').check();
  await next();
  await journey.getByText(STRINGS.purchaseStepDetails, { exact: true }).waitFor();
  const name = journey.getByLabel('Name', { exact: true });
  await name.fill('');
  await next();
  await journey.getByTestId('error-summary').waitFor();
  await at('details errors', journey);
  await name.fill('Sam Buyer');
  await journey.getByLabel('Email Address').fill('sam.buyer@example.com');
  await journey.getByLabel(/I agree to the/).check();
  await at('details', journey);
  await next();
  await journey.getByTestId('purchase-review').waitFor();
  await at('review', journey);
  return journey;
}
