import type { Location } from '../../content/location-schema.ts';
import { DealerConfigSchema, type DealerConfig } from '../../dealer/dealer-config.ts';
import { FIELD, type FormValues } from '../form-fields.ts';
import { leadFormSettings, type LeadFormSettings } from '../form-settings.ts';
import type { LeadCar } from '../lead-car.ts';
import { serviceBookingRules } from '../service-booking.ts';
import type { SpecialHours } from '../../content/special-hours-schema.ts';

/** A two-dealership group (the location select shows by default) with the given switches. */
function groupConfig(switches: Record<string, unknown> = {}): DealerConfig {
  return DealerConfigSchema.parse({
    slug: 'sample-group',
    name: 'Sample Motor Group',
    id: 9,
    dealerships: [
      { id: 901, slug: 'sample-toyota', name: 'Sample Toyota' },
      { id: 902, slug: 'sample-nissan', name: 'Sample Nissan' },
    ],
    ...switches,
  });
}

export function location(id: number, dealershipSlug: string, over: Partial<Location> = {}): Location {
  return {
    id,
    name: `Location ${id}`,
    slug: `location-${id}`,
    location_type: 'sales',
    location_subtype: null,
    dealership_id: dealershipSlug === 'sample-nissan' ? 902 : 901,
    dealership_slug: dealershipSlug,
    primary: false,
    visible: true,
    manufacturers: [],
    address: {
      street: '1 Main St',
      city: 'Springwood',
      state: 'QLD',
      postcode: '4127',
      lat: -27.6,
      long: 153.1,
      place_id: null,
      place_url: null,
      map_key: null,
    },
    contact_detail: { phone: '+61733401100', landline_phone: null, opening_hours: [] },
    image: null,
    map_image: null,
    reviews: null,
    dealer_license_number: null,
    motor_vehicle_repairer: null,
    ...over,
  };
}

/** Toyota sales (primary), Nissan sales, Toyota service, and a hidden Nissan location. */
export const GROUP_LOCATIONS: Location[] = [
  location(11, 'sample-toyota', { primary: true, name: 'Sample Toyota Springwood' }),
  location(12, 'sample-nissan', { name: 'Sample Nissan Ipswich' }),
  location(13, 'sample-toyota', { name: 'Sample Service Springwood', location_type: 'service' }),
  location(14, 'sample-nissan', { name: 'Hidden Nissan', visible: false }),
];

export function formSettings(switches: Record<string, unknown> = {}, locations: Location[] = GROUP_LOCATIONS): LeadFormSettings {
  return leadFormSettings(groupConfig(switches), locations);
}

/** Form settings with the service booking's rules, for the group's locations or the given ones. */
export function serviceFormSettings(
  switches: Record<string, unknown> = {},
  locations: Location[] = GROUP_LOCATIONS,
  special: SpecialHours[] = [],
): LeadFormSettings & { service: NonNullable<LeadFormSettings['service']> } {
  const config = groupConfig(switches);
  return { ...leadFormSettings(config, locations), service: serviceBookingRules(config, locations, special) };
}

export function leadCar(over: Partial<LeadCar> = {}): LeadCar {
  return {
    car_id: '4242',
    title: '2021 Toyota Corolla Ascent',
    stock_number: 'T4242',
    make: 'Toyota',
    model: 'Corolla',
    manufacturer_slug: 'toyota',
    car_type: 'used',
    vehicle_status: 'in_stock',
    dealership_slug: 'sample-toyota',
    car_dealership_id: 901,
    tag: null,
    year: 2021,
    variant: 'Ascent',
    price: 23990,
    km: 48200,
    vin: 'JTNKU3JE60J000001',
    ...over,
  };
}

/** An enquiry a shopper filled in correctly (terms agreed; no location chosen). */
export function filledEnquiry(over: FormValues = {}): FormValues {
  return {
    [FIELD.name]: 'Sam Shopper',
    [FIELD.email]: 'sam@example.com',
    [FIELD.phone]: '0412 345 678',
    [FIELD.message]: 'Is it still available?',
    [FIELD.terms]: true,
    ...over,
  };
}

/** The trade-in's last step ('Your details') as a shopper fills it in (location 11 of GROUP_LOCATIONS; terms not yet agreed). */
export function tradeInDetails(over: FormValues = {}): FormValues {
  return {
    name: 'Sam Shopper',
    email: 'sam@example.com',
    phone: '0412 345 678',
    postcode: '4000',
    odometer: 65_000,
    service_history: 'Full service history',
    number_of_keys: '2',
    car_condition: 'Good',
    comments: 'One owner.',
    PreferredContactMethod: 'Phone',
    finance: 'No',
    location: '11',
    ...over,
  };
}

/** Runs `work` with console.warn silenced: a lead post that gets no answer warns, as it should in a browser. */
export async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return await work();
  } finally {
    console.warn = warn;
  }
}
