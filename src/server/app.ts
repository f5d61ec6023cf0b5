import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createAccountService, type AccountService } from './accounts/account-service.ts';
import { authRoutes } from './accounts/auth-routes.ts';
import { garageRoutes } from './accounts/garage-routes.ts';
import { sessionToken } from './accounts/session-cookie.ts';
import { watchlistRoutes } from './accounts/watchlist-routes.ts';
import { isWellFormedHost } from './http/host-header.ts';
import { rateLimited } from './http/rate-limit.ts';
import { json, problem } from './http/respond.ts';
import { createLeadService, type LeadService } from './leads/lead-service.ts';
import { leadRoutes } from './leads/lead-route.ts';
import { createOnlinePaymentService } from './payments/online-payment-service.ts';
import { onlinePaymentRoutes } from './payments/online-payment-routes.ts';
import { paymentWebhookRoutes } from './payments/payment-webhook-route.ts';
import { phoneRevealRoutes } from './phone-reveal/phone-reveal.ts';
import { spinToWinRoutes } from './promotions/spin-to-win-routes.ts';
import { rebuildRequest } from './reservations/rebuild-request.ts';
import { reservationRoutes } from './reservations/reservation-routes.ts';
import { createReservationService, type ReservationService } from './reservations/reservation-service.ts';
import { serverConfig, type ServerConfig } from './server-config.ts';
import type { RequestContext, ServerEnv } from './server-env.ts';
import { StoreUnavailableError } from './store/store-errors.ts';
import { API_SECURITY_HEADERS } from '../lib/site/security-headers.ts';
import { evalExpertRoutes } from './trade-in/eval-expert-routes.ts';
import { miscellaneousRoutes } from './trade-in/miscellaneous-route.ts';
import { createTradeInService, type TradeInService } from './trade-in/trade-in-service.ts';
import { stockWebhookRoutes } from './webhooks/stock-webhook-route.ts';
import { openStockIndex } from '../lib/search/open-index.ts';
import type { StockIndex } from '../lib/search/stock-index.ts';
import { APPOINTMENT_AVAILABILITY_PATH } from '../lib/test-drive/availability-answer.ts';
import { availabilityRoutes } from './test-drive/availability-route.ts';
import { leadSlotCheck } from './test-drive/lead-slot.ts';
import { stockIndexCars } from './test-drive/stock-cars.ts';
import { testDriveSlots, type TestDriveSlots } from './test-drive/test-drive-slots.ts';

/**
 * `accounts`, `tradeIn`, `testDrive` and `reservations` default to services on the lead service's
 * database (test drives read their cars from the stock index under `config.indexDir`, or Meilisearch).
 */
export type AppDeps = {
  config: ServerConfig;
  leads: LeadService;
  accounts?: AccountService;
  tradeIn?: TradeInService;
  testDrive?: TestDriveSlots;
  reservations?: ReservationService;
  /** The time online payments are stamped and lapse by (tests fix it). */
  clock?: () => Date;
};

function defaultTestDrive(deps: AppDeps): TestDriveSlots {
  let index: StockIndex | null = null;
  const cars = stockIndexCars(() => (index ??= openStockIndex({ dir: deps.config.indexDir })));
  return testDriveSlots(cars, () => deps.leads.database());
}

/** The calls that answer on any host: not a dealer's site's (health checks, signed provider webhooks). */
const SITELESS_PATHS = new Set(['/api/health', '/api/payments/webhook', '/api/webhooks/stock']);

let defaults: (AppDeps & { reservations: ReservationService }) | null = null;

/** The app's dependencies from the environment, made once per process (the store opens on first use). */
export function appDeps(): AppDeps & { reservations: ReservationService } {
  if (!defaults) {
    const config = serverConfig();
    const leads = createLeadService(config);
    defaults = { config, leads, reservations: createReservationService(leads, config, { rebuild: rebuildRequest() }) };
  }
  return defaults;
}

/**
 * The one app that answers HTTP at run time for every dealer site: Web Request in, Response out
 * (Hono), so the same routes run under `npm start`, on a serverless host or in tests. Routes are
 * grouped by feature, each a sub-app under /api/.
 */
export function createApp(deps: AppDeps = appDeps()): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>({ strict: false }).basePath('/api');
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) c.res.headers.set(name, value);
  });
  app.use(async (c, next) => {
    const host = c.req.header('host');
    if (host !== undefined && !isWellFormedHost(host)) return problem('bad_host');
    // Every call but the health check and the providers' signed webhooks belongs to one dealer's site.
    if (!SITELESS_PATHS.has(c.req.path.replace(/\/+$/, '')) && !deps.leads.dealer(c.env.dealerSlug)) {
      return problem('unknown_site');
    }
    return next();
  });
  app.get('/health', () => json({ ok: true }));
  const accounts = deps.accounts ?? createAccountService(deps.leads);
  const signedInPhone = async (request: Request, dealer: string) => (await accounts.sessions().read(dealer, sessionToken(request)))?.phone ?? null;
  const testDrive = deps.testDrive ?? defaultTestDrive(deps);
  app.route('/leads', leadRoutes(deps.leads, { ratePerMinute: deps.config.leadRatePerMinute, signedInPhone, testDriveSlot: leadSlotCheck(testDrive) }));
  app.route(APPOINTMENT_AVAILABILITY_PATH.replace(/^\/api/, ''), availabilityRoutes(deps.leads, testDrive));
  const writeRate = () => rateLimited({ perMinute: deps.config.writeRatePerMinute });
  app.route(
    '/phone-reveal',
    phoneRevealRoutes((reveal) => deps.leads.store().recordPhoneReveal(reveal), writeRate()),
  );
  app.route('/auth', authRoutes(deps.leads, accounts, { perMinute: deps.config.signInRatePerMinute }));
  app.route('/watchlist', watchlistRoutes(deps.leads, accounts, writeRate()));
  app.route('/account', garageRoutes(deps.leads, accounts));
  app.route('/spin-to-win', spinToWinRoutes(deps.leads, accounts, writeRate()));
  const tradeIn = deps.tradeIn ?? createTradeInService(deps.leads, deps.config);
  const tradeInRate = rateLimited({ perMinute: deps.config.tradeInRatePerMinute });
  app.route('/eval-expert', evalExpertRoutes(deps.leads, tradeIn, tradeInRate));
  app.route('/miscellaneous', miscellaneousRoutes(deps.leads, tradeIn, tradeInRate));
  const reservations = deps.reservations ?? createReservationService(deps.leads, deps.config);
  const paymentRate = rateLimited({ perMinute: deps.config.leadRatePerMinute });
  const onlinePayments = createOnlinePaymentService(deps.leads, () => reservations.payments(), deps.clock);
  app.route('/reservations', reservationRoutes(deps.leads, accounts, reservations, paymentRate));
  app.route('/online-payments', onlinePaymentRoutes(deps.leads, accounts, onlinePayments, paymentRate));
  app.route('/payments/webhook', paymentWebhookRoutes(reservations, onlinePayments));
  app.route('/webhooks/stock', stockWebhookRoutes());
  app.notFound((c) => problem('not_found', { message: `No function at ${c.req.path}` }));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof StoreUnavailableError) {
      return problem('unavailable', { headers: { 'retry-after': String(error.retryAfterSeconds) } });
    }
    console.error(`function ${c.req.path} failed`, error);
    return problem('internal');
  });
  return app;
}

let app: Hono<ServerEnv> | null = null;

export function handleRequest(request: Request, ctx: RequestContext): Promise<Response> {
  app ??= createApp();
  return Promise.resolve(app.fetch(request, ctx));
}
