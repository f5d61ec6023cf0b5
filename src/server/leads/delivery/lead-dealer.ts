import type { Location } from '../../../lib/content/location-schema.ts';
import type { DealerConfig } from '../../../lib/dealer/dealer-config.ts';
import { FIELD } from '../../../lib/leads/form-fields.ts';
import type { Lead } from '../lead-types.ts';
import { type LeadForms, payloadText, textOf, userDataOf } from './lead-answers.ts';

/** What delivery reads of the dealer a lead belongs to: its config, form settings (the answers' labels) and locations. */
export type LeadDealer = Pick<DealerConfig, 'slug' | 'name' | 'site_url' | 'dealerships' | 'leads' | 'phones'> & {
  forms: LeadForms;
  locations: readonly Pick<Location, 'id' | 'name' | 'dealership_slug' | 'location_type' | 'primary' | 'visible' | 'contact_detail'>[];
};

/** The dealer of a stored lead, or null when no such dealer is configured any more. */
export type DealerLookup = (lead: Lead) => LeadDealer | null;

/** Looks a lead's dealer up by slug (`Lead.dealershipSlug` holds the slug of the site it came from). */
export function dealerLookup(dealers: readonly LeadDealer[]): DealerLookup {
  const bySlug = new Map(dealers.map((d) => [d.slug, d]));
  return (lead) => bySlug.get(lead.dealershipSlug) ?? null;
}

/** Who a lead is for, as the ADF <vendor> names it: the dealership and how to reach it. */
export type Vendor = { name: string; url: string | null; contactName: string; phone: string | null; email: string | null };

type DealerLocation = LeadDealer['locations'][number];

/**
 * The location a lead is for: the one its form named, else the sales (or any) location of the
 * dealership the shopper chose (payload dealership_slug), primary first, else the dealer's primary
 * location; null for a dealer without locations.
 */
export function leadLocation(dealer: Pick<LeadDealer, 'dealerships' | 'locations'>, lead: Pick<Lead, 'payload'>): DealerLocation | null {
  const chosen = payloadText(lead.payload, 'dealership_slug');
  const dealership = dealer.dealerships.find((d) => d.slug === chosen) ?? null;
  const locationId = textOf(userDataOf(lead)[FIELD.location]);
  const visible = dealer.locations.filter((l) => l.visible);
  const ranked = [...visible].sort((a, b) => Number(b.primary) - Number(a.primary));
  return (
    dealer.locations.find((l) => String(l.id) === locationId) ??
    ranked.find((l) => dealership !== null && l.dealership_slug === dealership.slug && l.location_type === 'sales') ??
    ranked.find((l) => dealership !== null && l.dealership_slug === dealership.slug) ??
    ranked[0] ??
    null
  );
}

/**
 * The dealership the shopper chose (payload dealership_slug) when it is one of the dealer's, else
 * the dealer; reached at the lead's location (leadLocation) by its phone, and at `leads.vendor_email`.
 */
export function vendorOf(dealer: LeadDealer, lead: Lead): Vendor {
  const chosen = payloadText(lead.payload, 'dealership_slug');
  const dealership = dealer.dealerships.find((d) => d.slug === chosen) ?? null;
  const location = leadLocation(dealer, lead);
  const name = dealership?.name ?? dealer.name;
  const phone = location ? (dealer.phones.location_overrides[String(location.id)] ?? location.contact_detail.phone) : null;
  return { name, url: dealer.site_url, contactName: location?.name ?? name, phone, email: dealer.leads.vendor_email };
}
