import type { ServerContext } from '../context/server-context.ts';
import { randomInt } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import type { SpinToWin } from '../../lib/dealer/config-spin-to-win.ts';
import { drawPrize, spinOpenAt } from '../../lib/promotions/spin-to-win.ts';
import type { AccountService } from '../accounts/account-service.ts';
import { signInDealer } from '../accounts/auth-routes.ts';
import { requireSession } from '../accounts/watchlist-routes.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { json, methodNotAllowed, problem } from '../http/respond.ts';
import type { LeadService } from '../leads/lead-service.ts';
import type { Lead } from '../leads/lead-types.ts';
import type { ServerEnv } from '../server-env.ts';

/** The lead category a spin is sent to the dealer under; its subcategory is the prize. */
export const SPIN_TO_WIN_CATEGORY = 'Spin to Win';

// One spin per dealer and mobile: the lead's idempotency key, which the store keeps unique per
// dealer. It holds spaces, which the lead API never accepts in an Idempotency-Key, so no lead
// posted there can take a shopper's spin.
const spinKey = (phone: string) => `spin to win ${phone}`;

const prizeOf = (lead: Lead) => lead.subcategory ?? '';

type Options = { clock?: () => Date; random?: () => number };

/**
 * The spin-to-win promotion's calls (dealers with `authentication.spin_to_win`; 404 elsewhere,
 * 401 signed out). GET / says whether the signed-in mobile has spun and what it won. POST /spin
 * draws the prize here, never in the browser, and stores it as a lead (category 'Spin to Win',
 * the prize as subcategory) that goes to the dealer like any other: 201 {prize}; 409 with the
 * first prize when this mobile has already spun; 409 outside the promotion's dates; 429 past `rate`.
 */
export function spinToWinRoutes(
  context: Pick<ServerContext, 'dealers'>,
  leads: Pick<LeadService, 'store' | 'stored'>,
  accounts: AccountService,
  rate: MiddlewareHandler<ServerEnv>,
  o: Options = {},
) {
  const clock = o.clock ?? (() => new Date());
  const random = o.random ?? (() => randomInt(0, 2 ** 32) / 2 ** 32);
  const promotionOf = (slug: string | null): SpinToWin | null => {
    const auth = context.dealers.dealer(slug)?.dealer.config.authentication;
    return auth ? auth.spin_to_win || null : null;
  };
  const promotionOn: MiddlewareHandler<ServerEnv> = async (c, next) => {
    if (!promotionOf(c.env.dealerSlug)) return problem('not_found', { message: 'This site has no spin-to-win promotion.' });
    return next();
  };
  const previous = async (dealer: string, phone: string) => {
    const found = await leads.store().listLeads({ dealer, accountPhone: phone, limit: 1000 });
    return found.find((lead) => lead.category === SPIN_TO_WIN_CATEGORY) ?? null;
  };

  return new Hono<ServerEnv>()
    .use(signInDealer(context.dealers), promotionOn)
    .get('/', requireSession(accounts), async (c) => {
      const { dealer, phone } = c.get('session');
      const lead = await previous(dealer, phone);
      return json({ spun: lead !== null, prize: lead ? prizeOf(lead) : null });
    })
    .post('/spin', sameOriginOnly, rate, requireSession(accounts), async (c) => {
      const { dealer, phone } = c.get('session');
      const entry = context.dealers.dealer(dealer)!;
      const promotion = promotionOf(dealer)!;
      if (!spinOpenAt(promotion, clock())) return problem('closed');
      const prize = drawPrize(promotion.prizes, random()).name;
      const { lead, created } = await leads.store().createLead(
        {
          dealershipSlug: dealer,
          category: SPIN_TO_WIN_CATEGORY,
          subcategory: prize,
          name: null,
          email: null,
          phone,
          carId: null,
          stage: 'complete',
          payload: { form: 'spin_to_win', promotion: promotion.title, prize, terms: promotion.terms, url: c.req.header('referer') ?? null },
          idempotencyKey: spinKey(phone),
          spam: false,
          accountPhone: phone,
        },
        entry.targets,
      );
      if (!created) return problem('already_spun', { extra: { prize: prizeOf(lead) } });
      leads.stored();
      return json({ prize, lead_id: lead.leadId }, 201);
    })
    .all('/spin', () => methodNotAllowed('POST'));
}
