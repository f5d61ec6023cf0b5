import { z } from 'zod';

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
});

export type TestDriveConfig = z.output<typeof TestDriveConfigSchema>;
