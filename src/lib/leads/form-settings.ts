import { contentPagePath } from '../content/content-pages.ts';
import type { Location } from '../content/location-schema.ts';
import type { DealerConfig } from '../dealer/dealer-config.ts';
import type { ServiceBookingRules } from './service-booking.ts';

/** A choice in the location select: the location's id, its name and the dealership it belongs to. */
export type LocationOption = { id: string; name: string; dealership_slug: string; sales: boolean };

/** The dealer's form switches, resolved once for the islands and the lead API alike. */
export type FormRules = {
  /** terms_conditions required ('*You must agree to the terms of use before submitting.'). */
  termsCheckbox: boolean;
  /** The enquiry message is required (general and car enquiries). */
  messageRequired: boolean;
  hideOptIn: boolean;
  /** Ask 'do-you-have-a-trade-in' (Yes or No) on enquiries. */
  askHasTradeIn: boolean;
  /** Show the location select: more than one dealership, and not removed by the dealer. */
  locationSelect: boolean;
  /** The state dropdowns start on (`forms.default_state`). */
  defaultState: string;
  /** Trade-in leads carry RedBookCode (`redbook`). */
  redbook: boolean;
};

export type LeadFormSettings = {
  rules: FormRules;
  /** Visible locations, primary first. */
  locations: LocationOption[];
  dealerships: { id: number; slug: string; name: string }[];
  legal: { groupName: string; privacyPolicyPath: string; termsPath: string };
  budgetQuickPicks: number[];
  /** The service booking's switches: given to the service page's form and the lead API, left out elsewhere. */
  service?: ServiceBookingRules;
};

type SettingsConfig = Pick<DealerConfig, 'name' | 'forms' | 'dealerships' | 'redbook'> & {
  content: Pick<DealerConfig['content'], 'legal' | 'pages_path' | 'root_pages'>;
};

export function leadFormSettings(config: SettingsConfig, locations: readonly Location[]): LeadFormSettings {
  const { forms, content } = config;
  const { legal } = content;
  return {
    rules: {
      termsCheckbox: forms.terms_checkbox,
      messageRequired: forms.enquiry_message_required,
      hideOptIn: forms.hide_opt_in,
      askHasTradeIn: forms.ask_has_trade_in,
      locationSelect: config.dealerships.length > 1 && !forms.remove_dealership_select,
      defaultState: forms.default_state,
      redbook: config.redbook,
    },
    locations: locations
      .filter((l) => l.visible)
      .sort((a, b) => Number(b.primary) - Number(a.primary) || a.name.localeCompare(b.name))
      .map((l) => ({ id: String(l.id), name: l.name, dealership_slug: l.dealership_slug, sales: l.location_type === 'sales' || l.location_type === '' })),
    dealerships: config.dealerships.map((d) => ({ id: d.id, slug: d.slug, name: d.name })),
    legal: {
      groupName: legal.group_name ?? config.name,
      privacyPolicyPath: legal.privacy_policy_path ?? contentPagePath(content, 'privacy-policy'),
      termsPath: legal.terms_path ?? contentPagePath(content, 'terms-and-conditions'),
    },
    budgetQuickPicks: [...forms.budget_quick_picks],
  };
}

/**
 * The locations a form offers: for a car, the sales locations of its dealership (all sales
 * locations when none match); otherwise every visible location.
 */
export function locationChoices(settings: Pick<LeadFormSettings, 'locations'>, dealershipSlug: string | null): LocationOption[] {
  if (dealershipSlug === null) return settings.locations;
  const sales = settings.locations.filter((l) => l.sales);
  const own = sales.filter((l) => l.dealership_slug === dealershipSlug);
  return own.length > 0 ? own : sales;
}

/** The location preselected in the select: the given one when offered, else the only one left (rule: leads.dealership-select). */
export function preselectedLocation(choices: readonly LocationOption[], wanted: string | null): string {
  if (wanted !== null && choices.some((c) => c.id === wanted)) return wanted;
  return choices.length === 1 ? choices[0]!.id : '';
}
