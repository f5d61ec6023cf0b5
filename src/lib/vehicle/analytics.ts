/** Analytics event ids of the vehicle page's own actions (rule: vehicle.analytics-events); a stored lead's are in leads/event-ids.ts. */
export const EVENTS = {
  phoneClick: 25,
  save: 39,
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
