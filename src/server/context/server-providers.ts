import path from 'node:path';
import type { Environment } from '../../lib/environment/environment.ts';
import { openStockIndex } from '../../lib/search/open-index.ts';
import type { StockIndex } from '../../lib/search/stock-index.ts';
import { embeddedSms } from '../accounts/sms/embedded-sms.ts';
import type { SmsProvider } from '../accounts/sms/sms-provider.ts';
import { twilioFromEnv } from '../accounts/sms/twilio-sms.ts';
import { mboxMailer, smtpMailer, type Mailer } from '../leads/delivery/mailers.ts';
import { embeddedPayment } from '../payments/embedded-payment.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { stripeFromEnv } from '../payments/stripe-payment.ts';
import { indexAvailability, type CarAvailability } from '../reservations/car-availability.ts';
import { rebuildRequest } from '../reservations/rebuild-request.ts';
import type { ServerConfig } from '../server-config.ts';
import { folderImageStore } from '../trade-in/images/folder-image-store.ts';
import { imagesDir } from '../trade-in/images/image-location.ts';
import type { ImageStore } from '../trade-in/images/image-store.ts';
import { s3ImageStore, s3SettingsFromEnv } from '../trade-in/images/s3-image-store.ts';
import { embeddedLookup } from '../trade-in/lookup/embedded-lookup.ts';
import { remoteLookup, remoteLookupSettingsFromEnv } from '../trade-in/lookup/remote-lookup.ts';
import type { VehicleLookup } from '../trade-in/lookup/vehicle-lookup.ts';
import type { StockWebhookDeps } from '../webhooks/stock-webhook.ts';
import type { ServerStore } from './server-store.ts';
import { vapidKeys } from '../inbox/alerts/vapid-keys.ts';
import { webPushSender, type PushSender } from '../inbox/alerts/web-push-sender.ts';
import type { BuildsPort } from '../console/builds/builds-port.ts';
import { publishedBuilds, publishedBuildsSettings } from '../console/builds/published-builds.ts';

/**
 * The outside services the server's features use, each chosen once from the environment (the
 * embedded one when its variables are unset). A host replaces any of them: `npm start` hands in
 * its build session's stock index, availability and stock webhook; tests hand in fakes.
 */
export type ServerProviders = {
  /** Sign-in codes: Twilio, else kept in the store (`npm run sms`). */
  sms(): SmsProvider;
  /** New-lead alerts by Web Push (VAPID keys from the environment, else kept under the data dir); null where none can be kept (serverless without keys). */
  push(): PushSender | null;
  /** Deposits and online payments: Stripe, else the embedded provider (the dealer collects). */
  payments(): PaymentProvider;
  /** Rego/VIN lookups for the trade-in: the remote service, else the table derived from the stock feed. */
  vehicleLookup(): VehicleLookup;
  /** Trade-in photos: the S3-compatible bucket, else the data folder. */
  images(): ImageStore;
  /** Lead e-mail: SMTP, else the mbox under the data dir. */
  mailer(): Mailer;
  /** The live stock index (Meilisearch, else the embedded index under FORECOURT_INDEX_DIR), opened on first use. */
  stockIndex(): StockIndex;
  /** A car's reservable state and its `reserved` flag; without a build beside it, rebuilds are asked of FORECOURT_REBUILD_URL. */
  availability(): CarAvailability;
  /** POST /api/webhooks/stock's delivery store and rebuild queue; null where no build runs beside the server (503). */
  stockWebhook(): StockWebhookDeps | null;
  /** The console's builds: the engine's under `npm start`; else what CI publishes (FORECOURT_BUILDS_URL) and its release workflow; else null. */
  builds(): BuildsPort | null;
};

const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
};

/** The providers `env` chooses, each made on first use; `given` ones win. */
export function serverProviders(
  env: Environment,
  config: ServerConfig,
  store: ServerStore,
  given: Partial<ServerProviders> = {},
  clock?: () => Date,
): ServerProviders {
  const stockIndex = given.stockIndex ?? once(() => openStockIndex({ env, dir: config.indexDir }));
  return {
    sms: given.sms ?? once(() => twilioFromEnv(env) ?? embeddedSms(store.database(), clock)),
    push:
      given.push ??
      once(() => {
        const keys = vapidKeys(env, config.dataDir);
        return keys ? webPushSender(keys) : null;
      }),
    payments: given.payments ?? once(() => stripeFromEnv(env) ?? embeddedPayment),
    vehicleLookup:
      given.vehicleLookup ??
      once(() => {
        const remote = remoteLookupSettingsFromEnv(env);
        return remote ? remoteLookup(remote) : embeddedLookup(config.stockFeed);
      }),
    images:
      given.images ??
      once(() => {
        const s3 = s3SettingsFromEnv(env);
        return s3 ? s3ImageStore(s3) : folderImageStore(imagesDir(config));
      }),
    mailer: given.mailer ?? once(() => (env.SMTP_URL ? smtpMailer(env.SMTP_URL) : mboxMailer(path.join(config.dataDir, 'lead-mail.mbox')))),
    stockIndex,
    availability: given.availability ?? once(() => indexAvailability(stockIndex(), rebuildRequest(env))),
    stockWebhook: given.stockWebhook ?? (() => null),
    builds:
      given.builds ??
      once(() => {
        const settings = publishedBuildsSettings(env);
        return settings ? publishedBuilds(settings) : null;
      }),
  };
}
