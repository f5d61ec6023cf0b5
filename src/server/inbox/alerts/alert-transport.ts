import type { DealerRegistry } from '../../context/dealer-registry.ts';
import type { SmsProvider } from '../../accounts/sms/sms-provider.ts';
import type { LeadTransport } from '../../leads/delivery/outbox-port.ts';
import type { StoreDatabase } from '../../store/open-database.ts';
import type { AlertChannel, AlertRecipient, StaffDirectory } from './alert-recipients.ts';
import { alertMessage, alertSms, type AlertMessage } from './alert-message.ts';
import type { PushSender } from './web-push-sender.ts';

/** What an alert needs of the lead's dealer: its name, site and locations. */
export type AlertDealer = { name: string; siteUrl: string; locations: readonly { id: number; slug: string; name: string }[] };

export type AlertTransportOptions = {
  database: () => StoreDatabase;
  directory: StaffDirectory;
  sms: () => SmsProvider;
  /** null: this server sends no push alerts (no VAPID keys). */
  push: () => PushSender | null;
  dealer: (slug: string) => AlertDealer | null;
  clock?: () => Date;
};

/** What alerts read of the server's dealers. */
export const alertDealers =
  (dealers: Pick<DealerRegistry, 'dealer'>) =>
  (slug: string): AlertDealer | null => {
    const entry = dealers.dealer(slug);
    return entry && { name: entry.dealer.config.name, siteUrl: entry.dealer.config.site_url, locations: entry.dealer.locations };
  };

type Sent = { recipient: string; channel: AlertChannel };

/**
 * The outbox's `alerts` target (rule: leads.new-lead-alerts): tells each staff member who covers
 * the lead's location and department, by each channel they chose. Every hand-over to a provider
 * is recorded (lead_alerts) as it happens, so a retried row (one provider failed) tells only
 * those not yet told; the row is delivered once everyone has been.
 */
export function alertTransport(o: AlertTransportOptions): LeadTransport {
  const clock = o.clock ?? (() => new Date());

  async function sendTo(recipient: AlertRecipient, channel: AlertChannel, message: AlertMessage, dealer: string): Promise<boolean> {
    if (channel === 'sms') {
      if (recipient.phone === null) return false;
      await o.sms().send({ dealer, phone: recipient.phone, text: alertSms(message) });
      return true;
    }
    const push = o.push();
    if (push === null) return false;
    let sent = false;
    for (const subscription of recipient.subscriptions) {
      if ((await push.send(subscription, JSON.stringify(message))) === 'gone') await o.directory.dropSubscription(subscription.endpoint);
      else sent = true;
    }
    return sent;
  }

  return {
    async deliver(item) {
      const { lead } = item;
      const db = o.database();
      const route = await db.query((k) =>
        k.selectFrom('leads').select(['form', 'location_id', 'department']).where('lead_id', '=', lead.leadId).executeTakeFirst(),
      );
      const dealer = o.dealer(lead.dealershipSlug);
      if (!route || !dealer) return { ok: false, permanent: true, error: 'the lead or its dealer is gone' };
      const location = dealer.locations.find((l) => l.id === (route.location_id === null ? null : Number(route.location_id))) ?? null;
      const recipients = await o.directory.alertRecipients({ dealer: lead.dealershipSlug, locationSlug: location?.slug ?? null, department: route.department });
      const done = await db.query((k) => k.selectFrom('lead_alerts').select(['recipient', 'channel']).where('lead_id', '=', lead.leadId).execute());
      const told = new Set(done.map((d) => `${d.recipient} ${d.channel}`));
      const message = alertMessage(lead, route.form, location?.name ?? dealer.name, dealer.siteUrl);
      const errors: string[] = [];
      const sends = recipients.flatMap((r) => r.channels.filter((c) => !told.has(`${r.staffId} ${c}`)).map((channel) => ({ r, channel })));
      await Promise.all(
        sends.map(async ({ r, channel }) => {
          try {
            if (!(await sendTo(r, channel, message, lead.dealershipSlug))) return;
            const sent: Sent = { recipient: r.staffId, channel };
            await db.transaction((trx) =>
              trx
                .insertInto('lead_alerts')
                .values({ lead_id: lead.leadId, ...sent, sent_at: clock().toISOString() })
                .onConflict((c) => c.columns(['lead_id', 'recipient', 'channel']).doNothing())
                .execute(),
            );
          } catch (error) {
            errors.push(`${channel} to ${r.staffId}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }),
      );
      return errors.length === 0 ? { ok: true } : { ok: false, error: errors.join('; ') };
    },
  };
}
