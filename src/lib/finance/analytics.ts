/** Analytics event id sent the first time a shopper changes the finance calculator. */
export const FINANCE_FIRST_CHANGE_EVENT_ID = 26;

interface DataLayerHost {
  dataLayer?: { push: (entry: Record<string, unknown>) => unknown } | undefined;
}

/**
 * Pushes `{ event: 'forecourt', event_id: 26 }` onto the page's dataLayer when there is one.
 * Analytics must never break the calculator: failures are logged and swallowed.
 */
export function trackFinanceFirstChange(host: DataLayerHost = globalThis as DataLayerHost): void {
  try {
    host.dataLayer?.push({ event: 'forecourt', event_id: FINANCE_FIRST_CHANGE_EVENT_ID });
  } catch (error) {
    console.warn('finance analytics event failed', error);
  }
}
