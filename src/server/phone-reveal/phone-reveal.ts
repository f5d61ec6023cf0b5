import { z } from 'zod';
import { json, type FunctionContext } from '../app.ts';

/** What the vehicle page sends when a shopper reveals the dealer's phone number (spec part 1 §7). */
export const PhoneRevealSchema = z.strictObject({
  car_id: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]).transform(String),
  dealership_id: z.number().int().positive(),
  website_id: z.number().int().positive(),
});
export type PhoneReveal = z.output<typeof PhoneRevealSchema>;

export const MAX_BODY_BYTES = 2048;

export type RevealRecorder = (reveal: PhoneReveal & { dealer: string | null; at: string }) => void | Promise<void>;

/**
 * POST /api/phone-reveal: 202 when the body is {car_id, dealership_id, website_id}; 400 with the
 * field errors otherwise; 405 for other methods, 403 from a foreign Origin, 413 for oversized bodies.
 */
export async function handlePhoneReveal(request: Request, ctx: FunctionContext, record: RevealRecorder = () => {}): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'method_not_allowed' }, 405, { allow: 'POST' });
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null' && new URL(origin).host !== new URL(request.url).host) return json({ error: 'forbidden_origin' }, 403);
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return json({ error: 'too_large' }, 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json({ error: 'invalid_json', message: 'The body must be JSON.' }, 400);
  }
  const parsed = PhoneRevealSchema.safeParse(body);
  if (!parsed.success) return json({ error: 'invalid', fields: z.flattenError(parsed.error).fieldErrors }, 400);
  await record({ ...parsed.data, dealer: ctx.dealerSlug, at: new Date().toISOString() });
  return json({ ok: true }, 202);
}
