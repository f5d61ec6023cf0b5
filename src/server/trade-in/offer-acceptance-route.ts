import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { STRINGS } from '../../lib/strings.ts';
import type { ServerContext } from '../context/server-context.ts';
import { jsonBody } from '../http/json-body.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { LeadService } from '../leads/lead-service.ts';
import { recordedOffer } from '../leads/offer-acceptance.ts';
import type { ServerEnv } from '../server-env.ts';
import { checkLead, fieldProblem, ServerIdSchema, StepTokenSchema, tradeInDealer } from './trade-in-requests.ts';

const MAX_BODY_BYTES = 1024;

const AcceptanceSchema = z.strictObject({ lead_id: ServerIdSchema, step_token: StepTokenSchema });

/**
 * POST /api/leads/accept-offer {lead_id, step_token} (rule: trade-in.offer-acceptance): the shopper
 * accepts the indicative offer their complete trade-in lead recorded. 200 {lead_id, offer_accepted:
 * true, offer_price}; the lead carries `offer_accepted` and goes to the dealer's CRM targets again
 * (a resend), and the console inbox marks it. Same origin, `perAddress` (per address and per
 * session), dealers with the instant offer only (else 404); 422 for an unknown lead or no step
 * token, 403 for another lead's token, 409 `no_offer` when the lead recorded no offer, 409
 * `offer_expired` after its 7 days. Accepting again answers the same.
 */
export function offerAcceptanceRoutes(
  context: Pick<ServerContext, 'dealers'>,
  leads: Pick<LeadService, 'store' | 'stored'>,
  perAddress: MiddlewareHandler<ServerEnv>,
): Hono<ServerEnv> {
  return new Hono<ServerEnv>()
    .post('/', sameOriginOnly, perAddress, tradeInDealer(context.dealers), jsonBody(AcceptanceSchema, MAX_BODY_BYTES), async (c) => {
      const body = c.req.valid('json');
      await checkLead(leads, c.env.dealerSlug!, body);
      const accepted = await leads.store().acceptOffer(body.lead_id);
      if (!accepted.ok) {
        if (accepted.refusal === 'unknown') return fieldProblem('lead_id', STRINGS.tradeInUnknownLead);
        return problem(accepted.refusal === 'expired' ? 'offer_expired' : 'no_offer');
      }
      if (accepted.resent > 0) leads.stored();
      return json({ lead_id: accepted.lead.leadId, offer_accepted: true, offer_price: recordedOffer(accepted.lead) });
    })
    .all('/', () => methodNotAllowed('POST'));
}
