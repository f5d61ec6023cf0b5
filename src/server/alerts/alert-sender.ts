import { LeadsConfigSchema } from '../../lib/dealer/config-leads.ts';
import type { DealerConfig } from '../../lib/dealer/dealer-config.ts';
import type { Environment } from '../../lib/environment/environment.ts';
import type { ServerContext } from '../context/server-context.ts';
import { retryPolicy } from '../leads/delivery/forwarder.ts';
import { alertEmail, alertSmsText, type MessageFrame } from './alert-message.ts';
import type { AlertOutbox, ClaimedAlert } from './alert-outbox.ts';
import { UNSUBSCRIBE_VALID_MS, unsubscribeToken } from './unsubscribe-token.ts';

/** The path of the unsubscribe page and its one-click POST (alert-routes.ts). */
const UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';

export type AlertSender = {
  /** One pass: claims the due messages and hands each to its provider; how many went and failed. */
  sendDue(): Promise<{ sent: number; failed: number }>;
  /** A pass now (matches were just queued). */
  wake(): void;
  /** Runs passes every `everyMs` (npm start): retries, and SMS held through quiet hours. */
  start(o?: { everyMs?: number; log?: (line: string) => void }): { stop(): Promise<void> };
};

type SenderContext = Pick<ServerContext, 'env' | 'dealers' | 'providers' | 'clock'>;

const DEFAULT_LEADS = LeadsConfigSchema.parse({});

/** Who alert e-mails (and address confirmations) come from: the dealer's name at its lead sender. */
export function alertFrom(config: DealerConfig, env: Pick<Environment, 'LEADS_FROM'>): { name: string; address: string } {
  const from = (config.leads.forward !== undefined && config.leads.forward.email ? config.leads.forward.email.from : undefined) ?? env.LEADS_FROM;
  return { name: config.name, address: from ?? 'leads@forecourt.localhost' };
}

/**
 * Empties the alert outbox: each message by SMS (the context's provider: Twilio, else kept in the
 * store, `npm run sms -- list`) or e-mail (SMTP_URL, else the mbox), with a signed unsubscribe link;
 * e-mails carry List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) and plain and HTML parts. A
 * failure is retried with the dealer's lead retry policy (leads.max_attempts, backoff_seconds).
 */
export function alertSender(o: { context: SenderContext; outbox: () => AlertOutbox; secret: () => string | null }): AlertSender {
  const { context } = o;
  let log: (line: string) => void = () => {};

  async function deliver(alert: ClaimedAlert): Promise<{ ok: true } | { ok: false; error: string; permanent?: boolean }> {
    const config = context.dealers.dealer(alert.dealer)?.dealer.config;
    const secret = o.secret();
    if (!config) return { ok: false, error: 'the dealer is gone', permanent: true };
    if (secret === null) return { ok: false, error: 'no FORECOURT_ALERTS_SECRET to sign the unsubscribe link' };
    const token = unsubscribeToken(secret, { dealer: alert.dealer, phone: alert.phone }, context.clock().getTime() + UNSUBSCRIBE_VALID_MS);
    const unsubscribeUrl = `${config.site_url}${UNSUBSCRIBE_PATH}?token=${token}`;
    const frame: MessageFrame = { dealerName: config.name, unsubscribeUrl };
    try {
      if (alert.channel === 'sms') {
        await context.providers.sms().send({ dealer: alert.dealer, phone: alert.address, text: alertSmsText(alert.items, frame) });
      } else {
        const email = alertEmail(alert.items, frame);
        await context.providers.mailer().send({
          from: alertFrom(config, context.env),
          to: alert.address,
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
      }
      return { ok: true };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  async function sendDue() {
    const claimed = await o.outbox().claimDue({ limit: 20, leaseMs: 120_000 });
    let sent = 0;
    await Promise.all(
      claimed.map(async (alert) => {
        const result = await deliver(alert);
        const leads = context.dealers.dealer(alert.dealer)?.dealer.config.leads ?? DEFAULT_LEADS;
        const policy = retryPolicy(leads, alert.attempt, context.clock());
        await o.outbox().record(alert.outboxId, result, policy);
        if (result.ok) sent++;
        else log(`shopper alert ${alert.outboxId} (${alert.dealer}, ${alert.channel}) attempt ${alert.attempt} failed: ${result.error}`);
      }),
    );
    return { sent, failed: claimed.length - sent, full: claimed.length === 20 };
  }

  let running: Promise<unknown> | null = null;
  let again = false;
  const pass = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = sendDue()
      .catch((error: unknown) => log(`shopper alert pass failed: ${error instanceof Error ? error.message : String(error)}`))
      .then((report) => {
        running = null;
        if (again || (report && report.full)) {
          again = false;
          pass();
        }
      });
  };

  return {
    sendDue: async () => {
      const { sent, failed } = await sendDue();
      return { sent, failed };
    },
    wake: pass,
    start(options = {}) {
      if (options.log) log = options.log;
      const timer = setInterval(pass, options.everyMs ?? 15_000);
      timer.unref();
      pass();
      return {
        async stop() {
          clearInterval(timer);
          await running;
        },
      };
    },
  };
}
