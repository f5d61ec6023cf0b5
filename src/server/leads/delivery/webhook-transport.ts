import { SIGNATURE_HEADER, signatureHeader } from '../../webhooks/signature.ts';
import type { DeliveryResult, OutboxItem } from '../lead-types.ts';
import type { DealerLookup } from './lead-dealer.ts';
import type { LeadDealer } from './lead-dealer.ts';
import { type PhotoLookup, leadFacts } from './lead-facts.ts';
import { interestOf } from './lead-vehicles.ts';
import type { LeadTransport } from './outbox-port.ts';

/** The receiver sees the same outbox row's retries under one delivery id, so it can drop repeats. */
const DELIVERY_HEADER = 'Forecourt-Delivery';

/**
 * The JSON a dealer's CRM receives: the lead as stored, with the submitted fields as sent and every
 * answer labelled as the e-mail shows it (`answers`, the trade-in photos' links included).
 */
function webhookBody(item: OutboxItem, dealer: LeadDealer, photos: readonly string[]): string {
  const { lead } = item;
  const answers = leadFacts(lead, { forms: dealer.forms, photos }).answers.map(({ label, name, value }) => ({ name, label, value }));
  return JSON.stringify({
    event: item.resend ? 'lead.resent' : 'lead.created',
    delivery_id: item.outboxId,
    attempt: item.attempt,
    lead: {
      id: lead.leadId,
      dealer: lead.dealershipSlug,
      category: lead.category,
      subcategory: lead.subcategory,
      interest: interestOf(lead.category, lead.subcategory),
      stage: lead.stage,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      car_id: lead.carId,
      created_at: lead.createdAt,
      updated_at: lead.updatedAt,
      fields: lead.payload,
      answers,
    },
  });
}

/** 2xx delivered; 408 and 429 are worth another try, any other 4xx is the receiver refusing this lead. */
function resultOf(status: number, detail: string): DeliveryResult {
  if (status >= 200 && status < 300) return { ok: true };
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
  return { ok: false, permanent, error: `HTTP ${status}${detail ? `: ${detail}` : ''}` };
}

/**
 * POSTs a lead as JSON to the dealer's `leads.forward.webhook.url`, signed like the stock webhook
 * (`Forecourt-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`) with the secret held in
 * the environment variable the config names. Timeouts and unreachable receivers are retried.
 */
export function webhookTransport(o: {
  dealerFor: DealerLookup;
  /** The value of a variable the dealer's config names (`ServerContext.secret`). */
  secret: (name: string) => string | undefined;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
  photosFor?: PhotoLookup;
}): LeadTransport {
  return {
    async deliver(item): Promise<DeliveryResult> {
      const dealer = o.dealerFor(item.lead);
      const hook = dealer?.leads.forward.webhook;
      if (!dealer || !hook) return { ok: false, permanent: true, error: `dealer ${item.lead.dealershipSlug} does not forward leads by webhook` };
      const secret = o.secret(hook.secret_env);
      // Not permanent: setting the variable and restarting delivers the waiting leads.
      if (!secret) return { ok: false, error: `environment variable ${hook.secret_env} (the webhook secret) is not set` };
      const body = webhookBody(item, dealer, (await o.photosFor?.(item.lead)) ?? []);
      const timestamp = Math.floor((o.now?.() ?? new Date()).getTime() / 1000);
      try {
        const response = await (o.fetchImpl ?? fetch)(hook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'forecourt-leads/1',
            [SIGNATURE_HEADER]: signatureHeader(secret, timestamp, body),
            [DELIVERY_HEADER]: item.outboxId,
          },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
        });
        const detail = response.ok ? '' : (await response.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
        if (response.ok) await response.body?.cancel();
        return resultOf(response.status, detail);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        const name = error instanceof Error ? error.name : '';
        const reason =
          name === 'TimeoutError' ? `no answer within ${o.timeoutMs ?? 10_000} ms` : (cause ?? (error instanceof Error ? error.message : String(error)));
        return { ok: false, error: `${new URL(hook.url).host}: ${reason}` };
      }
    },
  };
}
