import { loadAllDealers, type Dealer } from '../../lib/dealer/load-dealer.ts';
import { leadFormSettings, type LeadFormSettings } from '../../lib/leads/form-settings.ts';
import { serviceBookingRules } from '../../lib/leads/service-booking.ts';
import { dealerForHost } from '../dealer-hosts.ts';
import { ALERT_TARGET } from '../leads/lead-types.ts';
import { dealerLookup, type DealerLookup, type LeadDealer } from '../leads/delivery/lead-dealer.ts';

/** A dealer as the server's features see it: its form rules and where its leads go. */
type DealerEntry = { dealer: Dealer; forms: LeadFormSettings; targets: string[] };

/** The dealers the server serves, read once at start-up; every feature looks its dealer up here. */
export type DealerRegistry = {
  /** Every dealer that loaded (a dealer whose config fails serves nothing and is logged). */
  readonly dealers: readonly Dealer[];
  /** The dealer of a request (`c.env.dealerSlug`), or null when the site serves none. */
  dealer(slug: string | null): DealerEntry | null;
  /** The dealer a stored lead belongs to, as delivery reads it. */
  dealerFor: DealerLookup;
  /** The dealer slug a Host header names (a dealer's `site_url`, or `<slug>.localhost`), else null. */
  forHost(host: string | null): string | null;
};

/** The outbox targets of the dealer's leads: its CRM's, and its staff's new-lead alerts (rule: leads.new-lead-alerts). */
function forwardTargets(dealer: Pick<Dealer, 'config'>): string[] {
  const { forward, alerts } = dealer.config.leads;
  return [...(forward.email ? ['email'] : []), ...(forward.webhook ? ['webhook'] : []), ...(alerts ? [ALERT_TARGET] : [])];
}

/** A dealer's form settings as the lead API checks submissions with them (its service booking rules included). */
export function dealerForms(dealer: Dealer): LeadFormSettings {
  return { ...leadFormSettings(dealer.config, dealer.locations), service: serviceBookingRules(dealer.config, dealer.locations, dealer.specialHours) };
}

/** What delivery reads of a dealer: its config, those form settings (the answers' labels) and its locations. */
export function leadDealerOf(dealer: Dealer, forms: LeadFormSettings): LeadDealer {
  return { ...dealer.config, forms, locations: dealer.locations };
}

/** The registry of the dealers under `dealersDir`; a dealer whose config is invalid is logged and left out. */
export function loadDealerRegistry(dealersDir: string, log: (line: string) => void = (line) => console.error(line)): DealerRegistry {
  const { dealers, failures } = loadAllDealers(dealersDir);
  for (const failure of failures) log(`dealer ${failure.slug} takes no leads: its configuration is invalid\n${failure.message}`);
  const entries = new Map(dealers.map((dealer) => [dealer.slug, { dealer, forms: dealerForms(dealer), targets: forwardTargets(dealer) }]));
  return {
    dealers,
    dealer: (slug) => (slug === null ? null : (entries.get(slug) ?? null)),
    dealerFor: dealerLookup(dealers.map((d) => leadDealerOf(d, entries.get(d.slug)!.forms))),
    forHost: (host) => dealerForHost(host, dealers),
  };
}
