import { FORM_COPY } from './copy.ts';
import { FIELD, initialValues, leadFormDefinition, type FormValues, type LeadFormDefinition } from './form-fields.ts';
import { locationChoices, preselectedLocation, type LeadFormSettings, type LocationOption } from './form-settings.ts';
import type { LeadCar } from './lead-car.ts';
import { LEAD_ENTRIES, type LeadEntry, type LeadEntryKey } from './lead-entries.ts';

export type LeadFormSetup = { entry: LeadEntry; locations: LocationOption[]; definition: LeadFormDefinition; defaults: FormValues };

/**
 * What a form opened from `entryKey` starts with: its locations (the car's dealership's), its
 * definition, and its first values: the page's location or the only one left, the entry's enquiry
 * category (parts), 'Find Me Something Similar' worded for the car, then the page's prefill.
 */
export function leadFormSetup(
  entryKey: LeadEntryKey,
  settings: LeadFormSettings,
  car: LeadCar | null,
  { locationId = null, prefill = {} }: { locationId?: string | null; prefill?: FormValues } = {},
): LeadFormSetup {
  const entry = LEAD_ENTRIES[entryKey];
  const locations = locationChoices(settings, car?.dealership_slug ?? null);
  const definition = leadFormDefinition(entry.form, settings.rules, { multiStep: entry.multiStep, locations, service: settings.service });
  const location = preselectedLocation(locations, locationId);
  const category = 'category' in entry ? { [FIELD.category]: entry.category } : {};
  const similar = entryKey === 'find-similar' && car?.title ? { [FIELD.message]: FORM_COPY.findSimilarMessage(car.title) } : {};
  const defaults = initialValues(definition, { ...(location ? { [FIELD.location]: location } : {}), ...category, ...similar, ...prefill });
  return { entry, locations, definition, defaults };
}
