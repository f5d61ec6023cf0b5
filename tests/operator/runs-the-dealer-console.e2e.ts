import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SentSms } from '../../src/server/accounts/sms/embedded-sms.ts';
import { consoleCodeIn } from '../../src/server/console/testing/console-mail.ts';
import { CONSOLE_COPY } from '../../src/lib/console/console-copy.ts';
import { fetchSite, runScript, waitFor } from '../setup/isolated-work.ts';
import { dealerBrowser, islandHydrated } from '../support/browser.ts';
import { liveReservations, reservationServer } from '../support/live-reservation.ts';
import { axeViolations } from '../support/quality-checks.ts';

/**
 * The dealer console on westside-used-cars, in a work directory of its own (cancelling a
 * reservation rebuilds the dealer): the first owner is invited by `npm run staff`, signs in with
 * the code from the mbox and invites a sales person from the Staff screen (desktop); the sales
 * person signs in on a phone, gets 403 for another dealer's reservations and staff, and cancels a
 * shopper's reservation from the Reservations screen; the car is offered on the live site again.
 * Then a stock change is held for approval (westside-used-cars does not promote stock builds): a
 * manager sees it on the Builds screen, approves it, and the live page changes.
 */
const DEALER = 'westside-used-cars';
const HOST = `${DEALER}.localhost`;
const OWNER = 'owner-e2e@westside.example';
const SALES = 'sales-e2e@westside.example';
const MANAGER = 'manager-e2e@westside.example';
const SHOPPER = '0412 555 301';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const { work, port, env, serverLog } = reservationServer('console', DEALER);

const site = dealerBrowser(port);
const live = liveReservations(port, HOST);

/** Signs in on /console/ with the code e-mailed to `email` (the mbox under the work dir's data dir). */
async function consoleSignIn(page: Page, email: string): Promise<void> {
  await page.goto(site.url(DEALER, '/console/'));
  await islandHydrated(page, 'ConsoleSignIn');
  expect(await axeViolations(page), 'console sign-in').toEqual([]);
  await page.getByLabel('E-mail or mobile').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').waitFor();
  const code = consoleCodeIn(path.join(work(), '.cache', 'lead-mail.mbox'), email);
  if (!code) throw new Error(`no console code was e-mailed to ${email}`);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Console' }).waitFor();
}

/** A shopper's reservation of `carId`, made through the site's own API as its checkout makes it. */
async function shopperReserves(carId: string): Promise<void> {
  const shopper = await site.open(DEALER, '/');
  const post = (url: string, body: unknown) =>
    shopper.evaluate(async ([u, b]) => (await fetch(u, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).status, [
      url,
      body,
    ] as const);
  expect(await post('/api/auth/code', { phone_number: SHOPPER })).toBe(202);
  const { output } = await runScript('sms.ts', ['list', '--json'], env());
  const code = (JSON.parse(output) as SentSms[]).find((m) => m.phone === SHOPPER.replace(/ /g, ''))?.text.match(/\b\d{6}\b/)?.[0];
  expect(await post('/api/auth/verify', { phone_number: SHOPPER, code })).toBe(200);
  expect(await post('/api/reservations', { car_id: carId, name: 'Casey Console', email: 'casey@example.com', phone: SHOPPER })).toBe(201);
  await shopper.close();
}

describe('staff running the dealer console', () => {
  it('an owner invited by the CLI invites a sales person, who is refused another dealer and cancels a reservation from a phone', async () => {
    const invited = await runScript('staff.ts', ['invite', OWNER, '--dealer', DEALER, '--role', 'owner', '--name', 'Olive Owner'], env());
    expect(invited.output).toMatch(/^Invited owner-e2e@westside\.example as owner/m);
    const [car] = await live.reservableCars();
    if (!car) throw new Error('no reservable car on the first page of westside-used-cars');
    await shopperReserves(car.id);
    await waitFor(() => live.showsReserved(car, true), 10_000, `${car.slug} to show Reserved`, serverLog);

    // The owner, at a desk: signs in, invites a sales person, reads the audit log.
    const owner = await site.newPage({ viewport: DESKTOP });
    await consoleSignIn(owner, OWNER);
    await owner.getByRole('link', { name: 'Staff' }).click();
    await owner.waitForURL(site.url(DEALER, '/console/staff/'));
    await islandHydrated(owner, 'StaffScreen');
    await owner.getByLabel('E-mail').fill(SALES);
    await owner.getByLabel('Name').fill('Sid Sales');
    await owner.getByLabel('Role').selectOption('sales');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner
      .getByRole('status')
      .filter({ hasText: /^Invited sales-e2e@westside\.example as sales/ })
      .waitFor();
    await owner.getByRole('button', { name: 'Remove Sid Sales' }).waitFor();
    expect(await axeViolations(owner), 'console staff').toEqual([]);
    await owner.getByRole('link', { name: 'Audit' }).click();
    await owner.getByRole('cell', { name: `staff.invite ${SALES}` }).waitFor();
    expect(await axeViolations(owner), 'console audit').toEqual([]);

    // The sales person, on a phone: no Staff or Audit screens, 403 for another dealer's.
    const sales = await site.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await consoleSignIn(sales, SALES);
    const nav = sales.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link', { name: 'Staff' }).count()).resolves.toBe(0);
    const status = (route: string) => sales.evaluate(async (r) => (await fetch(r)).status, route);
    expect(await status('/api/console/dealers/harbour-mazda/reservations')).toBe(403);
    expect(await status('/api/console/dealers/harbour-mazda/staff')).toBe(403);
    expect(await status(`/api/console/dealers/${DEALER}/staff`)).toBe(403);

    // It cancels the shopper's reservation; the live site offers the car again.
    await nav.getByRole('link', { name: 'Reservations' }).click();
    await sales.waitForURL(site.url(DEALER, '/console/reservations/'));
    await islandHydrated(sales, 'ReservationsScreen');
    const row = sales.locator('tr', { hasText: 'Casey Console' });
    expect(await axeViolations(sales), 'console reservations on a phone').toEqual([]);
    sales.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Cancel reservation' }).click();
    await sales
      .getByRole('status')
      .filter({ hasText: /^Cancelled: .* is available again\.$/ })
      .waitFor();
    await waitFor(() => live.showsReserved(car, false), 10_000, `${car.slug} to be offered again`, serverLog);
    await expect(row.innerText()).resolves.toContain('cancelled');

    await owner.reload();
    await owner.getByRole('cell', { name: /^reservations\.cancel / }).waitFor();
    await owner.close();
    await sales.close();
  }, 180_000);

  it('a manager approves a staged stock build from the Builds screen and the live page changes; Stock health names the skipped record on a phone', async () => {
    expect((await runScript('staff.ts', ['invite', MANAGER, '--dealer', DEALER, '--role', 'manager', '--name', 'Mia Manager'], env())).code).toBe(0);
    const [, car] = await live.reservableCars();
    if (!car) throw new Error('no second car on the first page of westside-used-cars');
    const detail = `/cars/${car.slug}/`;
    const sold = 'data-testid="sold-notice"';
    const changes = path.join(work(), 'console-sold.json');
    fs.writeFileSync(changes, JSON.stringify({ upsert: [{ id: car.id, status: 'sold', sold_at: new Date().toISOString() }] }));
    expect((await runScript('stock.ts', ['apply', changes], env())).output).toMatch(/Webhook accepted/);
    const shows = async (host: string) => (await fetchSite(port(), host, detail)).body.includes(sold);
    await waitFor(() => shows(`staged.${HOST}`), 20_000, 'the staged build to show the sale', serverLog);
    expect(await shows(HOST)).toBe(false);

    const manager = await site.newPage({ viewport: DESKTOP });
    await consoleSignIn(manager, MANAGER);
    const nav = manager.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link', { name: 'Audit' }).count()).resolves.toBe(0);
    await nav.getByRole('link', { name: 'Builds' }).click();
    await manager.waitForURL(site.url(DEALER, '/console/builds/'));
    await islandHydrated(manager, 'BuildsScreen');
    const staged = manager.getByRole('region', { name: 'Staged, waiting for approval' });
    await staged.getByRole('heading', { name: 'Cars sold (1)' }).waitFor();
    await expect(staged.getByRole('link', { name: 'Preview the staged build' }).getAttribute('href')).resolves.toBe(`http://staged.${HOST}:${port()}/`);
    expect(await axeViolations(manager), 'console builds').toEqual([]);
    const status = (route: string) => manager.evaluate(async (r) => (await fetch(r)).status, route);
    expect(await status('/api/console/dealers/harbour-mazda/builds')).toBe(403);

    manager.once('dialog', (dialog) => void dialog.accept());
    await staged.getByRole('button', { name: CONSOLE_COPY.approve }).click();
    await manager
      .getByRole('status')
      .filter({ hasText: /^Approved: .* is live\.$/ })
      .waitFor();
    expect(await shows(HOST)).toBe(true);
    await manager.getByRole('region', { name: 'Staged, waiting for approval' }).getByText('No build is waiting for approval.').waitFor();
    await manager.getByRole('cell', { name: 'made live' }).first().waitFor();

    // Stock health on a phone: its tables become one card per row.
    await manager.setViewportSize(PHONE);
    await nav.getByRole('link', { name: 'Stock health' }).click();
    await manager.waitForURL(site.url(DEALER, '/console/stock-health/'));
    await islandHydrated(manager, 'StockHealthScreen');
    await manager.getByRole('region', { name: 'Records skipped' }).getByRole('cell', { name: 'Too small: expected number to be >=1886' }).waitFor();
    await manager
      .getByTestId('stock-updated')
      .filter({ hasText: /^Stock last changed / })
      .waitFor();
    expect(await axeViolations(manager), 'console stock health on a phone').toEqual([]);
    await manager.close();
  }, 120_000);
});
