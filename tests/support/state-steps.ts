/** Steps the state gate takes on the way to a state (tests/support/page-states.ts). */
import type { Locator, Page } from 'playwright-core';

/** Fills the required text fields a service booking step shows (contact, address, vehicle). */
export async function fillServiceStep(form: Locator): Promise<void> {
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
export async function closePopup(page: Page): Promise<void> {
  const popup = page.locator('#site-popup[open]');
  if ((await popup.count()) === 0) return;
  await popup.getByRole('button', { name: 'Close' }).click();
  await popup.waitFor({ state: 'detached' });
}

export async function fillContact(scope: Locator): Promise<void> {
  await scope.getByLabel('Name', { exact: true }).fill('Sam Shopper');
  await scope.getByLabel('Email Address').fill('sam@example.com');
  await scope.getByLabel('Mobile Number').fill('0412 345 678');
}
