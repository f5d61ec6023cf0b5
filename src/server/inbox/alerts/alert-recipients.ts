/** A browser's Web Push subscription (PushSubscription.toJSON()'s endpoint and keys). */
export type PushSubscriptionRecord = { endpoint: string; keys: { p256dh: string; auth: string } };

export type AlertChannel = 'push' | 'sms';

/** A staff member to tell of a new lead, and how they chose to be told. */
export type AlertRecipient = {
  staffId: string;
  /** National-form mobile for SMS; null when they gave none. */
  phone: string | null;
  channels: readonly AlertChannel[];
  subscriptions: readonly PushSubscriptionRecord[];
};

/** Where a lead is for: the dealer, its location (slug; null when the dealer has none) and department. */
type AlertScope = { dealer: string; locationSlug: string | null; department: string | null };

/** The staff records alerts read: who covers a location and department, and their push subscriptions. */
export type StaffDirectory = {
  /** The people with a live role at the dealer that covers the location (or every location) and the department. */
  alertRecipients(scope: AlertScope): Promise<AlertRecipient[]>;
  /** Keeps a browser's subscription for the person's alerts at the dealer (the same endpoint again replaces it). */
  subscribe(personId: string, dealer: string, subscription: PushSubscriptionRecord): Promise<void>;
  /** A subscription the push service says is gone (404 or 410): never tried again. */
  dropSubscription(endpoint: string): Promise<void>;
};
