import type { ServerContext } from '../context/server-context.ts';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { STRINGS } from '../../lib/strings.ts';
import { jsonBody } from '../http/json-body.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { LeadService } from '../leads/lead-service.ts';
import type { ServerEnv } from '../server-env.ts';
import type { TradeInService } from './trade-in-service.ts';
import { checkLead, ServerIdSchema, StepTokenSchema } from './trade-in-requests.ts';

const MAX_BODY_BYTES = 16 * 1024;
const required = { error: STRINGS.fieldRequired };

const AnswerSchema = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

/** The stored valuation (rule: trade-in.stored-valuation): offer_price (null without an online estimate), rego, regoState, adjustmentAnswers. */
const ValuationColumnSchema = z.strictObject({
  offer_price: z.number().min(0).max(10_000_000).nullable(),
  rego: z.string(required).trim().min(1, required).max(12),
  regoState: z.enum(['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT']),
  adjustmentAnswers: z
    .record(z.string().min(1).max(100), AnswerSchema)
    .refine((answers) => Object.keys(answers).length <= 50, { error: 'At most 50 answers.' })
    .default({}),
});

const MiscellaneousSchema = z.strictObject({
  lead_id: ServerIdSchema,
  step_token: StepTokenSchema,
  column_name: z.literal('valuation', { error: "column_name must be 'valuation'." }),
  data: ValuationColumnSchema,
});

/**
 * POST /api/miscellaneous {lead_id, step_token, column_name: 'valuation', data: {offer_price, rego, regoState,
 * adjustmentAnswers}} (rule: trade-in.stored-valuation): keeps the valuation against its lead, replacing an earlier one;
 * 200 {success: true}. Only dealers with `trade_in.save_valuation_column`; others 404.
 */
export function miscellaneousRoutes(
  context: Pick<ServerContext, 'dealers'>,
  leads: Pick<LeadService, 'store'>,
  tradeIn: TradeInService,
  perAddress: MiddlewareHandler<ServerEnv>,
): Hono<ServerEnv> {
  const savesValuations: MiddlewareHandler<ServerEnv> = async (c, next) => {
    if (!context.dealers.dealer(c.env.dealerSlug)?.dealer.config.trade_in.save_valuation_column)
      return problem('not_found', { message: 'This site does not save valuations.' });
    return next();
  };
  return new Hono<ServerEnv>()
    .post('/', sameOriginOnly, perAddress, savesValuations, jsonBody(MiscellaneousSchema, MAX_BODY_BYTES), async (c) => {
      const dealer = c.env.dealerSlug!;
      const body = c.req.valid('json');
      await checkLead(leads, dealer, body);
      await tradeIn.valuations().saveStoredValuation(dealer, body.lead_id, body.data);
      return json({ success: true });
    })
    .all('/', () => methodNotAllowed('POST'));
}
