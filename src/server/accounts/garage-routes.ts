import type { ServerContext } from '../context/server-context.ts';
import { Hono } from 'hono';
import { json, methodNotAllowed } from '../http/respond.ts';
import { leadCarSummary } from '../leads/delivery/lead-vehicles.ts';
import type { LeadService } from '../leads/lead-service.ts';
import type { AccountService } from './account-service.ts';
import { signInDealer } from './auth-routes.ts';
import { requireSession } from './watchlist-routes.ts';

const GARAGE_LIMIT = 100;

/**
 * What the garage page shows of the signed-in shopper (401 signed out, 404 without sign-in): GET
 * /enquiries lists the leads sent on this site with their mobile — signed in, or typed into the
 * form — newest first: when, what about, which car (by its title, as the lead recorded it), finished
 * or not. Nothing else of the lead.
 */
export function garageRoutes(context: Pick<ServerContext, 'dealers'>, leads: Pick<LeadService, 'store'>, accounts: AccountService) {
  return new Hono()
    .use(signInDealer(context.dealers))
    .get('/enquiries', requireSession(accounts), async (c) => {
      const { dealer, phone } = c.get('session');
      const found = await leads.store().listLeads({ dealer, accountPhone: phone, limit: GARAGE_LIMIT });
      return json({
        enquiries: found
          .filter((lead) => lead.status !== 'spam')
          .map((lead) => ({
            lead_id: lead.leadId,
            created_at: lead.createdAt,
            category: lead.category,
            subcategory: lead.subcategory,
            car_id: lead.carId,
            car_title: leadCarSummary(lead)?.title ?? null,
            complete: lead.stage === 'complete',
          })),
      });
    })
    .all('/enquiries', () => methodNotAllowed('GET'));
}
