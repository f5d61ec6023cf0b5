import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { readJson } from '../http/json-body.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { json, methodNotAllowed } from '../http/respond.ts';
import type { ServerEnv } from '../server-env.ts';

/** What the vehicle page sends when a shopper reveals the dealer's phone number (rule: vehicle.phone-reveal). */
const PhoneRevealSchema = z.strictObject({
  car_id: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]).transform(String),
  dealership_id: z.number().int().positive(),
  website_id: z.number().int().positive(),
});
type PhoneReveal = z.output<typeof PhoneRevealSchema>;

const MAX_BODY_BYTES = 2048;

export type RevealRecorder = (reveal: PhoneReveal & { dealer: string | null; at: string }) => void | Promise<void>;

/**
 * POST /api/phone-reveal: 202 when the body is {car_id, dealership_id, website_id}; the shared
 * request rules otherwise (403 foreign Origin, 429 past `rate`, 415, 413, 400 malformed JSON, 422
 * naming each bad field); 405 for other methods. The app answers 404 on a host that is no dealer's.
 */
export function phoneRevealRoutes(record: RevealRecorder, rate: MiddlewareHandler<ServerEnv>): Hono<ServerEnv> {
  return new Hono<ServerEnv>()
    .post('/', sameOriginOnly, rate, async (c) => {
      const reveal = await readJson(c.req.raw, PhoneRevealSchema, MAX_BODY_BYTES);
      await record({ ...reveal, dealer: c.env.dealerSlug, at: new Date().toISOString() });
      return json({ ok: true }, 202);
    })
    .all('/', () => methodNotAllowed('POST'));
}
