import type { DealerConfig } from '../../../lib/dealer/dealer-config.ts';
import type { Lead } from '../lead-types.ts';
import { field } from './lead-facts.ts';

/** What delivery reads of the dealer a lead belongs to. */
export type LeadDealer = Pick<DealerConfig, 'slug' | 'name' | 'site_url' | 'dealerships' | 'leads'>;

/** The dealer of a stored lead, or null when no such dealer is configured any more. */
export type DealerLookup = (lead: Lead) => LeadDealer | null;

/** Looks a lead's dealer up by slug (`Lead.dealershipSlug` holds the slug of the site it came from). */
export function dealerLookup(dealers: readonly LeadDealer[]): DealerLookup {
  const bySlug = new Map(dealers.map((d) => [d.slug, d]));
  return (lead) => bySlug.get(lead.dealershipSlug) ?? null;
}

/** The dealership the shopper chose (payload dealership_slug) when it is one of the dealer's, else the dealer. */
export function vendorName(dealer: LeadDealer, lead: Lead): string {
  const chosen = field(lead.payload, 'dealership_slug');
  return dealer.dealerships.find((d) => d.slug === chosen)?.name ?? dealer.name;
}
