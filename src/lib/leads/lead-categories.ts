import { STRINGS } from '../strings.ts';

/** The shopper-facing lead forms; `form` on every submission names which one sent it. */
export const LEAD_FORMS = [
  'general_enquiry',
  'car_enquiry',
  'test_drive',
  'finance_enquiry',
  'online_purchase',
  'service_booking',
  'trade_in',
  'quick_enquiry',
] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** The lead category each form files under (the general enquiry's comes from its category select). */
const FORM_CATEGORY = {
  car_enquiry: 'Vehicle Enquiry',
  test_drive: 'Test Drive',
  finance_enquiry: STRINGS.financeEnquiry,
  online_purchase: STRINGS.onlinePurchase,
  service_booking: 'Service Booking',
  trade_in: STRINGS.tradeInValuation,
} as const satisfies Record<Exclude<LeadForm, 'general_enquiry' | 'quick_enquiry'>, string>;

/** What the quick form's hidden field may file it under (rule: leads.quick-form); anything else is a general enquiry. */
const QUICK_FORM_CATEGORIES: readonly string[] = [STRINGS.tradeInValuation, STRINGS.generalEnquiry];

/** A career enquiry's value in the category select (re-categorised on submission). */
export const CAREERS_CATEGORY = 'Careers';

/** The general enquiry's category select's parts value, which the parts enquiry page (/parts/search) preselects. */
export const PARTS_CATEGORY = 'Parts Enquiry';

/** The general enquiry's category select, 'General Enquiry' first (its default). */
export const GENERAL_ENQUIRY_CATEGORIES = [
  STRINGS.generalEnquiry,
  'Sales Enquiry',
  STRINGS.financeEnquiry,
  'Service Enquiry',
  PARTS_CATEGORY,
  CAREERS_CATEGORY,
] as const;

/**
 * The category and subcategory a lead is stored under: a career enquiry becomes 'General Enquiry'
 * with subcategory 'Career Enquiry' (rule: leads.categories); anything else keeps the form's own.
 */
export function leadCategory(form: LeadForm, selected: string | null, subcategory: string | null): { category: string; subcategory: string | null } {
  if (form === 'quick_enquiry') return { category: QUICK_FORM_CATEGORIES.includes(selected ?? '') ? selected! : STRINGS.generalEnquiry, subcategory };
  if (form !== 'general_enquiry') return { category: FORM_CATEGORY[form], subcategory };
  if (selected === CAREERS_CATEGORY) return { category: STRINGS.generalEnquiry, subcategory: STRINGS.careerEnquiry };
  return { category: selected || STRINGS.generalEnquiry, subcategory };
}
