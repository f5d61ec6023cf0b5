import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { australianMobile } from '../../src/lib/phone/mobile-number.ts';
import type { SentSms } from '../../src/server/accounts/sms/embedded-sms.ts';
import { islandHydrated } from './browser.ts';
import { operatorCommand } from './operator-cli.ts';

/** The newest code texted to `phone`, read the way staff would: `npm run sms -- list --json`. */
export async function textedCode(phone: string): Promise<string> {
  const stdout = await operatorCommand('sms', ['list', '--json'], inject('leadsDataDir'));
  const message = (JSON.parse(stdout) as SentSms[]).find((m) => m.phone === australianMobile(phone));
  const code = message?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was texted to ${phone}`);
  return code;
}

/** On the sign-in page: types the mobile, asks for the code, types the code it was texted. */
export async function signInOnPage(page: Page, phone: string): Promise<void> {
  await islandHydrated(page, 'SignInForm');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').waitFor();
  await page.getByLabel('6-digit code').fill(await textedCode(phone));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The sign-in URL's query as the browser was sent there. */
export function signInQuery(page: Page): { type: string | null; redirect: string | null; back: string | null } {
  const url = new URL(page.url());
  expect(url.pathname.replace(/\/$/, '')).toBe('/sign-in');
  return { type: url.searchParams.get('type'), redirect: url.searchParams.get('redirect'), back: url.searchParams.get('back') };
}
