import { z } from 'zod';
import { FIELD, type FormValues } from './form-fields.ts';
import { fieldErrorsOf, type FieldErrors } from '../field-errors.ts';
import { validateUserData } from './form-schemas.ts';
import type { LeadFormSettings } from './form-settings.ts';
import { LEAD_FORMS, leadCategory, type LeadForm } from './lead-categories.ts';
import { leadCarFields, type LeadCar } from './lead-car.ts';

/** Where every lead form posts. */
export const LEADS_ENDPOINT = '/api/leads';

/** Where a shopper lands once the last step of a form is stored. */
export const SUCCESS_PATH = '/success/';

/** The honeypot: a field people never see or fill. A submission with it filled is answered like a success and stored as spam. */
export const HONEYPOT_FIELD = 'website';

/** Where the shopper came from: pages seen on the site before this one, and the landing page's query (utm_*, gclid …). */
const LeadAttributesSchema = z.object({
  visited_pages: z.array(z.string().max(2048)).max(50).default([]),
  linked_query_params: z.record(z.string().max(100), z.string().max(500)).default({}),
});
type LeadAttributes = z.infer<typeof LeadAttributesSchema>;

const optionalText = (max: number) => z.string().max(max).nullable().default(null);

/** A generic enquiry's `lead_status` (rule: leads.quick-form): Partial until its last step, then Complete — the spec's "marks the lead Complete". */
const LEAD_STATUSES = ['Partial', 'Complete'] as const;

/**
 * The instant offer's adjustments step (`{id, adjustmentAnswers}`, rule: trade-in.adjustments):
 * the valuation it adjusts (its EvalID) and the shopper's answers about the car's condition, sent
 * with the last step for every dealer.
 */
const AdjustmentsSchema = z.strictObject({
  id: z.string().trim().min(1).max(64),
  adjustmentAnswers: z
    .record(z.string().min(1).max(100), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((answers) => Object.keys(answers).length <= 50, { error: 'At most 50 answers.' }),
});
export type Adjustments = z.infer<typeof AdjustmentsSchema>;

/**
 * What every lead form posts to `POST /api/leads` (JSON). The lead payload (rule: leads.payload;
 * category, subcategory, dealership_slug, car fields, opt_in, message, url, source, user_agent,
 * lead_attributes, lead_id, form_completed) and its generic enquiry fields (page_id, name, email,
 * phone, additional_services) at the top level, with what the page knew of the car besides
 * (car_year, car_variant, car_price, car_km, car_vin) for the dealer's CRM; the form's own fields, as the form names them,
 * in `userData`, checked by the form's schema (see `leadFormSchema`). Multi-step protocol: every
 * step posts with `isLastStep`; the first step has no `lead_id` and creates the lead (partial),
 * answered with its `lead_id` and `step_token`; later steps carry both, and the last step
 * completes it. A complete lead is final.
 */
const LeadSubmissionSchema = z.object({
  form: z.enum(LEAD_FORMS),
  category: z.string().trim().min(1).max(100),
  subcategory: optionalText(100),
  page_id: optionalText(300),
  dealership_slug: optionalText(100),
  manufacturer_slug: optionalText(100),
  stock_number: optionalText(50),
  'Vehicle Make': optionalText(100),
  'Vehicle Model': optionalText(100),
  car_type: optionalText(20),
  car_id: optionalText(64),
  vehicle_status: optionalText(30),
  car_dealership_id: z.number().int().positive().nullable().default(null),
  car_year: z.number().int().min(1886).max(2100).nullable().default(null),
  car_variant: optionalText(200),
  car_price: z.number().nonnegative().max(100_000_000).nullable().default(null),
  car_km: z.number().nonnegative().max(10_000_000).nullable().default(null),
  car_vin: optionalText(30),
  name: optionalText(100),
  last_name: optionalText(100),
  email: optionalText(254),
  phone: optionalText(20),
  opt_in: z.boolean().default(true),
  message: optionalText(5000),
  url: z.string().max(2048),
  source: z.string().max(100),
  user_agent: z.string().max(512),
  lead_attributes: LeadAttributesSchema.prefault({}),
  lead_id: optionalText(64),
  step_token: z.string().min(1).max(100).optional(),
  form_completed: z.boolean(),
  lead_status: z.enum(LEAD_STATUSES).optional(),
  /** Never true from a form: the shopper accepts an offer through POST /api/leads/accept-offer (rule: trade-in.offer-acceptance). */
  offer_accepted: z.literal(false, { error: 'An offer is accepted through /api/leads/accept-offer.' }).default(false),
  adjustments: AdjustmentsSchema.nullable().default(null),
  additional_services: z.array(z.string().max(100)).max(20).default([]),
  userData: z.record(z.string(), z.unknown()),
  isLastStep: z.boolean(),
  [HONEYPOT_FIELD]: z.string().max(500).default(''),
});
export type LeadSubmission = z.infer<typeof LeadSubmissionSchema>;

/** What the page knows about a lead besides the form's fields. */
export type LeadContext = {
  form: LeadForm;
  car: LeadCar | null;
  subcategory: string | null;
  /** Which button or page the form was opened from, e.g. 'quick-enquiry'. */
  source: string;
  /** A location chosen by the page (e.g. /contact-us/{location slug}) when no select is shown. */
  locationId: string | null;
};

export type LeadPage = { url: string; pageId: string; userAgent: string; attributes: LeadAttributes };

/** Which step is sent: a later step of a multi-step form names its lead and the step token the first answer gave. */
export type LeadStep = { isLastStep: boolean; leadId: string | null; stepToken?: string | null };

const textValue = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The dealership a lead goes to: the chosen location's, else the car's, else the only dealership's. */
function dealershipOf(settings: Pick<LeadFormSettings, 'locations' | 'dealerships'>, locationId: string | null, car: LeadCar | null): string | null {
  const location = settings.locations.find((l) => l.id === locationId);
  return location?.dealership_slug ?? car?.dealership_slug ?? (settings.dealerships.length === 1 ? settings.dealerships[0]!.slug : null);
}

/** The submission for checked form values (`validateStep`'s data), with the top-level copies filled from them. */
export function buildLeadSubmission(
  context: LeadContext,
  values: FormValues,
  settings: Pick<LeadFormSettings, 'locations' | 'dealerships'>,
  page: LeadPage,
  step: LeadStep,
  honeypot = '',
  adjustments: Adjustments | null = null,
): LeadSubmission {
  const { car } = context;
  const location = textValue(values[FIELD.location]) ?? context.locationId;
  const userData: FormValues = { ...values, ...(location === null ? {} : { [FIELD.location]: location }) };
  const { category, subcategory } = leadCategory(context.form, textValue(values[FIELD.category]), context.subcategory);
  return {
    form: context.form,
    category,
    subcategory,
    page_id: page.pageId,
    dealership_slug: dealershipOf(settings, location, car),
    ...leadCarFields(car),
    ...contactCopies(userData),
    url: page.url,
    source: context.source,
    user_agent: page.userAgent,
    lead_attributes: page.attributes,
    lead_id: step.leadId,
    ...(step.stepToken ? { step_token: step.stepToken } : {}),
    form_completed: step.isLastStep,
    lead_status: leadStatus(step.isLastStep),
    offer_accepted: false,
    adjustments,
    additional_services: [],
    userData,
    isLastStep: step.isLastStep,
    [HONEYPOT_FIELD]: honeypot,
  };
}

const leadStatus = (isLastStep: boolean): (typeof LEAD_STATUSES)[number] => (isLastStep ? 'Complete' : 'Partial');

function contactCopies(userData: FormValues): Pick<LeadSubmission, 'name' | 'last_name' | 'email' | 'phone' | 'opt_in' | 'message'> {
  return {
    name: textValue(userData[FIELD.name]),
    last_name: textValue(userData[FIELD.lastName]),
    email: textValue(userData[FIELD.email]),
    phone: textValue(userData[FIELD.phone]),
    opt_in: userData[FIELD.optIn] !== false,
    message: textValue(userData[FIELD.message]),
  };
}

/**
 * The lead API's check of a posted body: the envelope, then `userData` against the form's schema
 * under the dealer's switches. The answer names every bad field (422 `fields`); on success the
 * category and the top-level copies are derived again from the checked fields, so they cannot
 * disagree with what the form sent. A car enquiry must name its car.
 */
export function validateLeadSubmission(
  body: unknown,
  settings: Pick<LeadFormSettings, 'rules' | 'locations' | 'service'>,
): { ok: true; submission: LeadSubmission } | { ok: false; errors: FieldErrors } {
  const envelope = LeadSubmissionSchema.safeParse(body);
  if (!envelope.success) return { ok: false, errors: fieldErrorsOf(envelope.error) };
  const errors: FieldErrors = {};
  const submission = envelope.data;
  const userData = validateUserData(submission.form, settings, submission.userData as FormValues, submission.isLastStep);
  if (!userData.ok) Object.assign(errors, userData.errors);
  if ((submission.form === 'car_enquiry' || submission.form === 'online_purchase') && submission.car_id === null) {
    errors['car_id'] = [`car_id is required for ${submission.form === 'car_enquiry' ? 'a car enquiry' : 'an online purchase'}`];
  }
  if (submission.adjustments !== null) {
    if (submission.form !== 'trade_in') errors['adjustments'] = ['Only the instant offer sends adjustments.'];
    else if (submission.adjustments.id !== textValue(submission.userData['EvalID']))
      errors['adjustments.id'] = ['adjustments.id must be the valuation’s EvalID.'];
  }
  if (!userData.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const checked = { ...userData.data, ...knownLocation(submission.userData[FIELD.location], settings) };
  const { category, subcategory } = leadCategory(submission.form, textValue(checked[FIELD.category]), submission.subcategory);
  const derived = { category, subcategory, userData: checked, lead_status: leadStatus(submission.isLastStep), ...contactCopies(checked) };
  return { ok: true, submission: { ...submission, ...derived } };
}

/** A location the page chose without a select is kept when it is one of the dealer's. */
function knownLocation(value: unknown, settings: Pick<LeadFormSettings, 'locations'>): FormValues {
  return typeof value === 'string' && settings.locations.some((l) => l.id === value) ? { [FIELD.location]: value } : {};
}
