import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { nextOpening } from '../../lib/hours/next-opening.ts';
import type { DealerRegistry } from '../context/dealer-registry.ts';
import { leadLocation } from '../leads/delivery/lead-dealer.ts';
import type { LeadRouter } from '../leads/lead-store.ts';
import type { Lead, LeadRoute } from '../leads/lead-types.ts';

type Department = 'sales' | 'service' | 'parts';

/** A service booking is the service department's; every other form the sales department's. */
const departmentOf = (form: string | null): Department => (form === 'service_booking' ? 'service' : 'sales');

const formOf = (payload: Record<string, unknown>): string | null => (typeof payload['form'] === 'string' ? payload['form'] : null);

/** The lead's form, location (leadLocation, as its ADF vendor names it) and department, for the inbox and the alerts. */
export function routeOf(dealer: Pick<Dealer, 'config' | 'locations'> | null, lead: Pick<Lead, 'payload'>): LeadRoute {
  const form = formOf(lead.payload);
  const location = dealer ? leadLocation({ dealerships: dealer.config.dealerships, locations: dealer.locations }, lead) : null;
  return { form, locationId: location?.id ?? null, department: departmentOf(form) };
}

/** The lead store's router over the server's dealers. */
export const leadRouter =
  (dealers: Pick<DealerRegistry, 'dealer'>): LeadRouter =>
  (lead) =>
    routeOf(dealers.dealer(lead.dealershipSlug)?.dealer ?? null, lead);

/**
 * When a lead's alert is due (rule: leads.new-lead-alerts): when the lead goes to the CRM (`forward`,
 * null: held), or, for a dealer whose `leads.alerts.outside_hours` is 'at_opening', when the lead's
 * location next opens for its department if it is closed then (at once when it has no hours).
 */
export function alertDueAt(dealer: Pick<Dealer, 'config' | 'locations' | 'specialHours'>, lead: Pick<Lead, 'payload'>, forward: Date | null): Date | null {
  const alerts = dealer.config.leads.alerts;
  if (forward === null || alerts === false || alerts.outside_hours === 'alert') return forward;
  const route = routeOf(dealer, lead);
  const location = dealer.locations.find((l) => l.id === route.locationId);
  if (!location) return forward;
  const hours = {
    weekly: location.contact_detail.opening_hours,
    special: dealer.specialHours.filter((s) => s.location_name === location.name && s.department === route.department),
  };
  return nextOpening(hours, forward, dealer.config.timezone) ?? forward;
}
