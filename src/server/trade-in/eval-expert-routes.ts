import type { ServerContext } from '../context/server-context.ts';
import { randomUUID } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { StateSchema } from '../../lib/schema/fields.ts';
import { australianMobile } from '../../lib/phone/mobile-number.ts';
import { STRINGS } from '../../lib/strings.ts';
import { TRADE_IN_IMAGE_LIMITS } from '../../lib/trade-in/image-type.ts';
import { lookupVehicle, vehicleDescription, type EvalItem, type LookupVehicle } from '../../lib/trade-in/eval-expert-contract.ts';
import { normaliseRego } from '../../lib/trade-in/rego.ts';
import { jsonBody } from '../http/json-body.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { LeadService } from '../leads/lead-service.ts';
import type { ServerEnv } from '../server-env.ts';
import { cleanUpload, readImageUpload } from './images/read-upload.ts';
import { LookupUnavailableError } from './lookup/vehicle-lookup.ts';
import type { TradeInService } from './trade-in-service.ts';
import { checkLead, fieldProblem, ServerIdSchema, StepTokenSchema, tradeInDealer } from './trade-in-requests.ts';
import type { Valuation } from './valuation-store.ts';

const MAX_BODY_BYTES = 2 * 1024;
const required = { error: STRINGS.fieldRequired };

const RegoSchema = z
  .string(required)
  .trim()
  .min(1, required)
  .max(12, { error: STRINGS.tooLong(12) })
  .regex(/^[a-z0-9 -]+$/i, { error: 'Use letters and numbers only.' })
  .transform(normaliseRego);
const EnterVinSchema = z.strictObject({ rego: RegoSchema, state: StateSchema, lead_id: ServerIdSchema.optional(), step_token: StepTokenSchema });
const ManualEntrySchema = z.strictObject({
  vin: z
    .string(required)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{11,17}$/, { error: 'Enter the 11 to 17 letters and digits of the VIN.' }),
  desc: z
    .string(required)
    .trim()
    .min(1, required)
    .max(200, { error: STRINGS.tooLong(200) }),
  lead_id: ServerIdSchema.optional(),
  step_token: StepTokenSchema,
});
const KmSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\s*\d{1,3}(,?\d{3})*\s*$/, required)
        .transform((km) => Number(km.replace(/[\s,]/g, ''))),
    ],
    required,
  )
  .pipe(z.number().int().min(0).max(2_000_000, { error: 'Enter the odometer in whole kilometres.' }));
const UpdateEvalSchema = z.strictObject({
  evalid: ServerIdSchema,
  km: KmSchema,
  userEmail: z.email().nullable().optional(),
  cName: z
    .string(required)
    .trim()
    .min(1, required)
    .max(100, { error: STRINGS.tooLong(100) }),
  cEmail: z.email({ error: STRINGS.invalidEmail }).max(254),
  // The offer's 'Mobile Number', as the lead form takes it: an Australian mobile, kept in its national form.
  cPhone: z
    .string(required)
    .trim()
    .transform((value, ctx) => australianMobile(value) ?? (ctx.addIssue({ code: 'custom', message: STRINGS.invalidMobile }), z.NEVER)),
  lead_id: ServerIdSchema.optional(),
  step_token: StepTokenSchema,
});

/** One item of an answer: the valuation's vehicle under its EvalID, no candidates left to choose. */
const itemOf = (valuation: Valuation): EvalItem => ({ EvalID: valuation.evalId, ...valuation.vehicle, Descriptions: [] });

/**
 * The eval-expert calls of the instant offer (rule: trade-in.lookup-calls), on dealers whose trade-in is on:
 * POST /enter-vin {rego, state} answers `[item]` with an EvalID for a direct match, `[item]` with
 * `Descriptions` (EvalID null) for an ambiguous rego, `[]` for no match; POST /manual-entry {vin,
 * desc} answers `[item]` for the chosen or typed vehicle; POST /image-upload (multipart: evalid,
 * file) keeps one image, decoded and encoded again (a HEIC as JPEG); POST /update-eval {evalid, km, userEmail, cName, cEmail, cPhone} answers
 * `[item]` with Rego, RegoState, Kms and the dealer's userEmail. Each may name its `lead_id`.
 */
export function evalExpertRoutes(
  context: Pick<ServerContext, 'dealers'>,
  leads: Pick<LeadService, 'store'>,
  tradeIn: TradeInService,
  perAddress: MiddlewareHandler<ServerEnv>,
): Hono<ServerEnv> {
  const guard = [sameOriginOnly, perAddress] as const;
  const lookupDown = (error: unknown): Response => {
    if (!(error instanceof LookupUnavailableError)) throw error;
    console.error(`trade-in vehicle lookup unavailable: ${error.message}`);
    return problem('lookup_unavailable', { headers: { 'retry-after': '30' } });
  };
  const create = (
    dealer: string,
    leadId: string | null,
    fields: { rego?: string; state?: string; description: string | null; vehicle: LookupVehicle; manualEntry: boolean },
  ) =>
    tradeIn.valuations().create({
      dealer,
      leadId,
      rego: fields.rego ?? null,
      state: fields.state ?? null,
      description: fields.description,
      vehicle: fields.vehicle,
      manualEntry: fields.manualEntry,
    });

  return new Hono<ServerEnv>()
    .use(tradeInDealer(context.dealers))
    .post('/enter-vin', ...guard, jsonBody(EnterVinSchema, MAX_BODY_BYTES), async (c) => {
      const dealer = c.env.dealerSlug!;
      const body = c.req.valid('json');
      const leadId = await checkLead(leads, dealer, body);
      let entry;
      try {
        entry = await tradeIn.lookup.byRego(body.rego, body.state);
      } catch (error) {
        return lookupDown(error);
      }
      if (!entry) return json([]);
      if (entry.kind === 'candidates') {
        const base = entry.candidates[0]!.vehicle;
        const shared = Object.fromEntries(
          Object.entries(base).map(([key, value]) => [key, entry.candidates.every((c) => c.vehicle[key as keyof LookupVehicle] === value) ? value : null]),
        );
        return json([{ ...shared, EvalID: null, VIN: entry.vin, Descriptions: entry.candidates.map(({ Description }) => ({ Description })) }]);
      }
      const valuation = await create(dealer, leadId, { ...body, description: vehicleDescription(entry.vehicle), vehicle: entry.vehicle, manualEntry: false });
      return json([itemOf(valuation)]);
    })
    .post('/manual-entry', ...guard, jsonBody(ManualEntrySchema, MAX_BODY_BYTES), async (c) => {
      const dealer = c.env.dealerSlug!;
      const body = c.req.valid('json');
      const leadId = await checkLead(leads, dealer, body);
      let found: LookupVehicle | null;
      try {
        found = await tradeIn.lookup.byVin(body.vin, body.desc);
      } catch (error) {
        return lookupDown(error);
      }
      // A VIN the provider does not know is still a valuation: the dealer gets the VIN and description as typed.
      const vehicle = found ?? lookupVehicle({});
      const valuation = await create(dealer, leadId, { description: body.desc, vehicle: { ...vehicle, VIN: body.vin }, manualEntry: found === null });
      return json([itemOf(valuation)]);
    })
    .post(
      '/image-upload',
      ...guard,
      tradeInDealer(context.dealers, (t) => t.image_upload),
      async (c) => {
        const dealer = c.env.dealerSlug!;
        const { fields, image: upload } = await readImageUpload(c.req.raw);
        const evalId = ServerIdSchema.safeParse(fields['evalid'] ?? '');
        const valuation = evalId.success ? await tradeIn.valuations().get(dealer, evalId.data) : null;
        if (!valuation) return fieldProblem('evalid', STRINGS.tradeInUnknownValuation);
        if (fields['lead_id'] !== undefined) {
          const leadId = ServerIdSchema.safeParse(fields['lead_id']);
          if (!leadId.success || leadId.data !== valuation.leadId) return fieldProblem('lead_id', STRINGS.tradeInUnknownLead);
        }
        // A valuation kept against a lead takes photos only from the shopper holding its step token.
        if (valuation.leadId !== null) await checkLead(leads, dealer, { lead_id: valuation.leadId, step_token: fields['step_token'] });
        if ((await tradeIn.valuations().imageCount(valuation.evalId)) >= TRADE_IN_IMAGE_LIMITS.maxImages) return fieldProblem('file', STRINGS.tooManyImages);
        // Decoded and encoded again: only an image is kept, never the bytes as they came.
        const image = await cleanUpload(upload);
        const key = `${dealer}/${valuation.evalId}/${randomUUID()}.${image.type.ext}`;
        await tradeIn.images.put(key, image.bytes, image.type.mime);
        const added = await tradeIn
          .valuations()
          .addImage(dealer, valuation.evalId, { key, contentType: image.type.mime, bytes: image.bytes.byteLength })
          .catch(async (error: unknown) => {
            await tradeIn.images.remove(key).catch(() => {});
            throw error;
          });
        if (added !== 'added') {
          await tradeIn.images.remove(key);
          return added === 'full' ? fieldProblem('file', STRINGS.tooManyImages) : fieldProblem('evalid', STRINGS.tradeInUnknownValuation);
        }
        return json({ EvalID: valuation.evalId, images: await tradeIn.valuations().imageCount(valuation.evalId) }, 201);
      },
    )
    .post('/update-eval', ...guard, jsonBody(UpdateEvalSchema, MAX_BODY_BYTES), async (c) => {
      const dealer = c.env.dealerSlug!;
      const body = c.req.valid('json');
      const leadId = await checkLead(leads, dealer, body);
      const known = await tradeIn.valuations().get(dealer, body.evalid);
      if (!known) return fieldProblem('evalid', STRINGS.tradeInUnknownValuation);
      if (leadId && known.leadId && known.leadId !== leadId) return fieldProblem('lead_id', STRINGS.tradeInUnknownLead);
      // A valuation kept against a lead is changed only by the shopper holding its step token.
      if (known.leadId !== null && leadId === null) await checkLead(leads, dealer, { lead_id: known.leadId, step_token: body.step_token });
      // The valuation is the dealer's own eval user's: the configured address, never one the page sends.
      const userEmail = context.dealers.dealer(dealer)!.dealer.config.trade_in.user_email;
      const contact = { name: body.cName, email: body.cEmail, phone: body.cPhone };
      const valuation = await tradeIn.valuations().update(dealer, body.evalid, { km: body.km, userEmail, contact, leadId });
      if (!valuation) return fieldProblem('evalid', STRINGS.tradeInUnknownValuation);
      return json([{ ...itemOf(valuation), Rego: valuation.rego, RegoState: valuation.state, Kms: valuation.km, userEmail: valuation.userEmail }]);
    })
    .all('/:call{enter-vin|manual-entry|image-upload|update-eval}', () => methodNotAllowed('POST'));
}
