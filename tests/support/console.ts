import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { CONSOLE_COPY } from '../../src/lib/console/console-copy.ts';
import { textedCode } from './accounts.ts';
import { islandHydrated } from './browser.ts';
import { operatorCli } from './operator-cli.ts';

/** `npm run staff -- <args>` on the journeys' store, as an operator runs it. */
export async function staffCli(args: string[]): Promise<string> {
  return operatorCli('staff', args, inject('leadsDataDir'));
}

/** On the console's sign-in page: types the mobile, asks for a code, types the code it was texted (`npm run sms -- list --json`). */
export async function consoleSignInByMobile(page: Page, mobile: string): Promise<void> {
  await islandHydrated(page, 'ConsoleSignIn');
  await page.getByLabel(CONSOLE_COPY.addressLabel).fill(mobile);
  await page.getByRole('button', { name: CONSOLE_COPY.sendCode }).click();
  await page.getByLabel(CONSOLE_COPY.codeLabel).waitFor();
  await page.getByLabel(CONSOLE_COPY.codeLabel).fill(await textedCode(mobile));
  await page.getByRole('button', { name: CONSOLE_COPY.verify }).click();
}
