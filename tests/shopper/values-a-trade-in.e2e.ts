import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadDealer } from '../../src/lib/dealer/load-dealer.ts';
import { builtStock } from '../../src/lib/listing/fixtures/built-stock.ts';
import { STRINGS } from '../../src/lib/strings.ts';
import { COLLAPSE_MS } from '../../src/components/site/collapse.ts';
import { islandHydrated } from '../support/browser.ts';
import { leadJourney } from '../support/lead-journey.ts';
import { shownLead, storedLeads } from '../support/leads.ts';
import { deliveredLead } from '../support/delivered-lead.ts';
import { find, textOf } from '../../src/server/leads/delivery/test-support/read-xml.ts';

/**
 * A shopper values a car on westside-used-cars (trade-in on, valuations saved, default state WA):
 * one of the dealer's own used cars by its rego and state through all four steps with two real
 * photos (a text file named .jpg and an 11th photo refused first), an ambiguous rego through
 * 'Vehicle Selection' to the no-estimate copy, an unknown rego to the no-match panel, and the FAQs.
 */
const dealer = 'westside-used-cars';
const { config } = loadDealer(dealer);
const journey = leadJourney(dealer);
const page = journey.page;
const S = STRINGS;
const L = S.tradeInLabels;

type FeedCar = {
  id: string | number;
  regplate?: string | null;
  vin?: string | null;
  state?: string | null;
  car_type: string;
  year: number;
  make: string;
  model: string;
};

/** A used car the dealer has in stock, young enough for an online estimate, with its rego and state. */
function carToValue(): FeedCar {
  const feed = JSON.parse(fs.readFileSync('data/generated/stock-feed.json', 'utf8')) as FeedCar[];
  const inStock = new Set(
    builtStock(dealer)
      .filter((d) => d.status === 'in_stock')
      .map((d) => d.id),
  );
  const thisYear = new Date().getFullYear();
  const car = feed.find(
    (c) =>
      inStock.has(String(c.id)) && c.car_type === 'used' && c.regplate && c.state && thisYear - c.year <= config.trade_in.online_estimate_limits.max_age_years,
  );
  if (!car) throw new Error(`no used car of ${dealer} with a rego to value`);
  return car;
}

let photos: string[] = [];
let notAnImage = '';
beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trade-in-photos-'));
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } });
  photos = await Promise.all(
    Array.from({ length: 11 }, async (_, i) => {
      const file = path.join(dir, `photo-${i + 1}.${i % 2 === 0 ? 'jpg' : 'png'}`);
      await (i % 2 === 0 ? image.clone().jpeg() : image.clone().png()).toFile(file);
      return file;
    }),
  );
  notAnImage = path.join(dir, 'notes.jpg');
  fs.writeFileSync(notAnImage, 'This is a text file, not a photo.\n');
});
afterAll(() => fs.rmSync(path.dirname(notAnImage), { recursive: true, force: true }));

async function openOffer(at = '/sell-my-car/'): Promise<Page> {
  await journey.open(at);
  await islandHydrated(page(), 'TradeInOffer');
  return page();
}

/** The step the offer shows, once it gets there (the first lookup reads the vehicle table). */
async function shownStep(p: Page): Promise<string> {
  const failure = p.getByTestId('trade-in-error');
  const heading = await p.getByTestId('trade-in-step').innerText();
  return (await failure.count()) > 0 ? `${heading}: ${await failure.innerText()}` : heading;
}

/** Waits for the offer to show a step (the first lookup reads the vehicle table); a step's failure message shows in the assertion. */
const onStep = (p: Page, title: string) => expect.poll(() => shownStep(p), { timeout: 20_000 }).toBe(title);

async function findByRego(p: Page, rego: string, state: string): Promise<void> {
  await p.getByLabel(L.rego).fill(rego);
  await p.getByLabel(L.state, { exact: true }).selectOption(state);
  await p.getByRole('button', { name: S.tradeInFindMyCar }).click();
}

async function fillDetails(p: Page, email: string, km: string, underFinance: 'Yes' | 'No'): Promise<void> {
  await journey.fillContact(p, email);
  await p.getByLabel(L.postcode).fill('6000');
  await p.getByLabel(L.odometer, { exact: true }).fill(km);
  await p.getByLabel(L.serviceHistory).selectOption('Full service history');
  await p.getByLabel(L.numberOfKeys).selectOption('2');
  await p.getByLabel(L.carCondition).selectOption('Good');
  await p.getByLabel(L.comments).fill('Garaged, one owner.');
  await p.getByRole('group', { name: S.tradeInUnderFinance }).getByRole('radio', { name: underFinance }).check();
  if (config.forms.terms_checkbox) await p.locator('#trade-in-terms-conditions').check();
}

describe('the instant offer on westside-used-cars', () => {
  it('values a sample used car by its rego and state through all four steps with two photos', async () => {
    const car = carToValue();
    const email = `sam+trade-in@${dealer}.example`;
    const p = await openOffer('/trade-in/');
    expect(await p.getByLabel(L.state, { exact: true }).inputValue()).toBe(config.forms.default_state);
    expect(await p.getByRole('button', { name: S.tradeInBack }).count()).toBe(0);
    await findByRego(p, car.regplate!, car.state!);

    await onStep(p, 'Upload Images');
    await p.getByLabel(S.tradeInChooseImages).setInputFiles(notAnImage);
    expect(await p.getByTestId('trade-in-image-refusal').innerText()).toBe(S.imageTooLarge);
    await p.getByLabel(S.tradeInChooseImages).setInputFiles(photos);
    await expect.poll(() => p.getByTestId('trade-in-image-refusal').innerText(), { timeout: 10_000 }).toBe(S.tooManyImages);
    expect(await p.getByTestId('trade-in-files').locator('li').count()).toBe(10);
    for (const file of photos.slice(2, 10)) await p.getByRole('button', { name: S.tradeInRemoveImage(path.basename(file)) }).click();
    expect(await p.getByTestId('trade-in-files').locator('li').count()).toBe(2);
    await p.getByRole('button', { name: S.tradeInNext }).click();

    await onStep(p, 'Your Details');
    expect(await p.getByTestId('trade-in-vehicle').innerText()).toContain(`${car.year} ${car.make} ${car.model}`);
    await fillDetails(p, email, '45000', 'No');
    await p.getByRole('button', { name: S.tradeInGetOffer }).click();

    const offer = p.getByTestId('trade-in-offer');
    await offer.waitFor();
    expect(await offer.getByRole('heading', { level: 2 }).innerText()).toBe(S.tradeInOfferHeading);
    expect(await offer.innerText()).toContain(S.tradeInOfferValid);
    expect(await p.getByTestId('trade-in-offer-method').innerText()).toMatch(/^Worked out from \d+ comparable cars? in our own stock/);
    const amount = Number((await p.getByTestId('trade-in-offer-amount').innerText()).replace(/[$,]/g, ''));
    expect(amount).toBeGreaterThan(0);

    const [row] = (await storedLeads(dealer)).filter((lead) => lead.email === email);
    const lead = (await shownLead(row!.lead_id)) as unknown as {
      stage: string;
      category: string;
      payload: { userData: Record<string, unknown> };
      valuations: { km: number; rego: string; images: { contentType: string }[] }[];
      stored_valuation: { offer_price: number; rego: string; regoState: string; adjustmentAnswers: Record<string, unknown> };
    };
    expect(lead.stage).toBe('complete');
    expect(lead.category).toBe(S.tradeInValuation);
    expect(lead.payload.userData).toMatchObject({ rego: car.regplate, state: car.state, Make: car.make, Model: car.model, Year: String(car.year) });
    expect(lead.payload.userData).toMatchObject({
      odometer: 45000,
      postcode: '6000',
      offer_price: String(amount),
      images: '2',
      PreferredContactMethod: 'Phone',
    });
    expect(lead.payload.userData).not.toHaveProperty('RedBookCode');
    expect(lead.valuations).toHaveLength(1);
    expect(lead.valuations[0]!.km).toBe(45000);
    expect(lead.valuations[0]!.images.map((i) => i.contentType)).toEqual(['image/jpeg', 'image/png']);
    expect(lead.stored_valuation).toMatchObject({ offer_price: amount, rego: car.regplate, regoState: car.state, adjustmentAnswers: { odometer: 45000 } });
    // The CRM gets the shopper's car as ADF's trade-in vehicle, with its offer and both photos' links.
    const { mail } = await deliveredLead(row!.lead_id);
    const tradeIn = find(mail.prospect, 'vehicle').find((v) => v.attrs['interest'] === 'trade-in')!;
    expect(tradeIn.attrs).toEqual({ interest: 'trade-in', status: 'used' });
    expect([textOf(tradeIn, 'year'), textOf(tradeIn, 'make'), textOf(tradeIn, 'model')]).toEqual([String(car.year), car.make, car.model]);
    expect(textOf(tradeIn, 'odometer')).toBe('45000');
    expect(textOf(tradeIn, 'price')).toBe(String(amount));
    expect(textOf(mail.prospect, 'customer', 'comments')).toMatch(/^Photos \(2\): \S+\.jpg\n\S+\.png$/m);
  });

  it("takes an ambiguous rego through 'Vehicle Selection', and gives no estimate over the odometer limit", async () => {
    const p = await openOffer();
    await findByRego(p, 'MULTI2', 'QLD');
    await onStep(p, 'Vehicle Selection');
    await p.getByRole('button', { name: S.tradeInNext }).click();
    expect(await p.getByText(S.chooseOneCar).count()).toBe(1);
    await p.getByRole('radio').first().check();
    await p.getByRole('button', { name: S.tradeInNext }).click();
    await onStep(p, 'Upload Images');
    await p.getByRole('button', { name: S.tradeInNext }).click();
    await onStep(p, 'Your Details');
    expect(await p.getByTestId('trade-in-vehicle').innerText()).toContain('Toyota Corolla');
    await fillDetails(p, `sam+multi2@${dealer}.example`, '150000', 'Yes');
    await p.getByRole('button', { name: S.tradeInGetOffer }).click();
    const none = p.getByTestId('trade-in-no-estimate');
    await none.waitFor();
    const text = await none.innerText();
    expect(text).toContain(S.tradeInNoEstimate(config.trade_in.online_estimate_limits.max_age_years, '100,000'));
    expect(text).toContain(S.tradeInBuyingTeamHours(config.trade_in.buying_team_hours));
    expect(text).toContain(S.tradeInPayoutLetter);
  });

  it('on a phone, moves focus to the error summary when the last step has a bad postcode, and hints at a mistyped e-mail domain without blocking', async () => {
    const p = await openOffer();
    await p.setViewportSize({ width: 390, height: 844 });
    try {
      await findByRego(p, 'MULTI2', 'QLD');
      await onStep(p, 'Vehicle Selection');
      await p.getByRole('radio').first().check();
      await p.getByRole('button', { name: S.tradeInNext }).click();
      await onStep(p, 'Upload Images');
      await p.getByRole('button', { name: S.tradeInNext }).click();
      await onStep(p, 'Your Details');
      await fillDetails(p, `sam+phone@gmial.com`, '45000', 'No');
      await p.getByLabel(L.postcode).fill('60');
      // The hint appears once the shopper leaves the e-mail field, and never stops the form.
      expect(await p.getByTestId('email-domain-hint').innerText()).toBe(S.emailDomainHint('gmail.com'));
      await p.getByRole('button', { name: S.tradeInGetOffer }).click();
      const summary = p.getByTestId('error-summary');
      await summary.waitFor();
      expect(await summary.innerText()).toContain(`${L.postcode}: ${S.invalidPostcodeQuickForm}`);
      expect(await summary.innerText()).not.toContain('Email');
      expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
      const box = (await summary.boundingBox())!;
      expect(box.y + box.height, 'the focused summary is on screen').toBeGreaterThan(0);
      expect(box.y).toBeLessThan(844);
      // Taking the hint fixes the address in place.
      await p.getByTestId('email-domain-hint').getByRole('button').click();
      expect(await p.getByLabel('Email Address').inputValue()).toBe('sam+phone@gmail.com');
    } finally {
      await p.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('shows the no-match panel for an unknown rego, with the phone, Contact and Back', async () => {
    const p = await openOffer();
    await findByRego(p, 'NOMATCH', 'WA');
    const panel = p.getByTestId('trade-in-no-match');
    await panel.waitFor();
    expect(await panel.innerText()).toContain(S.tradeInNoMatch);
    expect(await panel.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await panel.getByRole('link', { name: S.tradeInContact }).getAttribute('href')).toBe('/contact/');
    await panel.getByRole('button', { name: S.tradeInBack }).click();
    expect(await panel.count()).toBe(0);
    expect(await p.getByLabel(L.rego).inputValue()).toBe('NOMATCH');
  });

  it("sends the lead about the car whose 'Trade-In Valuation' button opened it", async () => {
    const car = builtStock(dealer).find((d) => d.status === 'in_stock' && typeof d.price === 'number' && d.price > 200)!;
    const p = await openOffer(`/cars/trade-in/?car_id=${car.id}`);
    const posted = p.waitForRequest((r) => r.url().endsWith('/api/leads') && r.method() === 'POST');
    await findByRego(p, 'NOMATCH', 'WA');
    expect((await posted).postDataJSON()).toMatchObject({ form: 'trade_in', car_id: car.id, source: 'car-trade-in', isLastStep: false });
  });

  it('opens and closes each FAQ by its heading, sliding over 300 ms as the car page does (rule: vehicle.collapse)', async () => {
    const p = await openOffer();
    const first = p.getByTestId('trade-in-faqs').locator('details').first();
    /** The durations of the slides running on the FAQ, and its height. */
    const slides = () => first.evaluate((d) => d.getAnimations().map((a) => a.effect?.getTiming().duration));
    const height = () => first.evaluate((d) => d.getBoundingClientRect().height);
    // The page's animations play at a tenth of their speed, so a busy machine still sees the slide running.
    const devtools = await p.context().newCDPSession(p);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
    expect(await first.getAttribute('open')).toBeNull();
    const closed = await height();
    await first.getByRole('heading').click();
    expect(await first.getAttribute('open')).toBe('');
    expect(await slides()).toEqual([COLLAPSE_MS]);
    // Part-way: taller than the question alone, shorter than the question with its answer.
    const during = await height();
    await expect.poll(slides).toEqual([]);
    const open = await height();
    expect(during).toBeLessThan(open);
    expect(open).toBeGreaterThan(closed);
    await first.getByRole('heading').click();
    expect(await slides()).toEqual([COLLAPSE_MS]);
    // Closing keeps the answer shown until the slide ends.
    expect(await first.getAttribute('open')).toBe('');
    await expect.poll(() => first.getAttribute('open')).toBeNull();
    expect(await height()).toBe(closed);
    // From the keyboard too: Enter on the question opens it.
    await first.locator('summary').focus();
    await p.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('open')).toBe('');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await devtools.detach();
  });

  it('opens the FAQs at once for a shopper who asks for less motion', async () => {
    const p = await openOffer();
    await p.emulateMedia({ reducedMotion: 'reduce' });
    const first = p.getByTestId('trade-in-faqs').locator('details').first();
    await first.getByRole('heading').click();
    expect(await first.getAttribute('open')).toBe('');
    expect(await first.evaluate((d) => d.getAnimations().length)).toBe(0);
    await first.getByRole('heading').click();
    expect(await first.getAttribute('open')).toBeNull();
    await p.emulateMedia({ reducedMotion: null });
  });
});
