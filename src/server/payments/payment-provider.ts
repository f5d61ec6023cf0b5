/** What a payment is for: a reservation's deposit or an /online-payment against a dealer's reference. */
export type PaymentPurpose = 'reservation' | 'online_payment';

/** One payment to take: `id` is the reservation's or the online payment's, `amount` whole dollars (AUD). */
export type PaymentRequest = {
  purpose: PaymentPurpose;
  id: string;
  dealer: string;
  amount: number;
  /** What the shopper sees on the provider's page, e.g. 'Deposit: 2019 Toyota Corolla'. */
  description: string;
  email: string | null;
  /** Absolute URLs on the dealer's site the provider sends the shopper back to. */
  successUrl: string;
  cancelUrl: string;
  /** When an unpaid request lapses (the car is then free again). */
  expiresAt: Date;
};

/**
 * settled: nothing more to wait for (the embedded provider: the dealer takes the deposit in person);
 * redirect: the shopper pays on the provider's page at `url`, and its signed webhook confirms it.
 */
type PaymentStart =
  | { kind: 'settled' }
  | {
      kind: 'redirect';
      url: string;
      paymentRef: string;
      /** When the provider's page stops taking the payment (at or after the request's expiresAt). */
      payBy: Date;
    };

/**
 * What a provider's webhook told us: a payment made, or one that will not come (the page expired
 * unpaid, or a delayed payment failed); `ignored` for events that change nothing.
 */
export type PaymentEvent =
  { kind: 'paid' | 'lapsed'; purpose: PaymentPurpose; id: string; paymentRef: string } | { kind: 'ignored' } | { kind: 'bad_signature' };

export type PaymentProvider = {
  readonly name: 'embedded' | 'stripe';
  start(request: PaymentRequest): Promise<PaymentStart>;
  /** Verifies and reads the provider's webhook (raw body and headers); bad_signature changes nothing. */
  webhookEvent(rawBody: string, headers: Headers): Promise<PaymentEvent>;
};
