import path from 'node:path';
import { emailTransport } from './email-transport.ts';
import type { DealerLookup } from './lead-dealer.ts';
import type { PhotoLookup } from './lead-facts.ts';
import { type Mailer, mboxMailer, smtpMailer } from './mailers.ts';
import type { LeadTransport } from './outbox-port.ts';
import { webhookTransport } from './webhook-transport.ts';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The transports a server delivers leads with, by outbox target: e-mail over SMTP_URL, or into
 * `<dataDir>/lead-mail.mbox` when SMTP_URL is unset (npm start offline); the signed webhook.
 * LEADS_FROM is the sender for dealers whose config names none.
 */
export function leadTransports(o: { dealerFor: DealerLookup; dataDir: string; env?: Env; photosFor?: PhotoLookup }): {
  transports: Record<'email' | 'webhook', LeadTransport>;
  mailer: Mailer;
} {
  const env = o.env ?? process.env;
  const smtpUrl = env['SMTP_URL']?.trim();
  const mailer = smtpUrl ? smtpMailer(smtpUrl) : mboxMailer(path.join(o.dataDir, 'lead-mail.mbox'));
  const defaultFrom = env['LEADS_FROM']?.trim() || 'leads@forecourt.localhost';
  return {
    transports: {
      email: emailTransport({ mailer, dealerFor: o.dealerFor, defaultFrom, ...(o.photosFor ? { photosFor: o.photosFor } : {}) }),
      webhook: webhookTransport({ dealerFor: o.dealerFor, env, ...(o.photosFor ? { photosFor: o.photosFor } : {}) }),
    },
    mailer,
  };
}
