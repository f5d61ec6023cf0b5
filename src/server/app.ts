import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { authRoutes } from './accounts/auth-routes.ts';
import { garageRoutes } from './accounts/garage-routes.ts';
import { sessionToken } from './accounts/session-cookie.ts';
import { watchlistRoutes } from './accounts/watchlist-routes.ts';
import { alertEmailRoutes } from './alerts/alert-email-routes.ts';
import { changeSetRoutes } from './alerts/change-set-route.ts';
import { savedSearchRoutes } from './alerts/saved-search-routes.ts';
import { smsReplyRoutes } from './alerts/sms-reply.ts';
import { unsubscribeRoutes } from './alerts/unsubscribe-routes.ts';
import { consoleRoutes } from './console/console-routes.ts';
import { createServerContext, type ServerContext } from './context/server-context.ts';
import { isWellFormedHost } from './http/host-header.ts';
import { rateLimited } from './http/rate-limit.ts';
import { json, problem } from './http/respond.ts';
import { leadRoutes } from './leads/lead-route.ts';
import { onlinePaymentRoutes } from './payments/online-payment-routes.ts';
import { paymentWebhookRoutes } from './payments/payment-webhook-route.ts';
import { phoneRevealRoutes } from './phone-reveal/phone-reveal.ts';
import { spinToWinRoutes } from './promotions/spin-to-win-routes.ts';
import { reservationRoutes } from './reservations/reservation-routes.ts';
import { serverFeatures, type ServerFeatures } from './server-features.ts';
import type { RequestContext, ServerEnv } from './server-env.ts';
import { StoreUnavailableError } from './store/store-errors.ts';
import { API_SECURITY_HEADERS } from '../lib/site/security-headers.ts';
import { evalExpertRoutes } from './trade-in/eval-expert-routes.ts';
import { miscellaneousRoutes } from './trade-in/miscellaneous-route.ts';
import { offerAcceptanceRoutes } from './trade-in/offer-acceptance-route.ts';
import { storedValuationOf } from './trade-in/adjustments.ts';
import type { LeadSubmission } from '../lib/leads/lead-submission.ts';
import { tradeInSignInGate } from './trade-in/trade-in-gate.ts';
import { stockWebhookRoutes } from './webhooks/stock-webhook-route.ts';
import { APPOINTMENT_AVAILABILITY_PATH } from '../lib/test-drive/availability-answer.ts';
import { availabilityRoutes } from './test-drive/availability-route.ts';
import { leadSlotCheck } from './test-drive/lead-slot.ts';

/** The calls that answer on any host: not a dealer's site's (health checks, signed provider webhooks). */
const SITELESS_PATHS = new Set(['/api/health', '/api/payments/webhook', '/api/webhooks/stock', '/api/alerts/changes', '/api/sms/inbound']);

/** A server: its context and the features made on it. */
export type Server = { context: ServerContext; features: ServerFeatures };

let processServer: Server | null = null;

/**
 * This process's server when its host made none: the context from process.env and its features,
 * made on first use, once (a function's cold start; the store opens on its first query).
 */
export function defaultServer(): Server {
  if (!processServer) {
    const context = createServerContext();
    processServer = { context, features: serverFeatures(context) };
  }
  return processServer;
}

/**
 * The one app that answers HTTP at run time for every dealer site: Web Request in, Response out
 * (Hono), so the same routes run under `npm start`, on a serverless host or in tests. Routes are
 * grouped by feature, each a sub-app under /api/ given the server context and its feature's services.
 */
export function createApp(context: ServerContext, given: Partial<ServerFeatures> = {}): Hono<ServerEnv> {
  const features = serverFeatures(context, given);
  const { config } = context;
  const app = new Hono<ServerEnv>({ strict: false }).basePath('/api');
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) c.res.headers.set(name, value);
  });
  app.use(async (c, next) => {
    const host = c.req.header('host');
    if (host !== undefined && !isWellFormedHost(host)) return problem('bad_host');
    // Every call but the health check and the providers' signed webhooks belongs to one dealer's site.
    if (!SITELESS_PATHS.has(c.req.path.replace(/\/+$/, '')) && !context.dealers.dealer(c.env.dealerSlug)) {
      return problem('unknown_site');
    }
    return next();
  });
  app.get('/health', () => json({ ok: true }));
  const { leads, accounts, tradeIn, testDrive, reservations, onlinePayments } = features;
  const signedInPhone = async (request: Request, dealer: string) => (await accounts.sessions().read(dealer, sessionToken(request)))?.phone ?? null;
  const adjustments = async (dealer: string, leadId: string, submission: LeadSubmission) => {
    const valuation = storedValuationOf(submission);
    if (valuation) await tradeIn.valuations().saveStoredValuation(dealer, leadId, valuation);
  };
  app.route(
    '/leads',
    leadRoutes(context, leads, { ratePerMinute: config.leadRatePerMinute, signedInPhone, testDriveSlot: leadSlotCheck(testDrive), adjustments }),
  );
  app.route(APPOINTMENT_AVAILABILITY_PATH.replace(/^\/api/, ''), availabilityRoutes(context, testDrive));
  const writeRate = () => rateLimited({ perMinute: config.writeRatePerMinute });
  app.route(
    '/phone-reveal',
    phoneRevealRoutes((reveal) => leads.store().recordPhoneReveal(reveal), writeRate()),
  );
  app.route('/auth', authRoutes(context, accounts, { perMinute: config.signInRatePerMinute }));
  app.route('/watchlist', watchlistRoutes(context, accounts, writeRate()));
  app.route('/alerts/searches', savedSearchRoutes(accounts, features.alerts, writeRate()));
  app.route('/alerts/unsubscribe', unsubscribeRoutes(context, features.alerts, writeRate()));
  app.route('/alerts/emails', alertEmailRoutes(context, accounts, features.alerts, writeRate()));
  app.route('/alerts/changes', changeSetRoutes(context, features.alerts, writeRate()));
  app.route(
    '/sms/inbound',
    smsReplyRoutes(context, () => features.alerts.searches(), writeRate()),
  );
  app.route('/account', garageRoutes(context, leads, accounts));
  app.route('/spin-to-win', spinToWinRoutes(context, leads, accounts, writeRate()));
  const tradeInRate = rateLimited({ perMinute: config.tradeInRatePerMinute });
  app.use('/eval-expert/*', tradeInSignInGate(context, signedInPhone));
  app.route('/eval-expert', evalExpertRoutes(context, leads, tradeIn, tradeInRate));
  app.route('/miscellaneous', miscellaneousRoutes(context, leads, tradeIn, tradeInRate));
  app.use('/leads/accept-offer', tradeInSignInGate(context, signedInPhone));
  app.route('/leads/accept-offer', offerAcceptanceRoutes(context, leads, tradeInRate));
  const paymentRate = rateLimited({ perMinute: config.leadRatePerMinute });
  app.route('/reservations', reservationRoutes(context, accounts, reservations, paymentRate));
  app.route('/online-payments', onlinePaymentRoutes(context, accounts, onlinePayments, paymentRate));
  app.route('/payments/webhook', paymentWebhookRoutes(reservations, onlinePayments));
  app.route('/webhooks/stock', stockWebhookRoutes(context));
  app.route('/console', consoleRoutes(context, features));
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

let processApp: Hono<ServerEnv> | null = null;

/** A request to this process's default server's app (`defaultServer`). */
export function handleRequest(request: Request, ctx: RequestContext): Promise<Response> {
  if (!processApp) {
    const { context, features } = defaultServer();
    processApp = createApp(context, features);
  }
  return Promise.resolve(processApp.fetch(request, ctx));
}
