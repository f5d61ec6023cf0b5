import type { DealerConfig } from '../dealer/dealer-config.ts';

/** /online-payment is built and linked where the dealer sets payments to take and shoppers can sign in (it is for signed-in shoppers). */
export function onlinePaymentOn(config: Pick<DealerConfig, 'purchase' | 'authentication'>): boolean {
  return config.purchase.online_payment !== false && config.authentication !== false;
}
