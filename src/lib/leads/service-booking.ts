import type { Location } from '../content/location-schema.ts';
import type { SpecialHours } from '../content/special-hours-schema.ts';
import type { DealerConfig } from '../dealer/dealer-config.ts';
import { openDaysOf, type OpenDays } from '../service/open-days.ts';

type ServiceStep = 'contact' | 'vehicle' | 'order';

/** A location that takes services, with the days it is open for them. */
type ServiceLocation = { id: string; name: string; dealership_slug: string; days: OpenDays };

/** The dealer's service booking switches, resolved once for the island and the lead API alike. */
export type ServiceBookingRules = {
  /** A: Contact, Vehicle, Order Details; B: Vehicle, Contact, Order Details. */
  variant: 'A' | 'B';
  /** The vehicle-service form: every field on one step. */
  singleStep: boolean;
  omitSteps: ServiceStep[];
  intervalRequired: boolean;
  tyresReplacement: boolean;
  addressFields: boolean;
  /** Preselected in the state selects. */
  defaultState: string;
  /** The zone the preferred date's 'today' is taken in. */
  timeZone: string;
  /** Visible service locations (or, with none, the visible locations), primary first. */
  locations: ServiceLocation[];
};

type RulesConfig = Pick<DealerConfig, 'service' | 'forms' | 'timezone'>;

/**
 * The locations that take services: the visible ones typed service (or untyped); a dealer with none
 * services at its yards; one showing no such location books at its primary location. Never empty.
 */
function serviceLocations(locations: readonly Location[]): Location[] {
  const sorted = [...locations].sort((a, b) => Number(b.primary) - Number(a.primary) || a.name.localeCompare(b.name));
  const visible = sorted.filter((l) => l.visible);
  const service = visible.filter((l) => l.location_type === 'service' || l.location_type === '');
  if (service.length > 0) return service;
  const yards = visible.filter((l) => l.location_type !== 'parts');
  return yards.length > 0 ? yards : sorted.slice(0, 1);
}

export function serviceBookingRules(config: RulesConfig, locations: readonly Location[], special: readonly SpecialHours[]): ServiceBookingRules {
  const { booking } = config.service;
  return {
    variant: booking.variant,
    singleStep: config.service.page === 'vehicle_service_form',
    omitSteps: [...booking.omit_steps],
    intervalRequired: booking.interval_required,
    tyresReplacement: booking.tyres_replacement,
    addressFields: booking.address_fields,
    defaultState: config.forms.default_state,
    timeZone: config.timezone,
    locations: serviceLocations(locations).map((l) => ({ id: String(l.id), name: l.name, dealership_slug: l.dealership_slug, days: openDaysOf(l, special) })),
  };
}
