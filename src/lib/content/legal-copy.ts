import { contactParagraph, identityLine, type DealerFacts } from './dealer-facts.ts';

/**
 * Default copy of the legal pages, as markdown, for a dealer that has not written its own
 * (a dealer's pages/{slug}.md replaces it). Written for an Australian motor dealer: the Privacy Act
 * 1988 (Cth) and its Australian Privacy Principles, the Australian Consumer Law.
 */

const numbersSection = (facts: DealerFacts) => {
  const lines = [identityLine(facts)];
  if (facts.repairers.length > 0) lines.push(`Motor vehicle repairer: ${facts.repairers.join('; ')}`);
  return lines.join('  \n');
};

export function privacyPolicy(facts: DealerFacts): string {
  const us = facts.groupName;
  return `${us} ("we", "us") respects your privacy. This policy explains how we handle personal information under the
Privacy Act 1988 (Cth) and the Australian Privacy Principles.

## What we collect

When you enquire about a vehicle, book a test drive or a service, ask about finance or value a trade-in, we collect the
details you give us: your name, phone number, email address and postcode, the vehicle you are interested in, your
message, and, for trade-ins, your vehicle's registration, odometer reading, condition and photos. Our website also
records the pages you visited before sending an enquiry, so we can answer it properly.

## Why we collect it

We use your information to answer your enquiry, arrange test drives, finance, servicing and trade-ins, and to keep you
informed about vehicles, offers and events. You can opt out of marketing at any time by replying STOP to a text message
or using the unsubscribe link in any email.

## Who we share it with

We share your information only as needed to do what you asked: with the vehicle manufacturer, finance and insurance
providers you choose to hear from, and the service providers that host our website and customer records. Some of these
providers may store information outside Australia; we require them to protect it as the Australian Privacy Principles
do. We never sell your personal information.

## Cookies and analytics

Our website keeps your saved vehicles and recent searches in your browser's storage on your device, and may use cookies
and analytics tools to understand how the site is used. You can clear or block them in your browser.

## Access, correction and complaints

You may ask for the personal information we hold about you and ask us to correct it. If you have a concern about how
we have handled your information, contact us first; we will respond within 30 days. If you are not satisfied with our
response, you can complain to the Office of the Australian Information Commissioner at [www.oaic.gov.au](https://www.oaic.gov.au).

## Contact us

${contactParagraph(facts)}

${numbersSection(facts)}

See also our [Terms and Conditions](/terms-and-conditions).
`;
}

export function termsAndConditions(facts: DealerFacts): string {
  return `These terms apply to your use of the website of ${identityLine(facts)}. By using this website you agree to them.

## Vehicles, prices and availability

Every vehicle shown is subject to prior sale. We take care that prices, specifications and photos are accurate, but
errors can occur and details can change without notice: please confirm the price, specification and availability of a
vehicle with us before you buy. Photos may show optional equipment. Unless a price is marked drive-away, on-road costs
such as registration, stamp duty and CTP insurance may be extra.

## Finance estimates

Repayment estimates and calculators on this website are indicative only and are not a binding quote or an offer of
credit. Finance is available to approved applicants only; fees, charges and lending criteria apply.

## Reservations and deposits

Where this website offers to reserve a vehicle, the deposit holds the vehicle for the period stated and is refundable
as stated when you reserve. A reservation is not a contract of sale.

## Your rights

Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law. Nothing in these
terms limits your rights under it. Otherwise, we are not liable for loss arising from the use of this website or from
websites it links to.

## Your information

How we collect and use your personal information is set out in our [Privacy Policy](/privacy-policy).

## Governing law

These terms are governed by the laws of ${facts.state} and the Commonwealth of Australia.

## Contact us

${contactParagraph(facts)}

${numbersSection(facts)}
`;
}

export function valueMyCarTerms(facts: DealerFacts): string {
  return `These terms apply to online trade-in valuations given by ${facts.groupName}.

## An estimate, not an offer

An online valuation is an estimate based on the details you enter and current market information. It is not an offer
to buy your vehicle. Our final offer is made after we inspect the vehicle in person and may differ from the estimate if
its condition, odometer reading, service history or equipment differ from what you told us.

## How long it lasts

An estimate is valid for 7 days from the day it is given.

## Vehicles under finance

If your vehicle is under finance, we need a payout letter from your lender before we can complete the purchase; the
payout amount is settled from our offer.

## No obligation

A valuation does not oblige you to sell your vehicle to us or to buy a vehicle from us. We may contact you by phone,
email or text message about your valuation; how we handle your details is set out in our
[Privacy Policy](/privacy-policy).

## Contact us

${contactParagraph(facts)}

${numbersSection(facts)}
`;
}
