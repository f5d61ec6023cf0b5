import { describe, expect, it } from 'vitest';
import { STRINGS } from '../strings.ts';
import { FIELD, type FormValues } from './form-fields.ts';
import { CAREERS_CATEGORY } from './lead-categories.ts';
import { buildLeadSubmission, HONEYPOT_FIELD, validateLeadSubmission, type LeadContext, type LeadPage } from './lead-submission.ts';
import { filledEnquiry, formSettings, leadCar } from './testing/fixtures.ts';

const settings = formSettings();
const page: LeadPage = {
  url: 'http://sample.localhost/cars/a/',
  pageId: '/cars/a/',
  userAgent: 'Chromium',
  attributes: { visited_pages: ['/search/', '/cars/a/'], linked_query_params: { utm_source: 'google' } },
};
const values: FormValues = filledEnquiry({ [FIELD.rego]: '', [FIELD.optIn]: false, [FIELD.requestPhotos]: STRINGS.requestPhotosDefault });
const context = (over: Partial<LeadContext> = {}): LeadContext => ({
  form: 'car_enquiry',
  car: leadCar(),
  subcategory: STRINGS.quickEnquiry,
  source: 'quick-enquiry',
  locationId: null,
  ...over,
});
const last = { isLastStep: true, leadId: null };

describe('the lead submission', () => {
  it("carries the spec's lead payload: the car, the page, the contact copies and the form's own fields", () => {
    const body = buildLeadSubmission(context(), { ...values, [FIELD.location]: '11' }, settings, page, last);
    expect(body).toEqual({
      form: 'car_enquiry',
      category: 'Vehicle Enquiry',
      subcategory: STRINGS.quickEnquiry,
      page_id: '/cars/a/',
      dealership_slug: 'sample-toyota',
      manufacturer_slug: 'toyota',
      stock_number: 'T4242',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      car_type: 'used',
      car_id: '4242',
      vehicle_status: 'in_stock',
      car_dealership_id: 901,
      car_year: 2021,
      car_variant: 'Ascent',
      car_price: 23990,
      car_km: 48200,
      car_vin: 'JTNKU3JE60J000001',
      name: 'Sam Shopper',
      last_name: null,
      email: 'sam@example.com',
      phone: '0412 345 678',
      opt_in: false,
      message: 'Is it still available?',
      url: page.url,
      source: 'quick-enquiry',
      user_agent: 'Chromium',
      lead_attributes: page.attributes,
      lead_id: null,
      form_completed: true,
      lead_status: 'Complete',
      offer_accepted: false,
      adjustments: null,
      additional_services: [],
      userData: { ...values, [FIELD.location]: '11' },
      isLastStep: true,
      [HONEYPOT_FIELD]: '',
    });
    // The API keeps the mobile in its national form, whatever spacing was typed.
    const normalised = { ...body, phone: '0412345678', userData: { ...body.userData, [FIELD.phone]: '0412345678' } };
    expect(validateLeadSubmission(body, settings)).toEqual({ ok: true, submission: normalised });
  });

  it("sends the chosen location's dealership, or the page's location when no select is shown", () => {
    expect(buildLeadSubmission(context(), { ...values, [FIELD.location]: '12' }, settings, page, last).dealership_slug).toBe('sample-nissan');
    expect(buildLeadSubmission(context(), values, settings, page, last).dealership_slug).toBe('sample-toyota');
    const general = buildLeadSubmission(context({ form: 'general_enquiry', car: null, subcategory: null, locationId: '12' }), values, settings, page, last);
    expect(general).toMatchObject({ dealership_slug: 'sample-nissan', userData: { [FIELD.location]: '12' }, category: STRINGS.generalEnquiry, car_id: null });
  });

  it('gives a generic enquiry its last_name and lead_status (Partial until the last step, then Complete), whatever the page claimed', () => {
    const quick = context({ form: 'quick_enquiry', car: null, subcategory: null, source: 'trade-in-quick' });
    const typed = {
      ...values,
      [FIELD.category]: STRINGS.tradeInValuation,
      [FIELD.name]: 'Sam',
      [FIELD.lastName]: 'Shopper',
      [FIELD.postcode]: '4000',
      [FIELD.location]: '11',
    };
    const body = buildLeadSubmission(quick, typed, settings, page, last);
    expect(body).toMatchObject({ category: STRINGS.tradeInValuation, name: 'Sam', last_name: 'Shopper', lead_status: 'Complete' });
    const checked = validateLeadSubmission({ ...body, lead_status: 'Partial', last_name: 'Someone Else' }, settings);
    expect(checked.ok && [checked.submission.last_name, checked.submission.lead_status]).toEqual(['Shopper', 'Complete']);
    const partial = buildLeadSubmission(context({ form: 'general_enquiry', car: null, subcategory: null }), values, settings, page, {
      isLastStep: false,
      leadId: null,
    });
    expect(partial).toMatchObject({ lead_status: 'Partial', last_name: null });
    // The quick form files under its hidden field's trade-in, never a category it does not offer.
    const other = validateLeadSubmission(buildLeadSubmission(quick, { ...typed, [FIELD.category]: CAREERS_CATEGORY }, settings, page, last), settings);
    expect(other.ok && other.submission.category).toBe(STRINGS.generalEnquiry);
  });

  it("files a career enquiry as 'General Enquiry' / 'Career Enquiry'", () => {
    const body = buildLeadSubmission(
      context({ form: 'general_enquiry', car: null, subcategory: null }),
      { ...values, [FIELD.category]: CAREERS_CATEGORY },
      settings,
      page,
      last,
    );
    expect(body).toMatchObject({ category: STRINGS.generalEnquiry, subcategory: STRINGS.careerEnquiry });
    expect(
      buildLeadSubmission(
        context({ form: 'general_enquiry', car: null, subcategory: null }),
        { ...values, [FIELD.category]: 'Service Enquiry' },
        settings,
        page,
        last,
      ).category,
    ).toBe('Service Enquiry');
  });

  it('marks the steps of a multi-step form: the first without a lead id, the last completing it', () => {
    const first = buildLeadSubmission(context({ subcategory: null, source: 'car-enquiry' }), values, settings, page, { isLastStep: false, leadId: null });
    expect(first).toMatchObject({ isLastStep: false, form_completed: false, lead_id: null });
    const final = buildLeadSubmission(context(), values, settings, page, { isLastStep: true, leadId: 'L-1' });
    expect(final).toMatchObject({ isLastStep: true, form_completed: true, lead_id: 'L-1' });
  });
});

describe("the lead API's check", () => {
  const body = (over: Record<string, unknown> = {}) => ({
    ...buildLeadSubmission(context(), { ...values, [FIELD.location]: '11' }, settings, page, last),
    ...over,
  });

  it('names every bad field: envelope fields by their path, form fields by their name', () => {
    const result = validateLeadSubmission(body({ form: 'brochure', url: 3, userData: { [FIELD.email]: 'x' } }), settings);
    expect(result.ok ? {} : Object.keys(result.errors).sort()).toEqual(['form', 'url']);
    const fields = validateLeadSubmission(body({ userData: { [FIELD.email]: 'x', [FIELD.terms]: false } }), settings);
    expect(fields.ok ? {} : fields.errors).toMatchObject({
      [FIELD.name]: [STRINGS.fieldRequired],
      [FIELD.email]: [STRINGS.invalidEmail],
      [FIELD.terms]: [STRINGS.mustAgreeToTerms],
    });
  });

  it('requires the car of a car enquiry', () => {
    const result = validateLeadSubmission(body({ car_id: null }), settings);
    expect(result.ok ? {} : Object.keys(result.errors)).toEqual(['car_id']);
  });

  it('derives the category and the contact copies again from the checked fields', () => {
    const forged = validateLeadSubmission(
      body({
        form: 'general_enquiry',
        category: 'Anything',
        name: 'Someone else',
        userData: { ...values, [FIELD.category]: CAREERS_CATEGORY, [FIELD.location]: '11', [FIELD.name]: ' Sam ' },
      }),
      settings,
    );
    expect(forged.ok && forged.submission).toMatchObject({
      category: STRINGS.generalEnquiry,
      subcategory: STRINGS.careerEnquiry,
      name: 'Sam',
      userData: { [FIELD.name]: 'Sam' },
    });
  });

  it("keeps a page-chosen location only when it is one of the dealer's", () => {
    const noSelect = formSettings({ forms: { remove_dealership_select: true } });
    const kept = validateLeadSubmission(body({ userData: { ...values, [FIELD.location]: '12' } }), noSelect);
    expect(kept.ok && kept.submission.userData[FIELD.location]).toBe('12');
    const dropped = validateLeadSubmission(body({ userData: { ...values, [FIELD.location]: '99' } }), noSelect);
    expect(dropped.ok && dropped.submission.userData[FIELD.location]).toBeUndefined();
  });

  it('passes the honeypot on to the API, which treats a filled one as spam', () => {
    const result = validateLeadSubmission(body({ [HONEYPOT_FIELD]: 'http://spam.example' }), settings);
    expect(result.ok && result.submission[HONEYPOT_FIELD]).toBe('http://spam.example');
  });
});
