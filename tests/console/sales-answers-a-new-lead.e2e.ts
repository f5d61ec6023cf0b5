import { describe, expect, inject, it } from 'vitest';
import { australianMobile } from '../../src/lib/phone/mobile-number.ts';
import type { SentSms } from '../../src/server/accounts/sms/embedded-sms.ts';
import { consoleSignInByMobile, staffCli } from '../support/console.ts';
import { islandHydrated } from '../support/browser.ts';
import { leadJourney } from '../support/lead-journey.ts';
import { operatorCli, operatorCommand } from '../support/operator-cli.ts';

const DEALER = 'harbour-mazda';
const SALES = { email: 'sally.sales@harbour-mazda.example', phone: '0412 555 301' };
const SHOPPER = 'sam+console@harbour-mazda.example';

/** The SMS the embedded provider was handed for `phone` whose text names `leadId`, as `npm run sms -- list --json` shows it. */
async function alertTo(phone: string, leadId: string): Promise<SentSms | undefined> {
  const stdout = await operatorCommand('sms', ['list', '--json'], inject('leadsDataDir'));
  return (JSON.parse(stdout) as SentSms[]).find((m) => m.phone === australianMobile(phone) && m.text.includes(`?lead=${leadId}`));
}

/**
 * A sales person at harbour-mazda (invited from the command line, signed in by the code texted to
 * their mobile, SMS alerts chosen in the inbox) keeps the inbox open on a phone while a shopper sends an
 * enquiry: the lead shows without a reload within 5 s of the shopper's 201, the SMS alert is handed to
 * the provider within 5 s too, and marking it contacted shows its time to first touch.
 */
describe('a sales person answering a new lead in the console', () => {
  const shopper = leadJourney(DEALER);

  it('sees the enquiry and gets the SMS within 5 s, marks it contacted and sees the time to first touch', async () => {
    await staffCli(['invite', SALES.email, '--dealer', DEALER, '--role', 'sales', '--phone', SALES.phone]);

    const staff = await shopper
      .page()
      .context()
      .browser()!
      .newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await staff.goto(shopper.url('/console/leads/'));
    await staff.waitForURL(/\/console\/\?next=/);
    await consoleSignInByMobile(staff, SALES.phone);
    await staff.waitForURL(shopper.url('/console/leads/'));
    await islandHydrated(staff, 'LeadsInbox');
    await staff.getByLabel('By SMS to').check();
    await staff.getByText('Alert settings saved.').waitFor();

    // When each lead's row first shows in the open inbox, by the clock the 201 is timed by: what the
    // sales person sees, apart from the time this test then takes to look the lead's id up.
    await staff.evaluate(() => {
      const shownAt: Record<string, number> = {};
      Object.assign(window, { leadShownAt: shownAt });
      new MutationObserver(() => {
        for (const row of document.querySelectorAll<HTMLElement>('li[data-lead]')) shownAt[row.dataset['lead']!] ??= Date.now();
      }).observe(document.body, { childList: true, subtree: true });
    });

    // The shopper sends an enquiry from the contact page.
    await shopper.open('/contact/');
    await islandHydrated(shopper.page(), 'LeadFormIsland');
    const form = shopper.page().getByTestId('lead-form');
    await shopper.fillContact(form, SHOPPER);
    await form.getByLabel('Message').fill('Can I see the CX-5 on Saturday?');
    await form.getByLabel('I agree to the terms of use').check();
    const stored = shopper.page().waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST' && r.status() === 201);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await stored;
    const at201 = Date.now();
    // The page goes on to /success at once, taking the 201's body with it: the operator's list names the lead.
    const leadId = (await shopper.storedLead(SHOPPER)).lead_id;

    // The open inbox shows it without a reload.
    const row = staff.locator(`li[data-lead="${leadId}"]`);
    await row.waitFor({ timeout: 5_000 });
    const shownAt = await staff.evaluate((id) => (window as unknown as { leadShownAt: Record<string, number> }).leadShownAt[id], leadId);
    expect(shownAt! - at201).toBeLessThan(5_000);
    expect(await row.innerText()).toContain('Sam Shopper');

    // The SMS alert was handed to the provider within 5 s of the 201.
    let sms: SentSms | undefined;
    while (!(sms = await alertTo(SALES.phone, leadId)) && Date.now() - at201 < 5_000) await new Promise((r) => setTimeout(r, 200));
    expect(sms, 'the SMS alert of the lead').toBeDefined();
    expect(Date.parse(sms!.sentAt) - at201).toBeLessThan(5_000);
    expect(sms!.text).toContain('New lead: Enquiry');
    expect(sms!.text).not.toContain(SHOPPER);
    // The operator's own `npm run sms -- list --json`, run as its process, shows the same message.
    const listed = JSON.parse(await operatorCli('sms', ['list', '--json'], inject('leadsDataDir'))) as SentSms[];
    expect(listed.map((m) => m.text)).toContain(sms!.text);

    // They open it, mark it contacted, and its time to first touch shows.
    await row.getByRole('button').click();
    await staff.getByRole('heading', { name: 'Sam Shopper' }).waitFor();
    expect(await staff.getByText('Can I see the CX-5 on Saturday?').count()).toBe(1);
    expect(await staff.locator('[data-first-touch]').innerText()).toContain('not touched yet');
    await staff.locator('.inbox-detail').getByLabel('Status').selectOption('contacted');
    await staff.getByText('Status saved.').waitFor();
    await expect(staff.locator('[data-first-touch]').innerText()).resolves.toMatch(/Time to first touch: \d+ (s|min)/);
    await staff.getByRole('button', { name: 'Back to leads' }).click();
    await expect(row.innerText()).resolves.toContain('Contacted');
    await staff.close();
  });
});
