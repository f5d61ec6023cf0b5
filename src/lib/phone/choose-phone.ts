import { isCarType, type CarType } from '../inventory/vocabulary.ts';

export interface PhoneLocation {
  id?: number | string | null | undefined;
  phone?: string | null | undefined;
  contact_detail?: { phone?: string | null | undefined; landline_phone?: string | null | undefined } | null | undefined;
}

export interface PhoneChoiceOptions {
  /** Dealer phone numbers per car type. */
  carTypePhones: Partial<Record<CarType, string>>;
  /** Use the car-type number when the car's type has one. */
  filterByCarType: boolean;
  /** Per-location overrides, keyed by location id. */
  locationOverrides: Readonly<Record<string, string>>;
  /** The dealer's main number. */
  defaultPhone: string | null;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The number to show for a car or location, first found of: the location's override; the car
 * type's number when filtering by car type is on; the location's phone (contact phone, then
 * landline); the dealer's main number. Null when there is none (callers log a warning).
 */
export function choosePhone(
  subject: { location?: PhoneLocation | null | undefined; carType?: string | null | undefined },
  options: Partial<PhoneChoiceOptions> = {},
): string | null {
  const { location, carType } = subject;
  const override = location?.id != null ? options.locationOverrides?.[String(location.id)] : undefined;
  if (present(override)) return override;
  if (options.filterByCarType === true && isCarType(carType)) {
    const byType = options.carTypePhones?.[carType];
    if (present(byType)) return byType;
  }
  const candidates = [location?.contact_detail?.phone, location?.phone, location?.contact_detail?.landline_phone, options.defaultPhone];
  return candidates.find(present) ?? null;
}

/**
 * The one number a location shows everywhere — its card, the footer, its business in structured
 * data: the dealer's override for it (`phones.location_overrides`), else its own phone.
 */
export function locationPhone(location: PhoneLocation, overrides: Readonly<Record<string, string>>): string | null {
  return choosePhone({ location }, { locationOverrides: overrides });
}
