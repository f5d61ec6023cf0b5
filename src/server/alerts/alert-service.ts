import { createHash } from 'node:crypto';
import { LISTING_ROOT } from '../../lib/listing/listing-routes.ts';
import { carTitle } from '../../lib/inventory/car-name.ts';
import { eventKey, savedSearchMatches, watchlistEvent, type ChangedCar } from '../../lib/alerts/alert-matches.ts';
import { SavedSearchIndex } from '../../lib/alerts/saved-search-index.ts';
import { arrivals, similarArrivals } from '../../lib/alerts/similar-arrivals.ts';
import { dealerFilterFor } from '../../lib/dealer/stock-filter.ts';
import type { ShopperAlertsConfig } from '../../lib/dealer/config-shopper-alerts.ts';
import type { DealerConfig } from '../../lib/dealer/dealer-config.ts';
import type { SearchQueryInput } from '../../lib/search/query.ts';
import { numericValues, type StockDocument } from '../../lib/search/stock-document.ts';
import { carShareUrl } from '../../lib/vehicle/share.ts';
import type { ServerContext } from '../context/server-context.ts';
import { alertEmailStore, type AlertEmailStore } from './alert-email-store.ts';
import type { AlertItem } from './alert-message.ts';
import { alertOutbox, type AlertEnvelope, type AlertOutbox } from './alert-outbox.ts';
import { alertSender, type AlertSender } from './alert-sender.ts';
import { smsNotBefore } from './quiet-hours.ts';
import { savedSearchStore, type NewSavedSearch, type SavedSearchStore, type StoredSearch } from './saved-search-store.ts';
import { alertsSecret } from './unsubscribe-token.ts';
import { watchedCarDocuments } from './watched-cars.ts';

type AlertContext = Pick<ServerContext, 'env' | 'config' | 'dealers' | 'store' | 'providers' | 'clock'>;

/** What one change set queued: messages by outcome, and how long matching took. */
type MatchReport = { queued: number; capped: number; duplicate: number; matches: number; matchMs: number };

/** A change's messages before they are queued: `matches` (search, car) pairs, never listed one by one. */
type Plan = { envelopes: AlertEnvelope[]; matches: number; matchMs: number };

export type AlertService = {
  searches(): SavedSearchStore;
  /** The addresses shoppers confirmed for e-mail alerts, and the links that confirm them. */
  emails(): AlertEmailStore;
  outbox(): AlertOutbox;
  /** The dealer's shopper-alert switches, or null where alerts are off (or sign-in is). */
  settings(dealer: string): ShopperAlertsConfig | null;
  /** The key unsubscribe links are signed with; null: this host sends no alerts. */
  secret(): string | null;
  /** The messages a change would queue (bench:alerts times this): matched, grouped per shopper, not queued. */
  messagesFor(dealer: string, cars: readonly ChangedCar[]): Promise<Plan>;
  /** Matches a build's changed cars against the dealer's saved searches and watchlists and queues the messages. */
  matchChanges(dealer: string, cars: readonly ChangedCar[]): Promise<MatchReport>;
  /** Saves a shopper's search within the dealer's `shopper_alerts.max_saved_searches`. */
  saveSearch(dealer: string, phone: string, search: NewSavedSearch): ReturnType<SavedSearchStore['create']>;
  /** The sender that empties the outbox (its loop runs under npm start). */
  sender(): AlertSender;
};

const WATCHLIST = 'watchlist:';

/** Shopper alerts (docs/alerts.md) on the context's database, providers and dealers. */
export function createAlertService(context: AlertContext): AlertService {
  let stores: { searches: SavedSearchStore; outbox: AlertOutbox; emails: AlertEmailStore } | null = null;
  const open = () => {
    if (!stores) {
      const database = context.store.database();
      stores = {
        searches: savedSearchStore(database, context.clock),
        outbox: alertOutbox(database, context.clock),
        emails: alertEmailStore(database, context.clock),
      };
    }
    return stores;
  };
  let secret: { value: string | null } | null = null;
  const readSecret = () => (secret ??= { value: alertsSecret(context.env, context.config.dataDir) }).value;
  // Each dealer's index of live searches, rebuilt when its searches change (saved-search-store.ts version).
  const indexes = new Map<string, { version: string; index: SavedSearchIndex<StoredSearch>; newestByPhone: Map<string, StoredSearch> }>();
  // URL state → listing query, kept across rebuilds of the indexes (a new search parses only its own state).
  const queries = new Map<string, SearchQueryInput>();
  const settings = (dealer: string) => {
    const config = context.dealers.dealer(dealer)?.dealer.config;
    return config && config.authentication && config.shopper_alerts ? config.shopper_alerts : null;
  };

  async function indexFor(dealer: string) {
    const version = await open().searches.version(dealer);
    const kept = indexes.get(dealer);
    if (kept?.version === version) return kept;
    const live = await open().searches.live(dealer);
    const newestByPhone = new Map<string, StoredSearch>();
    for (const search of live) {
      const seen = newestByPhone.get(search.phone);
      if (!seen || seen.createdAt < search.createdAt) newestByPhone.set(search.phone, search);
    }
    const made = { version, index: new SavedSearchIndex(live, (s) => s.urlState, queries), newestByPhone };
    indexes.set(dealer, made);
    return made;
  }

  /** The messages a change makes, one per shopper and channel, and how long matching took (from the change to them). */
  async function plan(dealer: string, cars: readonly ChangedCar[], config: DealerConfig, switches: ShopperAlertsConfig): Promise<Plan> {
    const started = performance.now();
    const { index, newestByPhone } = await indexFor(dealer);
    let matches = 0;
    // What a message shows of a car, worked out once per car however many searches it matches.
    const shown = new Map<StockDocument, Pick<AlertItem, 'carId' | 'title' | 'price' | 'url'>>();
    const factsOf = (car: StockDocument) => {
      let facts = shown.get(car);
      if (!facts) {
        facts = {
          carId: car.id,
          title: carTitle(car as Parameters<typeof carTitle>[0]),
          price: numericValues(car['price']).find((n) => n > 0) ?? null,
          url: carShareUrl(config.site_url, String(car['slug'] ?? car.id)),
        };
        shown.set(car, facts);
      }
      return facts;
    };
    const item = (car: StockDocument, subject: string, searchName: string | null, event: AlertItem['event']): AlertItem => ({
      subject,
      searchName,
      ...factsOf(car),
      event,
      eventKey: eventKey(event),
    });
    // One message per shopper and channel (and address) for this change.
    const envelopes = new Map<string, AlertEnvelope>();
    const add = (search: StoredSearch, alert: AlertItem) => {
      const address = search.channel === 'email' ? search.email : search.phone;
      if (address === null || !switches.channels.includes(search.channel)) return;
      const key = `${search.phone}\n${search.channel}\n${address}`;
      const envelope = envelopes.get(key) ?? { dealer, phone: search.phone, channel: search.channel, address, items: [] };
      // A similar car the message already names (new to a saved search, or like another watched car) is not told twice.
      if (alert.event.kind === 'similar' && envelope.items.some((told) => told.carId === alert.carId)) return;
      envelope.items.push(alert);
      envelopes.set(key, envelope);
    };
    // By URL state, then by search: a search of one new car names it, of several links its listing with their number.
    const groups = savedSearchMatches(index, cars);
    for (const { searches, cars: found } of groups) {
      matches += searches.length * found.length;
      const [first] = found;
      if (found.length === 1 && first) {
        for (const search of searches) add(search, item(first, search.id, search.name, { kind: 'new' }));
        continue;
      }
      // One URL state: one digest of its cars and one listing link, shared by all its searches.
      const several = {
        carId: `cars:${createHash('sha256')
          .update(found.map((car) => car.id).join('\n'))
          .digest('base64url')
          .slice(0, 16)}`,
        event: { kind: 'several', count: found.length } as const,
        eventKey: 'new',
        price: null,
        url: new URL(`${LISTING_ROOT}${searches[0]!.urlState}`, config.site_url).href,
      };
      for (const search of searches) add(search, { subject: search.id, searchName: search.name, title: search.name, ...several });
    }
    // Matching: from the change to each shopper's message of the searches it is news to.
    const matchMs = performance.now() - started;

    if (switches.watchlist) {
      const events = cars.flatMap((car) => {
        const event = watchlistEvent(car);
        return event ? [{ car: (car.after ?? car.before)!, event }] : [];
      });
      if (events.length > 0) {
        const watchers = await open().searches.watchers(
          dealer,
          events.map((e) => e.car.id),
        );
        for (const { car, event } of events)
          for (const phone of watchers.get(car.id) ?? []) {
            // A watcher hears by the channel of their newest live saved search: that search was their opt-in.
            const search = newestByPhone.get(phone);
            if (search) add(search, item(car, `${WATCHLIST}${phone}`, null, event));
          }
      }
      if (switches.similar_arrivals)
        await similarArrived(dealer, cars, config, (phone, arrival, watched) => {
          const search = newestByPhone.get(phone);
          if (!search) return;
          const { title, url } = factsOf(watched);
          add(search, { ...item(arrival, `${WATCHLIST}${phone}`, null, { kind: 'similar', watchedId: watched.id }), watched: { title, url } });
        });
    }
    // E-mail goes only to an address its shopper confirmed: a search saved to one whose link is not yet opened waits.
    const byEmail = [...envelopes.values()].filter((e) => e.channel === 'email');
    const confirmed = await open().emails.confirmedFor(
      dealer,
      byEmail.map((e) => e.phone),
    );
    for (const [key, envelope] of envelopes)
      if (envelope.channel === 'email' && !confirmed.has(`${envelope.phone}\n${envelope.address}`)) envelopes.delete(key);
    return { envelopes: [...envelopes.values()], matches, matchMs };
  }

  /**
   * "A similar car arrived" (dealer switch `similar_arrivals`): the change's arrivals the
   * similar-cars rule picks for each watched car, handed on per watcher, oldest watch first.
   */
  async function similarArrived(
    dealer: string,
    cars: readonly ChangedCar[],
    config: DealerConfig,
    tell: (phone: string, arrival: StockDocument, watched: StockDocument) => void,
  ): Promise<void> {
    const added = arrivals(cars);
    if (added.length === 0) return;
    const watching = await open().searches.watchers(dealer);
    if (watching.size === 0) return;
    let watched: StockDocument[];
    try {
      watched = await watchedCarDocuments([...watching.keys()], cars, context.providers.stockIndex(), dealerFilterFor(config));
    } catch (error) {
      // An index that cannot be read costs the similar cars only, never the change's other alerts.
      console.error(
        `shopper alerts ${dealer}: similar cars skipped, the stock index could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    const byId = new Map(added.map((car) => [String(car.id), car]));
    for (const { watched: car, arrival } of similarArrivals(watched, added, config.vehicle_page.similar_cars_limit))
      for (const phone of watching.get(String(car.id)) ?? []) tell(phone, byId.get(String(arrival.id)) ?? arrival, car);
  }

  let sender: AlertSender | null = null;
  const theSender = () => (sender ??= alertSender({ context, outbox: () => open().outbox, secret: readSecret }));

  return {
    searches: () => open().searches,
    emails: () => open().emails,
    outbox: () => open().outbox,
    settings,
    secret: readSecret,
    sender: theSender,
    saveSearch(dealer, phone, search) {
      const cap = context.dealers.dealer(dealer)?.dealer.config.shopper_alerts;
      return open().searches.create(dealer, phone, search, cap ? cap.max_saved_searches : 0);
    },
    async messagesFor(dealer, cars) {
      const switches = settings(dealer);
      const config = context.dealers.dealer(dealer)?.dealer.config;
      return switches && config ? plan(dealer, cars, config, switches) : { envelopes: [], matches: 0, matchMs: 0 };
    },
    async matchChanges(dealer, cars) {
      const report: MatchReport = { queued: 0, capped: 0, duplicate: 0, matches: 0, matchMs: 0 };
      const switches = settings(dealer);
      const config = context.dealers.dealer(dealer)?.dealer.config;
      if (!switches || !config || readSecret() === null || cars.length === 0) return report;
      const planned = await plan(dealer, cars, config, switches);
      report.matches = planned.matches;
      report.matchMs = planned.matchMs;
      // Quiet hours hold an SMS until morning in the dealer's time zone: one hour for the whole change.
      const smsFrom = smsNotBefore(context.clock(), switches.quiet_hours, config.timezone);
      const batch = planned.envelopes.map((envelope) => ({ envelope, notBefore: envelope.channel === 'sms' ? smsFrom : null }));
      for (const result of await open().outbox.enqueueAll(batch, { perDay: switches.max_messages_per_day })) report[result]++;
      if (report.queued > 0) theSender().wake();
      return report;
    },
  };
}
