/** One text message to a shopper's mobile (national form, '04…'). */
type SmsMessage = { dealer: string; phone: string; text: string };

/** A text a shopper's mobile sent back (national form, '04…'). */
export type InboundSms = { phone: string; text: string };

/**
 * Sends SMS; resolves once the provider has accepted the message, rejects otherwise. `inbound`,
 * where the provider calls a webhook with replies: the reply a request carries, or null when the
 * request is not the provider's (its signature does not verify) or names no mobile.
 */
export type SmsProvider = {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
  inbound?(request: Request): Promise<InboundSms | null>;
};

export class SmsSendError extends Error {}
