import { STRINGS } from '../strings.ts';
import { FORM_COPY } from './copy.ts';
import { PARTS_CATEGORY, type LeadForm } from './lead-categories.ts';

export type LeadEntry = {
  form: LeadForm;
  /** The car enquiry in two steps (contact details, then the enquiry). */
  multiStep: boolean;
  subcategory: string | null;
  /** The dialog's or page form's title. */
  title: string;
  submitLabel: string;
  /** The general enquiry's category this entry preselects (the shopper can still change it). */
  category?: string;
};

/**
 * Every place a lead form opens from; the key is sent as the lead's `source`. Dialog entries open
 * from a button (`data-lead-dialog`), page entries are forms on their own page.
 */
export const LEAD_ENTRIES = {
  'car-enquiry': { form: 'car_enquiry', multiStep: true, subcategory: null, title: STRINGS.enquire, submitLabel: FORM_COPY.send },
  'quick-enquiry': { form: 'car_enquiry', multiStep: false, subcategory: STRINGS.quickEnquiry, title: STRINGS.quickEnquiry, submitLabel: FORM_COPY.send },
  'find-similar': {
    form: 'car_enquiry',
    multiStep: false,
    subcategory: STRINGS.findMeSomethingSimilar,
    title: STRINGS.findMeSomethingSimilar,
    submitLabel: FORM_COPY.send,
  },
  'test-drive': { form: 'test_drive', multiStep: false, subcategory: null, title: STRINGS.testDrive, submitLabel: FORM_COPY.bookTestDrive },
  'finance-enquiry': { form: 'finance_enquiry', multiStep: false, subcategory: null, title: STRINGS.financeEnquiry, submitLabel: FORM_COPY.send },
  'parts-enquiry': {
    form: 'general_enquiry',
    multiStep: false,
    subcategory: null,
    title: FORM_COPY.partsHeading,
    submitLabel: FORM_COPY.send,
    category: PARTS_CATEGORY,
  },
  contact: { form: 'general_enquiry', multiStep: false, subcategory: null, title: FORM_COPY.contactHeading, submitLabel: FORM_COPY.send },
  'contact-car': { form: 'car_enquiry', multiStep: false, subcategory: null, title: FORM_COPY.contactHeading, submitLabel: FORM_COPY.send },
  'book-test-drive': { form: 'test_drive', multiStep: false, subcategory: null, title: FORM_COPY.testDriveHeading, submitLabel: FORM_COPY.bookTestDrive },
  finance: { form: 'finance_enquiry', multiStep: false, subcategory: null, title: STRINGS.financeEnquiry, submitLabel: FORM_COPY.send },
  'personalised-finance': {
    form: 'finance_enquiry',
    multiStep: false,
    subcategory: FORM_COPY.personalisedFinanceHeading,
    title: FORM_COPY.personalisedFinanceHeading,
    submitLabel: FORM_COPY.send,
  },
  'online-purchase': { form: 'online_purchase', multiStep: false, subcategory: null, title: STRINGS.onlinePurchase, submitLabel: STRINGS.onlinePurchase },
  /** The trade-in pages of a dealer that values cars by hand (no `trade_in.vehicle_data`): the quick form, filed as a trade-in. */
  'trade-in-quick': {
    form: 'quick_enquiry',
    multiStep: false,
    subcategory: null,
    title: STRINGS.tradeInValuation,
    submitLabel: FORM_COPY.send,
    category: STRINGS.tradeInValuation,
  },
  'service-booking': {
    form: 'service_booking',
    multiStep: true,
    subcategory: null,
    title: STRINGS.bookAService,
    submitLabel: FORM_COPY.bookService,
  },
} as const satisfies Record<string, LeadEntry>;

export type LeadEntryKey = keyof typeof LEAD_ENTRIES;

/** Entries a button opens as a dialog (the value of its `data-lead-dialog`). */
export type LeadDialogKey = 'car-enquiry' | 'quick-enquiry' | 'find-similar' | 'test-drive';

const DIALOG_KEYS: readonly string[] = ['car-enquiry', 'quick-enquiry', 'find-similar', 'test-drive'] satisfies LeadDialogKey[];

export function isLeadDialogKey(value: unknown): value is LeadDialogKey {
  return typeof value === 'string' && DIALOG_KEYS.includes(value);
}
