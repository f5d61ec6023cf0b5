/** One text message to a shopper's mobile (national form, '04…'). */
type SmsMessage = { dealer: string; phone: string; text: string };

/** Sends SMS; resolves once the provider has accepted the message, rejects otherwise. */
export type SmsProvider = { readonly name: string; send(message: SmsMessage): Promise<void> };

export class SmsSendError extends Error {}
