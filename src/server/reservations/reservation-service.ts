import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { carTitle } from '../../lib/inventory/car-name.ts';
import { formatAud } from '../../lib/inventory/price-display.ts';
import { holdMs, paymentWindowMs } from '../../lib/reservations/hold-terms.ts';
import type { ReservationRequest } from '../../lib/reservations/reservation-request.ts';
import { leadCarFields, leadCarOf } from '../../lib/leads/lead-car.ts';
import { STRINGS } from '../../lib/strings.ts';
import { isReservable } from '../../lib/vehicle/actions.ts';
import type { ServerContext } from '../context/server-context.ts';
import type { LeadService } from '../leads/lead-service.ts';
import { onlinePaymentStore } from '../payments/online-payment-store.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { CarAvailability } from './car-availability.ts';
import { reservationLead } from './reservation-lead.ts';
import { reservationStore, type Reservation, type ReservationStore } from './reservation-store.ts';

/** Why a car could not be reserved (each a 4xx), or the reservation and where the shopper goes next. */
type ReserveOutcome =
  | { ok: false; reason: 'unknown_car' | 'not_reservable' | 'already_reserved' | 'unknown_purchase' | 'hold_limit' | 'address_limit' }
  | {
      ok: true;
      reservation: Reservation;
      redirectUrl: string | null;
      /** false when this was a repeat reserve that found the shopper's own live reservation of the car. */
      created: boolean;
    };

export type ReservationService = {
  store(): ReservationStore;
  payments(): PaymentProvider;
  availability(): CarAvailability;
  /**
   * `origin` is the dealer site's own (the provider sends the shopper back there); `accountPhone`
   * the signed-in shopper's mobile; `clientAddress` the address the request came from.
   */
  reserve(
    dealer: Dealer,
    request: ReservationRequest,
    o: { accountPhone: string | null; origin: string; clientAddress: string | null },
  ): Promise<ReserveOutcome>;
  /**
   * The provider says the deposit is paid: a pending reservation holds its car for the dealer's
   * hold_hours from now; one that had already ended records the late payment and tells the dealer
   * to refund it or sell the car. Null when it changes nothing (unknown, another payment, a repeat).
   */
  confirmPaid(reservationId: string, paymentRef: string): Promise<Reservation | null>;
  /** The provider says the payment will not come: a pending reservation of that payment ends and frees its car. */
  lapse(reservationId: string, paymentRef: string): Promise<Reservation | null>;
  /** Ends a live reservation (expiry, a lapsed payment, staff) and frees its car; null when it was not live. */
  end(reservationId: string, status: 'released' | 'cancelled'): Promise<Reservation | null>;
  /** Releases every hold whose time is up at `now` (and lapses the online payments whose window closed); returns the holds released. */
  releaseDue(now?: Date): Promise<Reservation[]>;
};

/** What a test replaces of the context's: the clock, the payment provider, the cars' availability. */
export type ReservationServiceOptions = {
  clock?: () => Date;
  payments?: PaymentProvider;
  availability?: CarAvailability;
};

const DEFAULT_HOLD_MS = holdMs({ hold_hours: 48 });

/**
 * Reserve online (issue 14): the live index decides whether the car can be reserved; the store
 * decides who gets it, in one transaction with the dealer's limits (one live reservation per car,
 * `holds_per_shopper`, `holds_per_address_per_hour`); the payment provider takes the deposit
 * (embedded: left to the dealer; Stripe: Checkout, within `payment_window_minutes`), and a held
 * reservation marks the car reserved in the index and tells the dealer through the lead pipeline.
 */
export function createReservationService(
  context: Pick<ServerContext, 'dealers' | 'store' | 'providers'>,
  leads: Pick<LeadService, 'store' | 'stored'>,
  o: ReservationServiceOptions = {},
): ReservationService {
  const clock = o.clock ?? (() => new Date());
  let store: ReservationStore | null = null;
  let payments: PaymentProvider | null = o.payments ?? null;
  const service: ReservationService = {
    store: () => (store ??= reservationStore(context.store.database(), clock)),
    payments: () => (payments ??= context.providers.payments()),
    availability: () => o.availability ?? context.providers.availability(),

    async reserve(dealer, request, { accountPhone, origin, clientAddress }) {
      const reserve = dealer.config.purchase.reserve;
      const car = await service.availability().find(dealer, request.car_id);
      if (!car || reserve === false) return { ok: false, reason: 'unknown_car' };
      const shopper = accountPhone ?? request.phone;
      // A repeat reserve finds the shopper's own hold, though the index already shows the car reserved.
      const live = await service.store().liveFor(dealer.slug, car.id);
      if (live && live.accountPhone === shopper) return repeated(live);
      if (car.reserved === true) return { ok: false, reason: 'already_reserved' };
      if (!isReservable(car, dealer.config.purchase)) return { ok: false, reason: 'not_reservable' };
      if (request.purchase !== null) {
        const lead = await leads.store().getLead(request.purchase);
        if (!lead || lead.dealershipSlug !== dealer.slug) return { ok: false, reason: 'unknown_purchase' };
      }
      const provider = service.payments();
      const settled = provider.name === 'embedded';
      const result = await service.store().reserve(
        {
          dealer: dealer.slug,
          carId: car.id,
          carSlug: car.slug,
          carTitle: carTitle(car),
          name: request.name,
          email: request.email,
          phone: request.phone,
          accountPhone: shopper,
          clientAddress,
          amount: reserve.amount,
          provider: provider.name,
          purchaseLeadId: request.purchase,
          holdMs: settled ? holdMs(reserve) : paymentWindowMs(dealer.config.purchase),
        },
        settled ? 'held' : 'pending',
        { perShopper: reserve.holds_per_shopper, perAddressPerHour: reserve.holds_per_address_per_hour },
      );
      if (result.kind === 'car_taken') return { ok: false, reason: 'already_reserved' };
      if (result.kind === 'shopper_limit') return { ok: false, reason: 'hold_limit' };
      if (result.kind === 'address_limit') return { ok: false, reason: 'address_limit' };
      if (result.kind === 'existing') return repeated(result.reservation);
      const created = result.reservation;
      const page = `${origin}/cars/${encodeURIComponent(car.slug)}/${dealer.config.purchase.checkout_path}/`;
      let start;
      try {
        start = await provider.start({
          purpose: 'reservation',
          id: created.reservationId,
          dealer: dealer.slug,
          amount: reserve.amount,
          description: `${STRINGS.reserveDeposit(formatAud(reserve.amount))}: ${created.carTitle}`,
          email: request.email,
          successUrl: `${page}?reservation=${created.reservationId}`,
          cancelUrl: `${page}?cancelled=${created.reservationId}`,
          expiresAt: new Date(created.expiresAt),
        });
      } catch (error) {
        await service.store().end(created.reservationId, 'released');
        throw error;
      }
      if (start.kind === 'redirect') {
        await service.store().attach(created.reservationId, { paymentRef: start.paymentRef, paymentUrl: start.url, payBy: start.payBy });
        const pending = (await service.store().get(created.reservationId)) ?? created;
        return { ok: true, reservation: pending, redirectUrl: start.url, created: true };
      }
      return { ok: true, reservation: await held(created), redirectUrl: null, created: true };
    },

    async confirmPaid(reservationId, paymentRef) {
      const found = await service.store().get(reservationId);
      if (!found || found.paymentRef !== paymentRef) return null;
      const reserve = context.dealers.dealer(found.dealer)?.dealer.config.purchase.reserve;
      const confirmed = await service.store().confirm(reservationId, reserve ? holdMs(reserve) : DEFAULT_HOLD_MS);
      if (confirmed) return held(confirmed);
      const late = await service.store().recordLatePayment(reservationId, paymentRef);
      if (late) await tellDealer(late, 'paid_late');
      return late;
    },

    async lapse(reservationId, paymentRef) {
      const found = await service.store().get(reservationId);
      if (!found || found.paymentRef !== paymentRef || found.status !== 'pending') return null;
      return service.end(reservationId, 'released');
    },

    async end(reservationId, status) {
      const before = await service.store().get(reservationId);
      const ended = await service.store().end(reservationId, status);
      // A pending reservation never marked its car; only a held one has a flag to clear.
      if (ended && before?.status === 'held') await service.availability().setReserved(ended.dealer, ended.carId, false);
      return ended;
    },

    async releaseDue(now = clock()) {
      await onlinePaymentStore(context.store.database(), clock).lapseDue(now);
      const released: Reservation[] = [];
      for (const due of await service.store().due(now)) {
        const ended = await service.end(due.reservationId, 'released');
        if (ended) released.push(ended);
      }
      return released;
    },
  };

  function repeated(reservation: Reservation): ReserveOutcome {
    return { ok: true, reservation, redirectUrl: reservation.status === 'pending' ? reservation.paymentUrl : null, created: false };
  }

  /** Marks the car reserved (its availability rebuild follows) and tells the dealer. */
  async function held(reservation: Reservation): Promise<Reservation> {
    await service.availability().setReserved(reservation.dealer, reservation.carId, true);
    return tellDealer(reservation, 'held');
  }

  async function tellDealer(reservation: Reservation, kind: 'held' | 'paid_late'): Promise<Reservation> {
    const entry = context.dealers.dealer(reservation.dealer);
    if (!entry) return reservation;
    // The car as the dealer's CRM is told of it; a stock index out of reach leaves its id and title.
    const car = await service
      .availability()
      .find(entry.dealer, reservation.carId)
      .catch(() => null);
    const carFields = { ...leadCarFields(car ? leadCarOf(car, entry.dealer.config.dealerships) : null), car_id: reservation.carId };
    const { lead } = await leads.store().createLead(reservationLead(reservation, kind, carFields), entry.targets);
    leads.stored();
    // The reservation's own lead is the one that held it; a late payment's lead stands beside it.
    if (kind === 'held') await service.store().attach(reservation.reservationId, { leadId: lead.leadId });
    return kind === 'held' ? { ...reservation, leadId: lead.leadId } : reservation;
  }

  return service;
}
