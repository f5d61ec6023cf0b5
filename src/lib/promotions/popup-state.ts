import type { z } from 'zod';
import type { PopupSchema } from '../content/popup-schema.ts';
import { expiryEpochMs } from '../dates.ts';

type Popup = z.output<typeof PopupSchema>;

/** The localStorage key holding a dealer's popup state. */
export const popupStorageKey = (dealerSlug: string) => `forecourt:${dealerSlug}:popup`;

/**
 * What identifies one popup: a stored "closed" applies to this popup only, so a dealer's next
 * popup shows again.
 */
export const popupIdentity = (popup: Pick<Popup, 'title' | 'expiry'>) => `${popup.title}|${popup.expiry}`;

/** The end of the popup's expiry (epoch ms): it is hidden after then. */
export const popupUntil = (popup: Pick<Popup, 'expiry'>) => expiryEpochMs(popup.expiry) ?? Number.POSITIVE_INFINITY;

/** The stored value once the shopper closes the popup. */
export const closedState = (identity: string) => JSON.stringify({ visible: false, popup: identity });

/** Whether the popup opens: not expired at `now`, and not closed by this shopper (`stored` is the localStorage value). */
export function popupOpens(until: number, identity: string, now: number, stored: string | null): boolean {
  if (now > until) return false;
  if (stored === null) return true;
  try {
    const state = JSON.parse(stored) as { visible?: unknown; popup?: unknown };
    return !(state.visible === false && state.popup === identity);
  } catch {
    return true;
  }
}
