import type { ServerContext } from '../context/server-context.ts';
import { forwardDueAt } from './delivery/forward-due.ts';
import { runForwarder, startForwarder, type Forwarder, type ForwarderOptions, type PassReport } from './delivery/forwarder.ts';
import { leadTransports } from './delivery/lead-transports.ts';
import { valuationStore } from '../trade-in/valuation-store.ts';
import { formOf } from './delivery/lead-answers.ts';
import type { PhotoLookup } from './delivery/lead-facts.ts';
import { createLeadStore, type LeadStore } from './lead-store.ts';
import { ALERT_TARGET, type Lead } from './lead-types.ts';
import { alertDueAt, leadRouter } from '../inbox/lead-routing.ts';
import { alertDealers, alertTransport } from '../inbox/alerts/alert-transport.ts';
import { staffStore, type StaffStore } from '../console/staff-store.ts';
import { staffDirectory } from '../inbox/alerts/staff-directory.ts';

/**
 * Leads: the lead store (on the context's database) and, under a long-running host, the
 * in-process forwarder that delivers from the outbox with the context's mailer and the dealers'
 * webhooks.
 */
export type LeadService = {
  store(): LeadStore;
  /** Tells the forwarder a lead was stored (no-op without one). */
  stored(): void;
  /** Starts delivering from the outbox in this process (npm start). */
  startForwarding(log?: (line: string) => void): Forwarder;
  /** One delivery pass over the outbox (a serverless host's scheduled function). */
  forwardOnce(log?: (line: string) => void): Promise<PassReport>;
  /** Stops the forwarder (the database is the context's to close). */
  close(): Promise<void>;
};

type LeadContext = Pick<ServerContext, 'env' | 'config' | 'dealers' | 'store' | 'providers' | 'secret'>;

export function createLeadService(context: LeadContext): LeadService {
  const { dealerFor } = context.dealers;
  let store: LeadStore | null = null;
  let forwarder: Forwarder | null = null;
  let transports: ForwarderOptions['transports'] | null = null;
  const forwardAt = (lead: Lead) => forwardDueAt(lead, dealerFor(lead)?.leads ?? { partial_after_minutes: false });
  const open = (): LeadStore =>
    (store ??= createLeadStore(context.store.database(), {
      dueAt: (lead, target) => {
        const dealer = target === ALERT_TARGET ? context.dealers.dealer(lead.dealershipSlug)?.dealer : undefined;
        return dealer ? alertDueAt(dealer, lead, forwardAt(lead)) : forwardAt(lead);
      },
      route: leadRouter(context.dealers),
    }));
  // The photos of a lead's trade-in valuations, where the trade-in service keeps them.
  const photosFor = (): PhotoLookup => {
    const { location } = context.providers.images();
    return async (lead) => {
      if (formOf(lead) !== 'trade_in') return [];
      const valuations = await valuationStore(context.store.database()).forLead(lead.leadId);
      return valuations.flatMap((v) => v.images.map((image) => `${location}/${image.key}`));
    };
  };
  let people: StaffStore | null = null;
  const alerts = () =>
    alertTransport({
      database: context.store.database,
      directory: staffDirectory(context.store.database, () => (people ??= staffStore(context.store.database()))),
      sms: context.providers.sms,
      push: context.providers.push,
      dealer: alertDealers(context.dealers),
    });
  const forwarding = (log?: (line: string) => void): ForwarderOptions => ({
    store: open(),
    transports: (transports ??= {
      ...leadTransports({
        dealerFor,
        mailer: context.providers.mailer(),
        defaultFrom: context.env.LEADS_FROM,
        secret: context.secret,
        photosFor: photosFor(),
      }),
      [ALERT_TARGET]: alerts(),
    }),
    dealerFor,
    ...(log ? { log } : {}),
  });
  return {
    store: open,
    stored: () => forwarder?.wake(),
    startForwarding(log) {
      forwarder ??= startForwarder(forwarding(log));
      return forwarder;
    },
    forwardOnce: (log) => runForwarder(forwarding(log)),
    async close() {
      await forwarder?.stop();
      forwarder = null;
      store = null;
    },
  };
}
