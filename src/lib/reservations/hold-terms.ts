/**
 * How long reservations hold a car and how long a shopper sent to a payment page has to pay: the
 * bounds the dealer switches accept (purchase.reserve.hold_hours, purchase.payment_window_minutes)
 * and the durations they give.
 */

/** Stripe Checkout's documented session lifetime: from 30 minutes to 24 hours after its creation. */
export const STRIPE_SESSION_MINUTES = { min: 30, max: 24 * 60 } as const;

/**
 * Kept clear of both ends of Stripe's window, so the time the request takes to reach Stripe (and
 * the SDK's retries of it), or a clock a little off Stripe's, never pushes a session outside it.
 */
export const STRIPE_SESSION_MARGIN_MINUTES = 2;

/** What purchase.payment_window_minutes accepts: Stripe's window less the margin at each end. */
export const PAYMENT_WINDOW_MINUTES = {
  min: STRIPE_SESSION_MINUTES.min + STRIPE_SESSION_MARGIN_MINUTES,
  max: STRIPE_SESSION_MINUTES.max - STRIPE_SESSION_MARGIN_MINUTES,
  default: 35,
} as const;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** How long a reservation holds its car: from the reservation (embedded provider) or from the paid deposit. */
export const holdMs = (reserve: { hold_hours: number }): number => reserve.hold_hours * HOUR_MS;

/** How long an unpaid reservation or online payment waits for its payment before it lapses. */
export const paymentWindowMs = (purchase: { payment_window_minutes: number }): number => purchase.payment_window_minutes * MINUTE_MS;
