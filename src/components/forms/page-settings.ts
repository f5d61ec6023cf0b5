import type { LeadFormSettings } from '../../lib/leads/form-settings.ts';
import type { LeadCar } from '../../lib/leads/lead-car.ts';

/** The id of the JSON a page carries for its lead dialogs (LeadDialogs.astro writes it). */
export const PAGE_SETTINGS_ID = 'lead-form-settings';

/** The dealer's form settings, and the car of a vehicle page. */
export type PageLeadSettings = { settings: LeadFormSettings; car: LeadCar | null };

/** JSON safe inside a <script> element. */
export function pageSettingsJson(value: PageLeadSettings): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function readPageSettings(): PageLeadSettings | null {
  const text = document.getElementById(PAGE_SETTINGS_ID)?.textContent;
  return text ? (JSON.parse(text) as PageLeadSettings) : null;
}
