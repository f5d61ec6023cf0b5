/**
 * The instant offer's words the specification does not spell out: accepting the indicative offer
 * (the spec names the call, not its words; rule: trade-in.offer-acceptance) and the page where the dealer values cars offline.
 */
export const OFFER_COPY = {
  accept: 'Accept This Offer',
  accepting: 'Accepting…',
  acceptHint: 'Accepting tells our buying team you want to sell at this price, subject to an inspection of your car.',
  acceptedHeading: 'Offer accepted',
  accepted: (amount: string) =>
    `You accepted our offer of ${amount}. Our buying team will contact you the same or next business day to inspect your car and finalise the sale.`,
  noOffer: 'There is no offer on this valuation to accept.',
  expired: 'This offer has expired. Please value your car again for a new offer.',
  /** The trade-in page where the dealer values cars by hand (no `trade_in.vehicle_data`): it promises no instant offer. */
  offlineHeading: 'Sell Your Car',
  /** What the dealer's CRM, e-mail and console say of a trade-in's offer (the answer 'Offer accepted', the subject's tag). */
  acceptedTag: 'Offer accepted',
  acceptedAnswer: (amount: string, at: string) => `Yes: the shopper accepted the indicative offer of ${amount} on ${at}.`,
  notAcceptedAnswer: (amount: string) => `No: the shopper has not accepted the indicative offer of ${amount}.`,
} as const;
