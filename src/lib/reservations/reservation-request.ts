import { z } from 'zod';
import { ACCOUNT_COPY } from '../accounts/copy.ts';
import { australianMobile } from '../phone/mobile-number.ts';
import { STRINGS } from '../strings.ts';

const LEAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * POST /api/reservations: the car (its id) and the buyer's details; `purchase` is the
 * /checkout-journey purchase lead the reservation finishes (`{checkout path}?purchase={lead_id}`).
 */
export const ReservationRequestSchema = z.strictObject({
  car_id: z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative()]).transform(String),
  name: z.string().trim().min(1, { error: STRINGS.fieldRequired }).max(120),
  email: z.email({ error: STRINGS.invalidEmail }).max(200),
  phone: z
    .string()
    .max(30)
    .transform((value, ctx) => australianMobile(value) ?? (ctx.addIssue({ code: 'custom', message: ACCOUNT_COPY.invalidMobile }), z.NEVER)),
  purchase: z.string().regex(LEAD_ID).nullable().default(null),
});

export type ReservationRequest = z.output<typeof ReservationRequestSchema>;
