import type { Location } from '../content/location-schema.ts';
import type { SpecialHours } from '../content/special-hours-schema.ts';
import { openingHoursRows, type HoursRow } from '../hours/opening-hours.ts';
import { STRINGS } from '../strings.ts';

/** One choice of a location page's hours selector. */
export interface HoursChoice {
  id: string;
  name: string;
  /** The location type, with the location's name where the page shows more than one. */
  label: string;
  rows: HoursRow[];
  special: SpecialHours[];
}

const specialOf = (location: Pick<Location, 'name'>, special: readonly SpecialHours[]) => special.filter((s) => s.location_name === location.name);

/** The selector's choices for a page's locations: each location's weekly rows and its own special hours. */
export function hoursChoices(locations: readonly Location[], special: readonly SpecialHours[]): HoursChoice[] {
  return locations.map((l) => ({
    id: l.slug,
    name: l.name,
    label: locations.length > 1 ? `${STRINGS.locationTypes[l.location_type]} — ${l.name}` : STRINGS.locationTypes[l.location_type],
    rows: openingHoursRows(l.contact_detail.opening_hours),
    special: specialOf(l, special),
  }));
}

/** Every shown location's special hours, for the holiday opening hours dialog. */
export function holidaysByLocation(locations: readonly Location[], special: readonly SpecialHours[]): { location: string; entries: SpecialHours[] }[] {
  return locations.map((l) => ({ location: l.name, entries: specialOf(l, special) })).filter((h) => h.entries.length > 0);
}
