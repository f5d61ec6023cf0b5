import { z } from 'zod';
import { featureSwitch } from '../schema/fields.ts';

const EmailForwardSchema = z.strictObject({
  to: z.array(z.email()).min(1).describe("The dealer's CRM lead address(es); each lead arrives as an ADF 1.0 e-mail (ADF XML as the plain-text body)."),
  from: z.email().optional().describe("Sender address; omitted uses the server's LEADS_FROM (default leads@forecourt.localhost)."),
});

const WebhookForwardSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/ }).describe("The dealer's CRM endpoint; each lead is POSTed to it as JSON."),
  secret_env: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/, { error: 'expected an environment variable name such as HARBOUR_CRM_SECRET' })
    .describe(
      'Name of the environment variable holding the HMAC-SHA256 secret each request is signed with (Forecourt-Signature header, as the stock webhook); the secret itself never goes in dealer.json.',
    ),
});

export const LeadsConfigSchema = z.strictObject({
  forward: z
    .strictObject({
      email: featureSwitch(EmailForwardSchema)
        .default(false)
        .describe('E-mail each lead as ADF 1.0 over SMTP_URL; without SMTP_URL the message is appended to the local mail log instead.'),
      webhook: featureSwitch(WebhookForwardSchema).default(false).describe("POST each lead as signed JSON to the dealer's CRM."),
    })
    .prefault({})
    .describe('Where a stored lead is delivered; with both off, leads stay in the lead store only.'),
  vendor_email: z
    .email()
    .nullable()
    .default(null)
    .describe("The dealership's e-mail address in each lead's ADF vendor contact, beside the phone of the lead's location; null gives the phone alone."),
  max_attempts: z.number().int().min(1).max(30).default(8).describe('Delivery attempts per target before the lead is dead-lettered (status failed).'),
  backoff_seconds: z.number().int().positive().default(30).describe('Wait before the first retry; each further retry waits twice as long (at most 6 hours).'),
  partial_after_minutes: featureSwitch(z.number().int().positive())
    .default(30)
    .describe("Forward a multi-step form's partial lead when the shopper has not finished it after this many minutes; false never forwards partial leads."),
  alerts: featureSwitch(
    z.strictObject({
      outside_hours: z
        .enum(['alert', 'at_opening'])
        .default('at_opening')
        .describe(
          "A lead that arrives while its location is closed (its opening hours and special hours): 'alert' tells its staff at once; 'at_opening' when the location next opens (rule: leads.new-lead-alerts).",
        ),
    }),
  )
    .default({ outside_hours: 'at_opening' })
    .describe(
      "Tell the staff of a new lead's location and department by Web Push and/or SMS, as each chose in the console, within seconds of the lead being stored; false sends no alerts.",
    ),
  retention_days: featureSwitch(z.number().int().min(30).max(3650))
    .default(365)
    .describe(
      "Days a lead's personal data is kept in the lead store (the dealer's CRM keeps its own copy); older leads are removed with their notes, alerts and valuations (rule: leads.retention). false keeps them until removed by hand.",
    ),
});

export type LeadsConfig = z.output<typeof LeadsConfigSchema>;
