import type { ItemType } from '../inventory/car-schema.ts';
import { FORM_COPY } from '../leads/copy.ts';
import { STRINGS } from '../strings.ts';

/**
 * What a dealer offers a shopper to try or see a vehicle before buying (test_drive.offer, test_drive.site_offer;
 * rule: leads.test-drive-words). The spec's 'Test Drive' is the word for cars and trucks; a motorcycle is
 * ridden ('Test Ride'); a caravan is towed and has no engine, so it is inspected in the yard, not driven
 * ('Book an Inspection'); 'none' offers nothing.
 */
export const TEST_DRIVE_OFFERS = ['test_drive', 'test_ride', 'inspection', 'none'] as const;
export type TestDriveOffer = (typeof TEST_DRIVE_OFFERS)[number];
/** An offer the shopper can book. */
export type BookableOffer = Exclude<TestDriveOffer, 'none'>;
export const BOOKABLE_OFFERS = TEST_DRIVE_OFFERS.filter((o): o is BookableOffer => o !== 'none');

export type TestDriveWords = {
  /** The car page's button. */
  button: string;
  /** The form's heading (the dialog's and the booking page's). */
  heading: string;
  /** The form's send button. */
  submit: string;
  /** The thing booked, in a sentence ('your test drive', 'your test ride or inspection'). */
  noun: string;
};

/** The thing booked as a heading names it, and in a sentence. */
const THINGS: Record<BookableOffer, { title: string; noun: string; one: string }> = {
  test_drive: { title: 'a Test Drive', noun: 'test drive', one: 'a test drive' },
  test_ride: { title: 'a Test Ride', noun: 'test ride', one: 'a test ride' },
  inspection: { title: 'an Inspection', noun: 'inspection', one: 'an inspection' },
};

const either = (words: readonly string[]) => (words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} or ${words.at(-1)!}`);

const WORDS: Record<BookableOffer, TestDriveWords> = {
  test_drive: { button: STRINGS.testDrive, heading: FORM_COPY.testDriveHeading, submit: FORM_COPY.bookTestDrive, noun: THINGS.test_drive.noun },
  test_ride: { button: 'Test Ride', heading: `Book ${THINGS.test_ride.title}`, submit: 'Book Test Ride', noun: THINGS.test_ride.noun },
  inspection: {
    button: `Book ${THINGS.inspection.title}`,
    heading: `Book ${THINGS.inspection.title}`,
    submit: 'Book Inspection',
    noun: THINGS.inspection.noun,
  },
};

/** What the dealer offers on a vehicle of this item type (test_drive.offer). */
export function offerFor(itemType: ItemType, offer: Readonly<Record<ItemType, TestDriveOffer>>): TestDriveOffer {
  switch (itemType) {
    case 'motorcycle':
      return offer.motorcycle;
    case 'caravan':
      return offer.caravan;
    case 'truck':
      return offer.truck;
    case 'car':
      return offer.car;
  }
}

export function testDriveWords(offer: BookableOffer): TestDriveWords {
  return WORDS[offer];
}

/** How the site's default pages say what it books: 'book a test ride or an inspection', 'press **Test Ride** or **Book an Inspection**'. */
export function bookingSentences(offers: readonly BookableOffer[]): { book: string; press: string } {
  return {
    book: `book ${either(offers.map((o) => THINGS[o].one))}`,
    press: `press ${either(offers.map((o) => `**${WORDS[o].button}**`))}`,
  };
}

/**
 * The words where no car is chosen (test_drive.site_offer): the booking page, location cards and menu links
 * to it. One offer reads as its own words; several read 'Book a Test Ride or an Inspection'.
 */
export function siteTestDriveWords(offers: readonly BookableOffer[]): TestDriveWords {
  if (offers.length === 1) return WORDS[offers[0]!];
  const heading = `Book ${either(offers.map((o) => THINGS[o].title))}`;
  return { button: heading, heading, submit: FORM_COPY.requestBooking, noun: either(offers.map((o) => THINGS[o].noun)) };
}
