import { contactParagraph, type DealerFacts } from './dealer-facts.ts';
import { bookingSentences } from '../test-drive/test-drive-words.ts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Default copy of the company pages, as markdown; a dealer's pages/{slug}.md replaces any of them. */

const stockLink = (facts: DealerFacts) => (facts.usedOnly ? '[used cars](/search/used-cars)' : '[stock](/search/)');

export function aboutUs(facts: DealerFacts): string {
  return `${facts.name} is a locally run dealership at ${facts.address}. We sell, finance and look after vehicles
for drivers across ${facts.state}, and we service what we sell.

## What we do

- Browse our ${stockLink(facts)}: every vehicle is listed with its price, photos and full specifications.
- Arrange [finance](/finance) in the same visit as your purchase.
- Value your trade-in on the spot.
- [${capitalise(bookingSentences(facts.testDrives).book)}](/book-test-drive) at a time that suits you.

## Visit us

${contactParagraph(facts)}
`;
}

export function careers(facts: DealerFacts): string {
  return `We are always glad to hear from people who enjoy helping customers: sales consultants, service advisers,
qualified technicians, apprentices, detailers and administration staff.

## How to apply

Send us a message through our [contact page](/contact-us) and choose **Careers** as the enquiry type. Tell us the role
you are interested in and a little about your experience, and we will be in touch.

${contactParagraph(facts)}
`;
}

export function fleet(facts: DealerFacts): string {
  return `${facts.name} supplies vehicles to businesses, government and not-for-profit fleets of every size.

## What our fleet team offers

- Fleet pricing for ABN holders, whether you need one vehicle or fifty.
- Vehicles fitted out before delivery: trays, canopies, tow packs, signage and accessories.
- Finance and leasing arranged for your business.
- Scheduled servicing with priority bookings, so your vehicles spend less time off the road.

## Talk to our fleet team

${contactParagraph(facts)}
`;
}

export function faqs(facts: DealerFacts): string {
  const service = facts.warranty.quick_service_minutes;
  const booking = bookingSentences(facts.testDrives);
  return `## Can I ${booking.book} online?

Yes. Choose a vehicle and ${booking.press}, or use our [booking form](/book-test-drive). We confirm by phone.

## Do you take trade-ins?

Yes. We value trade-ins on the spot; bring your vehicle in or tell us about it through our [contact page](/contact-us).

## Can you arrange finance?

Yes. Use the finance calculator on any vehicle to estimate repayments, then [apply for finance](/finance). Estimates are
indicative only; finance is for approved applicants only.

## Is the price shown the price I pay?

Prices are as marked on each vehicle. Unless a price is marked drive-away, on-road costs may be extra. Please confirm
the price and availability with us before you buy.
${service === null ? '' : `\n## How long does a service take?\n\nA quick service takes about ${service} minutes. Book ahead and we will have your parts ready.\n`}
## How do I contact you?

${contactParagraph(facts)}
`;
}
