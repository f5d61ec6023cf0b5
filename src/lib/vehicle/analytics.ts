import { STRINGS } from '../strings.ts';

/** Analytics event ids (spec part 1 §7, part 2 §4). */
export const EVENTS = {
  phoneClick: 25,
  save: 39,
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
} as const;

interface DataLayerHost {
  dataLayer?: { push: (entry: Record<string, unknown>) => unknown } | undefined;
}

/**
 * Pushes `{ event: 'forecourt', event_id, ...data }` onto the page's dataLayer when there is one.
 * Analytics never breaks the page: failures are logged and swallowed.
 */
export function trackEvent(eventId: number, data: Record<string, unknown> = {}, host: DataLayerHost = globalThis as DataLayerHost): void {
  try {
    host.dataLayer?.push({ event: 'forecourt', event_id: eventId, ...data });
  } catch (error) {
    console.warn(`analytics event ${eventId} failed`, error);
  }
}

/** 14 for a new-car enquiry, 15 for a used one (demo cars count as new). */
export function enquiryEventId(car: { car_type?: string | null | undefined }): number {
  return car.car_type === 'used' ? EVENTS.usedEnquiry : EVENTS.newEnquiry;
}

/** 17 for a new test drive, 48 for a used one, and 17 for any car tagged 'Test Drive Only'. */
export function testDriveEventId(car: { car_type?: string | null | undefined; tag?: string | null | undefined }): number {
  if (car.tag?.trim().toLowerCase() === STRINGS.tagTestDriveOnly.toLowerCase()) return EVENTS.newTestDrive;
  return car.car_type === 'used' ? EVENTS.usedTestDrive : EVENTS.newTestDrive;
}
