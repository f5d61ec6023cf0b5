import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STRINGS } from '../../src/lib/strings.ts';
import { findBuiltCarPage, inStockPage } from '../support/built-site.ts';
import { carPageJourney } from '../support/car-page.ts';

/** The slug of the first built car page of `dealer` that `test` accepts. */
const findCar = (dealer: string, test: (html: string, slug: string) => boolean) => findBuiltCarPage(dealer, test).slug;

const { page, open, hydrated } = carPageJourney({ acceptDownloads: true, permissions: ['clipboard-read', 'clipboard-write'] });

describe('the sidebar tools', () => {
  it('reveals the masked phone number on click, reports it and turns it into a tel: link', async () => {
    const slug = findCar('harbour-mazda', inStockPage);
    await open('harbour-mazda', slug);
    await hydrated('SidebarTools');
    const phone = page().getByTestId('phone');
    const masked = (await phone.innerText()).replace(/^\W+/, '').trim();
    expect(masked).toMatch(/^\d{2} \d{2}X{2} X{4}$/);
    const [request] = await Promise.all([page().waitForRequest('**/api/phone-reveal'), phone.click()]);
    const response = await request.response();
    expect(response?.status()).toBe(202);
    const body = request.postDataJSON() as { car_id: string; dealership_id: number; website_id: number };
    expect(body.car_id).toBe(await page().locator('[data-car-page]').getAttribute('data-car-page'));
    expect(typeof body.dealership_id).toBe('number');
    expect(typeof body.website_id).toBe('number');
    const revealed = (await phone.innerText()).replace(/^\W+/, '').trim();
    expect(revealed.slice(0, 5)).toBe(masked.slice(0, 5));
    expect(revealed).toMatch(/^0\d \d{4} \d{4}$/);
    expect(await phone.getAttribute('href')).toBe(`tel:+61${revealed.replace(/\s/g, '').slice(1)}`);
  });

  it("copies the link in the share dialog and shows 'Copied' for 1.5 s", async () => {
    await page().getByTestId('share').click();
    expect(await page().getByRole('dialog', { name: STRINGS.shareThisCar }).count()).toBe(1);
    const copy = page().getByTestId('copy-link');
    await copy.click();
    await expect.poll(() => copy.innerText()).toBe(STRINGS.copied);
    expect(await page().evaluate(() => navigator.clipboard.readText())).toMatch(/\/cars\/[^/]+\/$/);
    await page().waitForTimeout(1700);
    expect(await copy.innerText()).not.toBe(STRINGS.copied);
    await page().keyboard.press('Escape');
  });

  it("toasts 'Copied {car name} to your clipboard!' for 3 s on the sidebar share variant", async () => {
    const slug = findCar('westside-used-cars', inStockPage);
    await open('westside-used-cars', slug);
    await hydrated('SidebarTools');
    const title = await page().locator('h1').innerText();
    await page().getByTestId('share').click();
    const toast = page().getByTestId('toast');
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.innerText()).toContain(STRINGS.copiedToClipboard(title));
    await page().waitForTimeout(2500);
    expect(await toast.count()).toBe(1);
    await expect.poll(() => toast.count(), { timeout: 2000 }).toBe(0);
  });

  it("downloads {slug}.pdf, reading 'Preparing...' while it works", async () => {
    const slug = findCar('harbour-mazda', inStockPage);
    await open('harbour-mazda', slug);
    await hydrated('SidebarTools');
    await page().route(`**/cars/${slug}/print/`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const button = page().getByTestId('pdf');
    const [download] = await Promise.all([page().waitForEvent('download'), button.click(), expect.poll(() => button.innerText()).toBe(STRINGS.preparing)]);
    expect(download.suggestedFilename()).toBe(`${slug}.pdf`);
    const bytes = fs.readFileSync((await download.path())!).toString('latin1');
    expect(bytes.startsWith('%PDF-1.')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(bytes)?.[1]);
    expect(bytes.slice(startxref, startxref + 4)).toBe('xref');
    expect(bytes).toContain('/Subtype /Image');
    await expect.poll(() => button.innerText()).not.toBe(STRINGS.preparing);
    await page().unroute(`**/cars/${slug}/print/`);
  });

  it('alerts the message when the PDF cannot be made', async () => {
    const slug = new URL(page().url()).pathname.split('/')[2]!;
    await page().route(`**/cars/${slug}/print/`, (route) => route.fulfill({ status: 500, body: 'no' }));
    let message = '';
    page().once('dialog', (dialog) => {
      message = dialog.message();
      void dialog.dismiss();
    });
    await page().getByTestId('pdf').click();
    await expect.poll(() => message).toContain('500');
    await page().unroute(`**/cars/${slug}/print/`);
  });
});
