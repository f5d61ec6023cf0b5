import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { carTitle } from '../../lib/inventory/car-name.ts';
import { formatAud } from '../../lib/inventory/price-display.ts';
import { leadCarFields, leadCarOf } from '../../lib/leads/lead-car.ts';
import { HOLD_MS, PAYMENT_WINDOW_MS, type ReservationRequest } from '../../lib/reservations/reservation-request.ts';
import { STRINGS } from '../../lib/strings.ts';
import { isReservable } from '../../lib/vehicle/actions.ts';
import type { LeadService } from '../leads/lead-service.ts';
import { embeddedPayment } from '../payments/embedded-payment.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { stripeFromEnv } from '../payments/stripe-payment.ts';
import type { ServerConfig } from '../server-config.ts';
import { carAvailability, type AvailabilityRebuild, type CarAvailability } from './car-availability.ts';
import { reservationStore, type Reservation, type ReservationStore } from './reservation-store.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** Why a car could not be reserved (each a 4xx), or the reservation and where the shopper goes next. */
type ReserveOutcome =
  | { ok: false; reason: 'unknown_car' | 'not_reservable' | 'already_reserved' | 'unknown_purchase' }
  | { ok: true; reservation: Reservation; redirectUrl: string | null };

export type ReservationService = {
  store(): ReservationStore;
  payments(): PaymentProvider;
  availability(): CarAvailability;
  /** `origin` is the dealer site's own (the provider sends the shopper back there). */
  reserve(dealer: Dealer, request: ReservationRequest, o: { accountPhone: string | null; origin: string }): Promise<ReserveOutcome>;
  /** The provider confirmed the deposit: the car is held 48 hours from now. */
  confirmPaid(reservationId: string, paymentRef: string): Promise<Reservation | null>;
  /** Ends a live reservation (expiry, a lapsed payment, staff) and frees its car; null when it was not live. */
  end(reservationId: string, status: 'released' | 'cancelled'): Promise<Reservation | null>;
  /** Releases every hold whose time is up at `now`; returns those released. */
  releaseDue(now?: Date): Promise<Reservation[]>;
};

export type ReservationServiceOptions = {
  clock?: () => Date;
  payments?: PaymentProvider;
  availability?: CarAvailability;
  env?: Env;
  /** Without a configured availability: how a serverless host asks for a rebuild. */
  rebuild?: AvailabilityRebuild;
};

/**
 * Reserve online (issue 14): the live index decides whether the car can be reserved, the store's
 * one-live-reservation-per-car index decides who gets it, the payment provider takes the deposit
 * (embedded: left to the dealer; Stripe: Checkout), and a held reservation marks the car reserved
 * in the index and tells the dealer through the lead pipeline.
 */
export function createReservationService(leads: LeadService, config: ServerConfig, o: ReservationServiceOptions = {}): ReservationService {
  const clock = o.clock ?? (() => new Date());
  const env = o.env ?? process.env;
  let store: ReservationStore | null = null;
  let payments: PaymentProvider | null = o.payments ?? null;
  const rebuild: AvailabilityRebuild = o.rebuild ?? (async () => {});
  const service: ReservationService = {
    store: () => (store ??= reservationStore(leads.database(), clock)),
    payments: () => (payments ??= stripeFromEnv(env) ?? embeddedPayment),
    availability: () => o.availability ?? carAvailability({ indexDir: config.indexDir, env, rebuild }),

    async reserve(dealer, request, { accountPhone, origin }) {
      const reserve = dealer.config.purchase.reserve;
      const car = await service.availability().find(dealer, request.car_id);
      if (!car || reserve === false) return { ok: false, reason: 'unknown_car' };
      if (car.reserved === true) return { ok: false, reason: 'already_reserved' };
      if (!isReservable(car, dealer.config.purchase)) return { ok: false, reason: 'not_reservable' };
      if (request.purchase !== null) {
        const lead = await leads.store().getLead(request.purchase);
        if (!lead || lead.dealershipSlug !== dealer.slug) return { ok: false, reason: 'unknown_purchase' };
      }
      const provider = service.payments();
      const settled = provider.name === 'embedded';
      const created = await service.store().create(
        {
          dealer: dealer.slug,
          carId: car.id,
          carSlug: car.slug,
          carTitle: carTitle(car),
          name: request.name,
          email: request.email,
          phone: request.phone,
          accountPhone: accountPhone ?? request.phone,
          amount: reserve.amount,
          provider: provider.name,
          purchaseLeadId: request.purchase,
          holdMs: settled ? HOLD_MS : PAYMENT_WINDOW_MS,
        },
        settled ? 'held' : 'pending',
      );
      if (!created) return { ok: false, reason: 'already_reserved' };
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
        await service.store().attach(created.reservationId, { paymentRef: start.paymentRef });
        return { ok: true, reservation: { ...created, paymentRef: start.paymentRef }, redirectUrl: start.url };
      }
      return { ok: true, reservation: await held(created), redirectUrl: null };
    },

    async confirmPaid(reservationId, paymentRef) {
      const pending = await service.store().get(reservationId);
      if (!pending || pending.paymentRef !== paymentRef) return null;
      const confirmed = await service.store().confirm(reservationId, HOLD_MS);
      return confirmed ? held(confirmed) : null;
    },

    async end(reservationId, status) {
      const before = await service.store().get(reservationId);
      const ended = await service.store().end(reservationId, status);
      // A pending reservation never marked its car; only a held one has a flag to clear.
      if (ended && before?.status === 'held') await service.availability().setReserved(ended.dealer, ended.carId, false);
      return ended;
    },

    async releaseDue(now = clock()) {
      const released: Reservation[] = [];
      for (const due of await service.store().due(now)) {
        const ended = await service.end(due.reservationId, 'released');
        if (ended) released.push(ended);
      }
      return released;
    },
  };

  /** Marks the car reserved (its availability rebuild follows) and tells the dealer. */
  async function held(reservation: Reservation): Promise<Reservation> {
    await service.availability().setReserved(reservation.dealer, reservation.carId, true);
    const entry = leads.dealer(reservation.dealer);
    if (!entry) return reservation;
    const amount = formatAud(reservation.amount);
    const toDealer = reservation.provider === 'embedded';
    // The car as the dealer's CRM is told of it; a stock index out of reach leaves its id and title.
    const car = await service
      .availability()
      .find(entry.dealer, reservation.carId)
      .catch(() => null);
    const { lead } = await leads.store().createLead(
      {
        dealershipSlug: reservation.dealer,
        category: 'Reservation',
        subcategory: toDealer ? STRINGS.reserveDepositToDealer : STRINGS.reserveDepositPaidOnline,
        name: reservation.name,
        email: reservation.email,
        phone: reservation.phone,
        carId: reservation.carId,
        stage: 'complete',
        idempotencyKey: `reservation-${reservation.reservationId}`,
        spam: false,
        accountPhone: reservation.accountPhone,
        payload: {
          ...leadCarFields(car ? leadCarOf(car, entry.dealer.config.dealerships) : null),
          car_id: reservation.carId,
          reservation_id: reservation.reservationId,
          car_title: reservation.carTitle,
          deposit: reservation.amount,
          held_until: reservation.expiresAt,
          purchase_lead_id: reservation.purchaseLeadId,
          message: `Reservation ${reservation.reservationId} of ${reservation.carTitle}: ${toDealer ? `${STRINGS.reserveDepositToDealer} (${amount})` : `${STRINGS.reserveDepositPaidOnline} (${amount}, ${reservation.paymentRef})`}; held until ${reservation.expiresAt}.`,
        },
      },
      entry.targets,
    );
    leads.stored();
    await service.store().attach(reservation.reservationId, { leadId: lead.leadId });
    return { ...reservation, leadId: lead.leadId };
  }

  return service;
}
