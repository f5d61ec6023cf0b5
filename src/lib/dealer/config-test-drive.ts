import { z } from 'zod';
import { BOOKABLE_OFFERS, TEST_DRIVE_OFFERS } from '../test-drive/test-drive-words.ts';

const OfferSchema = z.enum(TEST_DRIVE_OFFERS);

/** Test-drive appointment slots offered on the test-drive forms (rule: leads.test-drive-slots). */
export const TestDriveConfigSchema = z.strictObject({
  slot_minutes: z
    .number()
    .int()
    .min(15)
    .max(240)
    .default(30)
    .describe("Length of one test-drive slot; slots start at the sales location's opening time and end by its closing time."),
  horizon_days: z.number().int().min(1).max(90).default(14).describe('How many days ahead, today included, the forms offer slots.'),
  notice_minutes: z
    .number()
    .int()
    .min(0)
    .max(2880)
    .default(60)
    .describe('A slot is offered only when it starts at least this long after now, in the dealer time zone.'),
  offer: z
    .strictObject({
      car: OfferSchema.default('test_drive').describe("A car's page: the spec's 'Test Drive'."),
      truck: OfferSchema.default('test_drive').describe("A truck's page: 'Test Drive'."),
      motorcycle: OfferSchema.default('test_ride').describe("A motorcycle's page: 'Test Ride'."),
      caravan: OfferSchema.default('inspection').describe(
        "A caravan's page: 'Book an Inspection' (towed, no engine: inspected in the yard rather than driven).",
      ),
    })
    .prefault({})
    .describe(
      "What a vehicle's page offers by its item type (rule: leads.test-drive-words): test_drive the spec's 'Test Drive' (cars and trucks), test_ride 'Test Ride' (motorcycles), inspection 'Book an Inspection' (caravans: towed, no engine, so inspected in the yard rather than driven), none no button. The button, its form's heading and its send button follow.",
    ),
  site_offer: z
    .array(z.enum(BOOKABLE_OFFERS))
    .min(1)
    .default(['test_drive'])
    .describe(
      "What the pages with no vehicle offer (rule: leads.test-drive-words): the booking page's heading and send button, location cards and the menus' links to /book-test-drive that give no label of their own. One offer reads as its own words ('Book a Test Drive'); several as 'Book a Test Ride or an Inspection'.",
    ),
});

export type TestDriveConfig = z.output<typeof TestDriveConfigSchema>;
