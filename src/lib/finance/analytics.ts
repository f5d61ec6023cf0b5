/** Analytics event id sent the first time a shopper changes the finance calculator. */
const FINANCE_FIRST_CHANGE_EVENT_ID = 26;

type DataLayer = { push: (entry: Record<string, unknown>) => unknown };

interface DataLayerHost {
  dataLayer?: DataLayer | undefined;
}

/**
 * Pushes `{ event: 'forecourt', event_id: 26 }` onto the page's dataLayer, starting one when the
 * page has none yet (a tag manager loaded later reads what was queued, as with GTM).
 * Analytics must never break the calculator: failures are logged and swallowed.
 */
export function trackFinanceFirstChange(host: DataLayerHost = globalThis as DataLayerHost): void {
  try {
    const queue: Record<string, unknown>[] = [];
    host.dataLayer ??= queue;
    host.dataLayer.push({ event: 'forecourt', event_id: FINANCE_FIRST_CHANGE_EVENT_ID });
  } catch (error) {
    console.warn('finance analytics event failed', error);
  }
}
