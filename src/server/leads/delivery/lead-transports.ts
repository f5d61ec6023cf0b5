import { emailTransport } from './email-transport.ts';
import type { DealerLookup } from './lead-dealer.ts';
import type { PhotoLookup } from './lead-facts.ts';
import type { Mailer } from './mailers.ts';
import type { LeadTransport } from './outbox-port.ts';
import { webhookTransport } from './webhook-transport.ts';

/**
 * The transports a server delivers leads with, by outbox target: e-mail through `mailer` (the
 * context's: SMTP_URL, else the mbox under the data dir), and the signed webhook, whose secret is
 * the variable the dealer's config names. `defaultFrom` (LEADS_FROM) is the sender for dealers whose
 * config names none.
 */
export function leadTransports(o: {
  dealerFor: DealerLookup;
  mailer: Mailer;
  defaultFrom?: string | undefined;
  secret: (name: string) => string | undefined;
  photosFor?: PhotoLookup;
}): Record<'email' | 'webhook', LeadTransport> {
  const photos = o.photosFor ? { photosFor: o.photosFor } : {};
  return {
    email: emailTransport({ mailer: o.mailer, dealerFor: o.dealerFor, defaultFrom: o.defaultFrom ?? 'leads@forecourt.localhost', ...photos }),
    webhook: webhookTransport({ dealerFor: o.dealerFor, secret: o.secret, ...photos }),
  };
}
