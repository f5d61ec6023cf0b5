import { formatAud } from '../../lib/inventory/price-display.ts';
import { STRINGS } from '../../lib/strings.ts';
import type { NewLead } from '../leads/lead-types.ts';
import type { Reservation } from './reservation-store.ts';

/**
 * What the dealer is told of a reservation: `held` when it holds the car (the deposit to be taken
 * by the dealer, or paid online), `paid_late` when its deposit was paid online after the hold had
 * ended, so the dealer must refund it or sell the buyer the car. Each is one lead per reservation
 * (its idempotency key), however often the provider repeats its event. `carFields` are the car's
 * lead fields as the stock index has it (see `leadCarFields`).
 */
export function reservationLead(reservation: Reservation, kind: 'held' | 'paid_late', carFields: Record<string, unknown>): NewLead {
  const amount = formatAud(reservation.amount);
  const toDealer = reservation.provider === 'embedded';
  const late = kind === 'paid_late';
  const subcategory = late ? STRINGS.reserveDepositPaidLate : toDealer ? STRINGS.reserveDepositToDealer : STRINGS.reserveDepositPaidOnline;
  const outcome = late
    ? STRINGS.reserveDepositPaidLateText(amount, reservation.paymentRef ?? '', reservation.endedAt ?? reservation.expiresAt)
    : `${subcategory} (${toDealer ? amount : `${amount}, ${reservation.paymentRef}`}); held until ${reservation.expiresAt}.`;
  return {
    dealershipSlug: reservation.dealer,
    category: 'Reservation',
    subcategory,
    name: reservation.name,
    email: reservation.email,
    phone: reservation.phone,
    carId: reservation.carId,
    stage: 'complete',
    idempotencyKey: `reservation-${late ? 'paid-late-' : ''}${reservation.reservationId}`,
    spam: false,
    accountPhone: reservation.accountPhone,
    payload: {
      ...carFields,
      reservation_id: reservation.reservationId,
      car_title: reservation.carTitle,
      deposit: reservation.amount,
      ...(late
        ? {
            paid_after_hold: true,
            dealer_action: 'refund_or_sale',
            payment_ref: reservation.paymentRef,
            hold_ended_at: reservation.endedAt,
            paid_at: reservation.latePaidAt,
          }
        : { held_until: reservation.expiresAt }),
      purchase_lead_id: reservation.purchaseLeadId,
      message: `Reservation ${reservation.reservationId} of ${reservation.carTitle}: ${outcome}`,
    },
  };
}
