import { describe, expect, it } from 'vitest';
import { FORM_COPY } from '../leads/copy.ts';
import { STRINGS } from '../strings.ts';
import { bookingSentences, siteTestDriveWords, testDriveWords } from './test-drive-words.ts';

describe('what a dealer books to try or see a vehicle (rule: leads.test-drive-words)', () => {
  it("keeps the spec's words for a car", () => {
    expect(testDriveWords('test_drive')).toEqual({
      button: STRINGS.testDrive,
      heading: FORM_COPY.testDriveHeading,
      submit: FORM_COPY.bookTestDrive,
      noun: 'test drive',
    });
    expect(siteTestDriveWords(['test_drive'])).toEqual(testDriveWords('test_drive'));
  });

  it('says test ride for a motorcycle and inspection for a caravan', () => {
    expect(testDriveWords('test_ride')).toMatchObject({ button: 'Test Ride', heading: 'Book a Test Ride' });
    expect(testDriveWords('inspection')).toMatchObject({ button: 'Book an Inspection', heading: 'Book an Inspection', submit: 'Book Inspection' });
  });

  it('names every offer of a mixed dealer where no vehicle is chosen', () => {
    expect(siteTestDriveWords(['test_ride', 'inspection'])).toEqual({
      button: 'Book a Test Ride or an Inspection',
      heading: 'Book a Test Ride or an Inspection',
      submit: FORM_COPY.requestBooking,
      noun: 'test ride or inspection',
    });
    expect(FORM_COPY.testDriveIntro('Outback', siteTestDriveWords(['test_ride', 'inspection']).noun)).toBe(
      'Tell us when suits you and the Outback team will confirm your test ride or inspection.',
    );
    expect(bookingSentences(['test_ride', 'inspection'])).toEqual({
      book: 'book a test ride or an inspection',
      press: 'press **Test Ride** or **Book an Inspection**',
    });
    expect(bookingSentences(['test_drive'])).toEqual({ book: 'book a test drive', press: 'press **Test Drive**' });
  });
});
