import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import { formatAud } from '../../lib/inventory/price-display.ts';
import { paymentWindowMs } from '../../lib/reservations/hold-terms.ts';
import { STRINGS } from '../../lib/strings.ts';
import type { ServerContext } from '../context/server-context.ts';
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
  /**
   * The provider says the payment is made: a pending payment is paid; a lapsed one is recorded as
   * paid late and the dealer is told to accept or refund it. Null when nothing changed (a repeat).
   */
  confirmPaid(paymentId: string, paymentRef: string): Promise<OnlinePayment | null>;
  /** The provider says the payment will not come: a pending payment lapses. */
  lapse(paymentId: string, paymentRef: string): Promise<OnlinePayment | null>;
};

const normal = (reference: string) => reference.trim().toUpperCase();

/**
 * /online-payment: a signed-in shopper pays an amount the dealer set against a reference, through
 * the reservations' payment provider. The embedded provider records it as to be taken by the
 * dealer; Stripe takes it on its Checkout page within the dealer's payment window and its webhook
 * marks it paid (or, after the window, paid late). Either way the dealer hears of it by a lead.
 */
export function createOnlinePaymentService(
  context: Pick<ServerContext, 'dealers' | 'store'>,
  leads: Pick<LeadService, 'store' | 'stored'>,
  payments: () => PaymentProvider,
  clock: () => Date = () => new Date(),
): OnlinePaymentService {
  let store: OnlinePaymentStore | null = null;
  const service: OnlinePaymentService = {
    store: () => (store ??= onlinePaymentStore(context.store.database(), clock)),
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
      const expiresAt = settled ? null : new Date(clock().getTime() + paymentWindowMs(dealer.config.purchase));
      const payment = await service
        .store()
        .create(
          { dealer: dealer.slug, reference: entry.reference, amount: entry.amount, accountPhone, provider: provider.name },
          settled ? 'to_be_taken' : 'pending',
          expiresAt,
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
        expiresAt: expiresAt ?? clock(),
      });
      if (start.kind === 'redirect') {
        await service.store().attach(payment.paymentId, { paymentRef: start.paymentRef, payBy: start.payBy });
        return { ok: true, payment: (await service.store().get(payment.paymentId)) ?? payment, redirectUrl: start.url };
      }
      return { ok: true, payment: await tellDealer(payment, entry.description), redirectUrl: null };
    },
    async confirmPaid(paymentId, paymentRef) {
      const paid = (await service.store().markPaid(paymentId, paymentRef)) ?? (await service.store().markPaidLate(paymentId, paymentRef));
      const dealer = paid ? context.dealers.dealer(paid.dealer)?.dealer : undefined;
      return paid && dealer ? tellDealer(paid, service.find(dealer, paid.reference)?.description ?? paid.reference) : paid;
    },
    lapse: (paymentId, paymentRef) => service.store().lapse(paymentId, paymentRef),
  };

  async function tellDealer(payment: OnlinePayment, description: string): Promise<OnlinePayment> {
    const entry = context.dealers.dealer(payment.dealer);
    if (!entry) return payment;
    const amount = formatAud(payment.amount);
    const late = payment.latePaidAt !== null;
    const message = late
      ? STRINGS.onlinePaymentPaidLateText(amount, payment.reference, payment.paymentRef ?? '')
      : payment.status === 'paid'
        ? STRINGS.onlinePaymentPaid(amount, payment.reference)
        : STRINGS.onlinePaymentRecorded(amount, payment.reference);
    const { lead } = await leads.store().createLead(
      {
        dealershipSlug: payment.dealer,
        category: 'Online Payment',
        subcategory: late ? STRINGS.onlinePaymentPaidLate : payment.status === 'paid' ? 'Paid online' : 'Payment to be taken by the dealer',
        name: null,
        email: null,
        phone: payment.accountPhone,
        carId: null,
        stage: 'complete',
        idempotencyKey: `online-payment-${late ? 'paid-late-' : ''}${payment.paymentId}`,
        spam: false,
        accountPhone: payment.accountPhone,
        payload: {
          payment_id: payment.paymentId,
          reference: payment.reference,
          amount: payment.amount,
          description,
          ...(late ? { paid_after_window: true, dealer_action: 'accept_or_refund', payment_ref: payment.paymentRef, paid_at: payment.latePaidAt } : {}),
          message,
        },
      },
      entry.targets,
    );
    leads.stored();
    await service.store().attach(payment.paymentId, { leadId: lead.leadId });
    return { ...payment, leadId: lead.leadId };
  }

  return service;
}
