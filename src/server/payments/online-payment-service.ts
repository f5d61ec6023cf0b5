import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { formatAud } from '../../lib/inventory/price-display.ts';
import { PAYMENT_WINDOW_MS } from '../../lib/reservations/reservation-request.ts';
import { STRINGS } from '../../lib/strings.ts';
import type { LeadService } from '../leads/lead-service.ts';
import { onlinePaymentStore, type OnlinePayment, type OnlinePaymentStore } from './online-payment-store.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** One amount the dealer set against a reference (`purchase.online_payment.payments`). */
type PaymentRequestEntry = { reference: string; amount: number; description: string };

type PayOutcome = { ok: false; reason: 'unknown_reference' } | { ok: true; payment: OnlinePayment; redirectUrl: string | null };

export type OnlinePaymentService = {
  store(): OnlinePaymentStore;
  /** The dealer's request for this reference (case and spaces ignored), or null. */
  find(dealer: Dealer, reference: string): PaymentRequestEntry | null;
  pay(dealer: Dealer, reference: string, o: { accountPhone: string; origin: string }): Promise<PayOutcome>;
  confirmPaid(paymentId: string, paymentRef: string): Promise<OnlinePayment | null>;
};

const normal = (reference: string) => reference.trim().toUpperCase();

/**
 * /online-payment: a signed-in shopper pays an amount the dealer set against a reference, through
 * the reservations' payment provider. The embedded provider records it as to be taken by the
 * dealer; Stripe takes it on its Checkout page and its webhook marks it paid. Either way the
 * dealer hears of it by a lead.
 */
export function createOnlinePaymentService(leads: LeadService, payments: () => PaymentProvider, clock: () => Date = () => new Date()): OnlinePaymentService {
  let store: OnlinePaymentStore | null = null;
  const service: OnlinePaymentService = {
    store: () => (store ??= onlinePaymentStore(leads.database(), clock)),
    find(dealer, reference) {
      const setting = dealer.config.purchase.online_payment;
      if (setting === false) return null;
      return setting.payments.find((entry) => normal(entry.reference) === normal(reference)) ?? null;
    },
    async pay(dealer, reference, { accountPhone, origin }) {
      const entry = service.find(dealer, reference);
      if (!entry) return { ok: false, reason: 'unknown_reference' };
      const provider = payments();
      const settled = provider.name === 'embedded';
      const payment = await service
        .store()
        .create(
          { dealer: dealer.slug, reference: entry.reference, amount: entry.amount, accountPhone, provider: provider.name },
          settled ? 'to_be_taken' : 'pending',
        );
      const start = await provider.start({
        purpose: 'online_payment',
        id: payment.paymentId,
        dealer: dealer.slug,
        amount: entry.amount,
        description: `${entry.reference}: ${entry.description}`,
        email: null,
        successUrl: `${origin}/online-payment/?payment=${payment.paymentId}`,
        cancelUrl: `${origin}/online-payment/`,
        expiresAt: new Date(clock().getTime() + PAYMENT_WINDOW_MS),
      });
      if (start.kind === 'redirect') {
        await service.store().attach(payment.paymentId, { paymentRef: start.paymentRef });
        return { ok: true, payment: { ...payment, paymentRef: start.paymentRef }, redirectUrl: start.url };
      }
      return { ok: true, payment: await tellDealer(payment, entry.description), redirectUrl: null };
    },
    async confirmPaid(paymentId, paymentRef) {
      const paid = await service.store().markPaid(paymentId, paymentRef);
      const dealer = paid ? leads.dealer(paid.dealer)?.dealer : undefined;
      return paid && dealer ? tellDealer(paid, service.find(dealer, paid.reference)?.description ?? paid.reference) : paid;
    },
  };

  async function tellDealer(payment: OnlinePayment, description: string): Promise<OnlinePayment> {
    const entry = leads.dealer(payment.dealer);
    if (!entry) return payment;
    const amount = formatAud(payment.amount);
    const message = payment.status === 'paid' ? STRINGS.onlinePaymentPaid(amount, payment.reference) : STRINGS.onlinePaymentRecorded(amount, payment.reference);
    const { lead } = await leads.store().createLead(
      {
        dealershipSlug: payment.dealer,
        category: 'Online Payment',
        subcategory: payment.status === 'paid' ? 'Paid online' : 'Payment to be taken by the dealer',
        name: null,
        email: null,
        phone: payment.accountPhone,
        carId: null,
        stage: 'complete',
        idempotencyKey: `online-payment-${payment.paymentId}`,
        spam: false,
        accountPhone: payment.accountPhone,
        payload: { payment_id: payment.paymentId, reference: payment.reference, amount: payment.amount, description, message },
      },
      entry.targets,
    );
    leads.stored();
    await service.store().attach(payment.paymentId, { leadId: lead.leadId });
    return { ...payment, leadId: lead.leadId };
  }

  return service;
}
