import { z } from 'zod';
import { IsoDateSchema } from '../schema/fields.ts';

const PrizeSchema = z.strictObject({
  name: z.string().trim().min(1).max(100).describe("The prize as the wheel and the result show it, e.g. '$50 fuel voucher'."),
  weight: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(1)
    .describe('Relative chance of winning it: a prize of weight 3 is drawn three times as often as one of weight 1.'),
});

/** The dealer's spin-to-win promotion: a signed-in shopper spins once per mobile number and wins one of `prizes`. */
export const SpinToWinSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(100).default('Spin to Win').describe('Heading of /spin-to-win and its footer link.'),
    prizes: z.array(PrizeSchema).min(2).max(12).describe('What the wheel shows, in order; the server draws one by weight.'),
    terms: z.string().trim().min(1).max(2000).describe('Terms and conditions shown under the wheel.'),
    starts: IsoDateSchema.describe('First day the shopper can spin (YYYY-MM-DD, from 00:00 UTC).'),
    ends: IsoDateSchema.describe('Last day the shopper can spin (YYYY-MM-DD, through 23:59 UTC).'),
  })
  .refine((s) => s.ends >= s.starts, { error: 'ends must not be before starts', path: ['ends'] });

export type SpinToWin = z.infer<typeof SpinToWinSchema>;
