import { STRINGS } from '../strings.ts';
import type { LeadForm } from './lead-categories.ts';

/** Analytics event ids of a stored lead (rule: leads.event-ids). */
const LEAD_EVENTS = {
  lead: 22,
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  careerEnquiry: 51,
} as const;

type EventCar = { car_type?: string | null | undefined; tag?: string | null | undefined };

const isTestDriveOnly = (car: EventCar) => car.tag?.trim().toLowerCase() === STRINGS.tagTestDriveOnly.toLowerCase();

/**
 * The event a stored lead reports: 51 for a career enquiry; for a car, 14/15 for a new/used
 * enquiry and 17/48 for a new/used test drive (17 for any test drive of a car tagged 'Test Drive
 * Only'); demo cars count as new; 22 for everything else.
 */
export function leadEventId(form: LeadForm, car: EventCar | null, subcategory: string | null): number {
  if (subcategory === STRINGS.careerEnquiry) return LEAD_EVENTS.careerEnquiry;
  if (car === null) return LEAD_EVENTS.lead;
  const used = car.car_type === 'used';
  if (form === 'test_drive') return isTestDriveOnly(car) || !used ? LEAD_EVENTS.newTestDrive : LEAD_EVENTS.usedTestDrive;
  if (form === 'car_enquiry') return used ? LEAD_EVENTS.usedEnquiry : LEAD_EVENTS.newEnquiry;
  return LEAD_EVENTS.lead;
}
