import type { ServerContext } from '../context/server-context.ts';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { DealerConfig } from '../../lib/dealer/dealer-config.ts';
import { STRINGS } from '../../lib/strings.ts';
import { problem, reject } from '../http/respond.ts';
import type { LeadService } from '../leads/lead-service.ts';
import { stepTokenProblem } from '../leads/step-token-check.ts';
import type { ServerEnv } from '../server-env.ts';

/** An id this server made (UUID v7): EvalID and lead_id. */
export const ServerIdSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: STRINGS.tradeInUnknownValuation })
  .transform((id) => id.toLowerCase());

export const fieldProblem = (field: string, message: string): Response => problem('invalid', { fields: { [field]: [message] } });

type Dealers = ServerContext['dealers'];

/** 404 unless the dealer's trade-in is on (`trade_in.vehicle_data`) and `on` allows the route, as if it were not there. */
export function tradeInDealer(dealers: Dealers, on: (tradeIn: DealerConfig['trade_in']) => boolean = () => true): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const tradeIn = dealers.dealer(c.env.dealerSlug)?.dealer.config.trade_in;
    if (!tradeIn || !tradeIn.vehicle_data || !on(tradeIn)) return problem('not_found', { message: 'This site has no trade-in valuation.' });
    return next();
  };
}

/**
 * The lead a trade-in call names must be this dealer's, and the call must show the step token the
 * lead's first step was given (the lead id alone appears in logs and analytics); ends the request
 * with 422 (unknown lead, no token) or 403 (another token) otherwise.
 */
export async function checkLead(
  leads: Pick<LeadService, 'store'>,
  dealer: string,
  ref: { lead_id?: string | undefined; step_token?: string | undefined },
): Promise<string | null> {
  const leadId = ref.lead_id;
  if (leadId === undefined) return null;
  const lead = await leads.store().getLead(leadId);
  if (!lead || lead.dealershipSlug !== dealer) reject(fieldProblem('lead_id', STRINGS.tradeInUnknownLead));
  const refused = await stepTokenProblem(leads.store(), leadId, ref.step_token);
  if (refused) reject(refused);
  return leadId;
}

/** The step token as the trade-in calls send it beside lead_id. */
export const StepTokenSchema = z.string().max(200).optional();
