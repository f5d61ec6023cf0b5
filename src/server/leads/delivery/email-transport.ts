import type { DeliveryResult } from '../lead-types.ts';
import type { DealerLookup } from './lead-dealer.ts';
import { leadEmail } from './lead-email.ts';
import type { PhotoLookup } from './lead-facts.ts';
import type { Mailer } from './mailers.ts';
import type { LeadTransport } from './outbox-port.ts';

/** SMTP replies that no retry will change: the CRM address does not exist, the message is refused. */
function isPermanentSmtp(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  // 535 is our login being refused: a configuration error that a fixed SMTP_URL cures, so retry.
  return typeof code === 'number' && code >= 500 && code < 600 && code !== 535;
}

/** E-mails a lead as ADF to the addresses in the dealer's `leads.forward.email`. */
export function emailTransport(o: { mailer: Mailer; dealerFor: DealerLookup; defaultFrom: string; photosFor?: PhotoLookup }): LeadTransport {
  return {
    async deliver(item): Promise<DeliveryResult> {
      const dealer = o.dealerFor(item.lead);
      const email = dealer?.leads.forward.email;
      if (!dealer || !email) return { ok: false, permanent: true, error: `dealer ${item.lead.dealershipSlug} does not forward leads by e-mail` };
      // A failed read of the photos throws: the forwarder records it as worth another try.
      const photos = (await o.photosFor?.(item.lead)) ?? [];
      try {
        await o.mailer.send(leadEmail(item, dealer, photos, { from: email.from ?? o.defaultFrom, to: email.to }));
        return { ok: true };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, permanent: isPermanentSmtp(error), error: `${o.mailer.description}: ${message}` };
      }
    },
  };
}
