import { leadFormSettings, type LeadFormSettings } from '../../lib/leads/form-settings.ts';
import { serviceBookingRules } from '../../lib/leads/service-booking.ts';
import { loadAllDealers, type Dealer } from '../../lib/dealer/load-dealer.ts';
import type { ServerConfig } from '../server-config.ts';
import { databaseLocation, embeddedDatabaseFile, openDatabase, type StoreDatabase } from '../store/open-database.ts';
import { forwardDueAt } from './delivery/forward-due.ts';
import { runForwarder, startForwarder, type Forwarder, type ForwarderOptions, type PassReport } from './delivery/forwarder.ts';
import { dealerLookup, type DealerLookup, type LeadDealer } from './delivery/lead-dealer.ts';
import { leadTransports } from './delivery/lead-transports.ts';
import { imageLocation } from '../trade-in/images/image-location.ts';
import { valuationStore } from '../trade-in/valuation-store.ts';
import { formOf } from './delivery/lead-answers.ts';
import type { PhotoLookup } from './delivery/lead-facts.ts';
import { createLeadStore, type LeadStore } from './lead-store.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** A dealer as the lead API sees it: its form rules and where its leads go. */
type LeadDealerEntry = { dealer: Dealer; forms: LeadFormSettings; targets: string[] };

/**
 * What the lead routes run on: the dealers (read once), the lead store (opened on first use:
 * PostgreSQL with DATABASE_URL, else the embedded database under the data dir) and, under a
 * long-running host, the in-process forwarder that delivers from the outbox.
 */
export type LeadService = {
  /** Every dealer that loaded (a dealer whose config fails takes no leads and is logged). */
  readonly dealers: readonly Dealer[];
  dealer(slug: string | null): LeadDealerEntry | null;
  dealerFor: DealerLookup;
  /** The one database handle of this process, which the lead store and the account stores share. */
  database(): StoreDatabase;
  store(): LeadStore;
  /** Tells the forwarder a lead was stored (no-op without one). */
  stored(): void;
  /** Starts delivering from the outbox in this process (npm start). */
  startForwarding(log?: (line: string) => void): Forwarder;
  /** One delivery pass over the outbox (a serverless host's scheduled function). */
  forwardOnce(log?: (line: string) => void): Promise<PassReport>;
  close(): Promise<void>;
};

function forwardTargets(dealer: Pick<Dealer, 'config'>): string[] {
  const { forward } = dealer.config.leads;
  return [...(forward.email ? ['email'] : []), ...(forward.webhook ? ['webhook'] : [])];
}

/** A dealer's form settings as the lead API checks submissions with them (its service booking rules included). */
export function dealerForms(dealer: Dealer): LeadFormSettings {
  return { ...leadFormSettings(dealer.config, dealer.locations), service: serviceBookingRules(dealer.config, dealer.locations, dealer.specialHours) };
}

/** What delivery reads of a dealer: its config, those form settings (the answers' labels) and its locations. */
export function leadDealerOf(dealer: Dealer, forms: LeadFormSettings): LeadDealer {
  return { ...dealer.config, forms, locations: dealer.locations };
}

export function createLeadService(config: ServerConfig, env: Env = process.env): LeadService {
  const { dealers, failures } = loadAllDealers(config.dealersDir);
  for (const failure of failures) console.error(`dealer ${failure.slug} takes no leads: its configuration is invalid\n${failure.message}`);
  const entries = new Map(dealers.map((dealer) => [dealer.slug, { dealer, forms: dealerForms(dealer), targets: forwardTargets(dealer) }]));
  const dealerFor = dealerLookup(dealers.map((d) => leadDealerOf(d, entries.get(d.slug)!.forms)));
  let database: StoreDatabase | null = null;
  let store: LeadStore | null = null;
  let forwarder: Forwarder | null = null;
  let transports: ForwarderOptions['transports'] | null = null;
  const forwarding = (log?: (line: string) => void): ForwarderOptions => ({
    store: (store ??= open()),
    transports: (transports ??= leadTransports({ dealerFor, dataDir: config.dataDir, env, photosFor: photosFor() }).transports),
    dealerFor,
    ...(log ? { log } : {}),
  });
  // The photos of a lead's trade-in valuations, where the trade-in service keeps them.
  const photosFor = (): PhotoLookup => {
    const location = imageLocation(config, env);
    return async (lead) => {
      if (formOf(lead) !== 'trade_in') return [];
      const valuations = await valuationStore(openShared()).forLead(lead.leadId);
      return valuations.flatMap((v) => v.images.map((image) => `${location}/${image.key}`));
    };
  };
  const openShared = (): StoreDatabase => (database ??= openDatabase(databaseLocation({ sqliteFile: embeddedDatabaseFile(config.dataDir), env })));
  const open = (): LeadStore =>
    createLeadStore(openShared(), { dueAt: (lead) => forwardDueAt(lead, dealerFor(lead)?.leads ?? { partial_after_minutes: false }) });
  return {
    dealers,
    dealer: (slug) => (slug === null ? null : (entries.get(slug) ?? null)),
    dealerFor,
    database: openShared,
    store: () => (store ??= open()),
    stored: () => forwarder?.wake(),
    startForwarding(log) {
      forwarder ??= startForwarder(forwarding(log));
      return forwarder;
    },
    forwardOnce: (log) => runForwarder(forwarding(log)),
    async close() {
      await forwarder?.stop();
      await database?.close();
      forwarder = null;
      store = null;
      database = null;
    },
  };
}
