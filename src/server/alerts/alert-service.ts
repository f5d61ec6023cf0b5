import { carTitle } from '../../lib/inventory/car-name.ts';
import { eventKey, savedSearchMatches, watchlistEvent, type ChangedCar } from '../../lib/alerts/alert-matches.ts';
import { SavedSearchIndex } from '../../lib/alerts/saved-search-index.ts';
import type { ShopperAlertsConfig } from '../../lib/dealer/config-shopper-alerts.ts';
import type { SearchQueryInput } from '../../lib/search/query.ts';
import { numericValues, type StockDocument } from '../../lib/search/stock-document.ts';
import { carShareUrl } from '../../lib/vehicle/share.ts';
import type { ServerContext } from '../context/server-context.ts';
import type { AlertItem } from './alert-message.ts';
import { alertOutbox, type AlertEnvelope, type AlertOutbox } from './alert-outbox.ts';
import { alertSender, type AlertSender } from './alert-sender.ts';
import { smsNotBefore } from './quiet-hours.ts';
import { savedSearchStore, type NewSavedSearch, type SavedSearchStore, type StoredSearch } from './saved-search-store.ts';
import { alertsSecret } from './unsubscribe-token.ts';

type AlertContext = Pick<ServerContext, 'env' | 'config' | 'dealers' | 'store' | 'providers' | 'clock'>;

/** What one change set queued: messages by outcome, and how long matching took. */
type MatchReport = { queued: number; capped: number; duplicate: number; matches: number; matchMs: number };

export type AlertService = {
  searches(): SavedSearchStore;
  outbox(): AlertOutbox;
  /** The dealer's shopper-alert switches, or null where alerts are off (or sign-in is). */
  settings(dealer: string): ShopperAlertsConfig | null;
  /** The key unsubscribe links are signed with; null: this host sends no alerts. */
  secret(): string | null;
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
  let stores: { searches: SavedSearchStore; outbox: AlertOutbox } | null = null;
  const open = () => {
    if (!stores) {
      const database = context.store.database();
      stores = { searches: savedSearchStore(database, context.clock), outbox: alertOutbox(database, context.clock) };
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

  let sender: AlertSender | null = null;
  const theSender = () => (sender ??= alertSender({ context, outbox: () => open().outbox, secret: readSecret }));

  return {
    searches: () => open().searches,
    outbox: () => open().outbox,
    settings,
    secret: readSecret,
    sender: theSender,
    saveSearch(dealer, phone, search) {
      const cap = context.dealers.dealer(dealer)?.dealer.config.shopper_alerts;
      return open().searches.create(dealer, phone, search, cap ? cap.max_saved_searches : 0);
    },
    async matchChanges(dealer, cars) {
      const report: MatchReport = { queued: 0, capped: 0, duplicate: 0, matches: 0, matchMs: 0 };
      const switches = settings(dealer);
      const config = context.dealers.dealer(dealer)?.dealer.config;
      if (!switches || !config || readSecret() === null || cars.length === 0) return report;
      const started = performance.now();
      const { index, newestByPhone } = await indexFor(dealer);
      // What a message shows of a car, worked out once per car however many searches it matches.
      const shown = new Map<StockDocument, Pick<AlertItem, 'carId' | 'title' | 'price' | 'url'>>();
      const item = (car: StockDocument, subject: string, searchName: string | null, event: AlertItem['event']): AlertItem => {
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
        return { subject, searchName, ...facts, event, eventKey: eventKey(event) };
      };
      // One message per shopper and channel (and address) for this change.
      const envelopes = new Map<string, AlertEnvelope>();
      const add = (search: StoredSearch, alert: AlertItem) => {
        const address = search.channel === 'email' ? search.email : search.phone;
        if (address === null || !switches.channels.includes(search.channel)) return;
        const key = `${search.phone}\n${search.channel}\n${address}`;
        const envelope = envelopes.get(key) ?? { dealer, phone: search.phone, channel: search.channel, address, items: [] };
        envelope.items.push(alert);
        envelopes.set(key, envelope);
      };
      const matches = savedSearchMatches(index, cars);
      report.matchMs = performance.now() - started;
      report.matches = matches.reduce((n, match) => n + match.searches.length, 0);
      for (const match of matches) for (const search of match.searches) add(search, item(match.car, search.id, search.name, { kind: 'new' }));

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
      }
      const now = context.clock();
      for (const envelope of envelopes.values()) {
        const notBefore = envelope.channel === 'sms' ? smsNotBefore(now, switches.quiet_hours, config.timezone) : null;
        report[await open().outbox.enqueue(envelope, { perDay: switches.max_messages_per_day, notBefore })]++;
      }
      if (report.queued > 0) theSender().wake();
      return report;
    },
  };
}
