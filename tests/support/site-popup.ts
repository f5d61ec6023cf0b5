import type { Page } from 'playwright-core';
import { STRINGS } from '../../src/lib/strings.ts';

/** Closes the dealer's home-page popup (a modal dialog shown until it expires) if it is open. */
export async function closeSitePopup(page: Page): Promise<void> {
  const close = page.getByRole('dialog').getByRole('button', { name: STRINGS.close });
  if (await close.isVisible()) await close.click();
}
