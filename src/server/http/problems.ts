import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ALERT_COPY } from '../../lib/accounts/alert-copy.ts';
import { ACCOUNT_COPY } from '../../lib/accounts/copy.ts';
import { CONSOLE_COPY } from '../../lib/console/console-copy.ts';
import { STRINGS } from '../../lib/strings.ts';
import { OFFER_COPY } from '../../lib/trade-in/offer-copy.ts';

type Problem = { status: ContentfulStatusCode; message: string };

/**
 * Every error the server answers with, once: its code (the body's `error`, which the site's forms
 * and the stock command read), its status and its message. A call may say the message more
 * precisely for its feature ("This site has no watchlist.") or with a number in it, and may add
 * `fields` (messages per field, see fieldErrorsOf) and headers; the code and status never vary.
 * The body is always `{error, message}`, with `fields` when fields are named. See docs/errors.md.
 */
export const PROBLEMS = {
  // The request as a whole.
  bad_host: { status: 400, message: 'The Host header is not one well-formed host name.' },
  unknown_site: { status: 404, message: 'No dealer site is served at this address.' },
  not_found: { status: 404, message: 'There is nothing here.' },
  method_not_allowed: { status: 405, message: 'This method is not allowed here.' },
  forbidden_origin: { status: 403, message: 'This site does not accept requests from other sites.' },
  rate_limited: { status: 429, message: 'Too many requests. Try again shortly.' },
  unavailable: { status: 503, message: 'The service is briefly unavailable. Please try again.' },
  internal: { status: 500, message: 'The request could not be completed.' },
  // The body.
  unsupported_media_type: { status: 415, message: 'Send the body as application/json.' },
  too_large: { status: 413, message: 'The body is too large.' },
  invalid_json: { status: 400, message: 'The body is not valid JSON.' },
  invalid_multipart: { status: 400, message: 'The body is not valid multipart/form-data.' },
  invalid: { status: 422, message: 'Some fields are missing or invalid.' },
  // Leads and their steps.
  unknown_dealer: { status: 404, message: 'This site takes no leads.' },
  invalid_idempotency_key: { status: 400, message: 'Idempotency-Key must be 1 to 200 visible ASCII characters.' },
  idempotency_key_reused: { status: 422, message: STRINGS.idempotencyKeyReused },
  wrong_step_token: { status: 403, message: STRINGS.leadStepTokenWrong },
  lead_complete: { status: 409, message: STRINGS.leadAlreadySent },
  slot_taken: { status: 422, message: STRINGS.testDriveSlotTaken },
  // Cars, reservations and payments.
  unknown_car: { status: 404, message: STRINGS.reserveUnknownCar },
  not_reservable: { status: 409, message: STRINGS.reserveNotReservable },
  already_reserved: { status: 409, message: STRINGS.reserveAlreadyReserved },
  unknown_purchase: { status: 422, message: 'Some fields are missing or invalid.' },
  hold_limit: { status: 409, message: STRINGS.reserveHoldLimit(1) },
  address_limit: { status: 429, message: STRINGS.reserveAddressLimit },
  unknown_reference: { status: 404, message: STRINGS.onlinePaymentUnknownReference },
  // Sign-in and the shopper's own things.
  signed_out: { status: 401, message: 'Sign in first.' },
  too_soon: { status: 429, message: 'Please wait before asking for another code.' },
  sms_failed: { status: 502, message: ACCOUNT_COPY.smsFailed },
  too_many_attempts: { status: 429, message: ACCOUNT_COPY.tooManyAttempts },
  wrong_code: { status: 400, message: ACCOUNT_COPY.wrongCode },
  not_your_watchlist: { status: 403, message: 'The phone number is not the one signed in.' },
  // Shopper alerts (docs/alerts.md).
  too_many_searches: { status: 409, message: ALERT_COPY.tooManySearches(20) },
  unknown_search: { status: 404, message: 'No such saved search.' },
  bad_unsubscribe: { status: 403, message: ALERT_COPY.unsubscribeInvalid },
  bad_confirmation: { status: 403, message: ALERT_COPY.confirmInvalid },
  too_many_confirmations: { status: 429, message: ALERT_COPY.confirmTooMany },
  alerts_unavailable: { status: 503, message: 'This server sends no shopper alerts.' },
  // The dealer console (docs/console.md).
  staff_signed_out: { status: 401, message: CONSOLE_COPY.signedOut },
  not_your_dealer: { status: 403, message: CONSOLE_COPY.notYourDealer },
  role_forbidden: { status: 403, message: CONSOLE_COPY.roleForbidden },
  already_staff: { status: 409, message: CONSOLE_COPY.alreadyStaff },
  phone_taken: { status: 409, message: CONSOLE_COPY.phoneTaken },
  last_owner: { status: 409, message: CONSOLE_COPY.lastOwner },
  unknown_staff: { status: 404, message: 'No such staff member at this dealer.' },
  unknown_reservation: { status: 404, message: 'No such reservation at this dealer.' },
  reservation_ended: { status: 409, message: 'This reservation has already ended.' },
  builds_unavailable: { status: 503, message: CONSOLE_COPY.buildsUnavailable },
  nothing_staged: { status: 409, message: CONSOLE_COPY.nothingStaged },
  no_previous_build: { status: 409, message: CONSOLE_COPY.noPreviousBuild },
  build_moved_on: { status: 409, message: CONSOLE_COPY.buildMovedOn },
  release_failed: { status: 502, message: CONSOLE_COPY.releaseFailed },
  // Promotions and the trade-in.
  closed: { status: 409, message: 'This promotion is not running.' },
  already_spun: { status: 409, message: 'You have already spun the wheel.' },
  lookup_unavailable: { status: 503, message: STRINGS.tradeInLookupUnavailable },
  no_offer: { status: 409, message: OFFER_COPY.noOffer },
  offer_expired: { status: 409, message: OFFER_COPY.expired },
  // The providers' webhooks. A stock event's bad signature is 401 (the stock command tells the
  // operator to share the secret on it); a payment event's is 400, as the provider expects.
  not_configured: { status: 503, message: 'This server does not accept stock webhooks.' },
  invalid_signature: { status: 401, message: 'The signature is missing or invalid.' },
  bad_signature: { status: 400, message: 'The event signature is missing or invalid.' },
  invalid_event: { status: 400, message: 'The event is not one this server accepts.' },
} as const satisfies Record<string, Problem>;

export type ProblemCode = keyof typeof PROBLEMS;
