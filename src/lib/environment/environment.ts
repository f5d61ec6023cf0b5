import { z } from 'zod';

/** Where a variable is read: the HTTP server (npm start and the functions), the stock index, the build engine, publishing, or tooling. */
export type VariableGroup = 'server' | 'providers' | 'search' | 'build' | 'publish' | 'tooling';

/** What docs/environment.md says of a variable. */
export type VariableDoc = { group: VariableGroup; about: string; default?: string };

/** The table docs/environment.md is generated from: every variable's group, description and default. */
export const VARIABLE_DOCS = z.registry<VariableDoc>();

/** An optional setting: surrounding spaces dropped, an empty value the same as unset. */
const text = () =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined);

/**
 * A whole number of at least `least` written in digits; unset or empty gives `fallback`, anything
 * else is refused at start-up.
 */
const wholeNumber = (least: 0 | 1, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const given = value?.trim();
      if (!given) return fallback;
      const number = Number(given);
      if (/^\d+$/.test(given) && Number.isSafeInteger(number) && number >= least) return number;
      ctx.addIssue({ code: 'custom', message: `expected a whole number ${least === 1 ? 'above 0' : '0 or more'}, got "${given}"` });
      return z.NEVER;
    });

const positiveWhole = (fallback: number) => wholeNumber(1, fallback);

/** Render processes `npm start` keeps warm unless FORECOURT_WARM_RENDERERS says otherwise: every sample dealer's. */
export const DEFAULT_WARM_RENDERERS = 8;

/** Set (to anything but an empty value) or not: the serverless platforms' own markers. */
const flag = () =>
  z
    .string()
    .optional()
    .transform((value) => Boolean(value?.trim()));

const doc = <S extends z.ZodType>(schema: S, group: VariableGroup, about: string, fallback?: string): S => {
  VARIABLE_DOCS.add(schema, { group, about, ...(fallback === undefined ? {} : { default: fallback }) });
  return schema;
};

/**
 * Every environment variable forecourt reads, server and engine, in one schema: `parseEnvironment`
 * checks them once at start-up and hands the typed result to whoever needs a value. A webhook's
 * secret is read from the variable the dealer's config names (`leads.forward.webhook.secret_env`),
 * which no schema can list: `namedVariable` reads those.
 */
export const EnvironmentSchema = z.object({
  // The server: where it keeps data and how fast it lets one client write.
  FORECOURT_WORK_DIR: doc(text(), 'server', 'The work directory: builds, caches and the embedded database live under it.', 'the current directory'),
  FORECOURT_DEALERS_DIR: doc(text(), 'server', 'The dealers/ folder (each dealer a folder with its dealer.json); bundle it with a function.', './dealers'),
  FORECOURT_DATA_DIR: doc(text(), 'server', 'The embedded lead database, the offline mailbox and trade-in photos (without S3) live here.', '<work dir>/.cache'),
  FORECOURT_INDEX_DIR: doc(
    text(),
    'server',
    'The embedded stock index the builds write and the server reads cars from (without MEILI_HOST).',
    '<work dir>/.cache/index',
  ),
  FORECOURT_STOCK_FEED: doc(text(), 'server', 'The stock feed the embedded trade-in vehicle lookup is derived from.', './data/generated/stock-feed.json'),
  DATABASE_URL: doc(
    text(),
    'server',
    'PostgreSQL connection URL for leads, accounts, reservations and trade-ins; unset, the embedded SQLite database under the data dir (refused on a serverless host).',
  ),
  FORECOURT_LEAD_RATE_PER_MINUTE: doc(positiveWhole(10), 'server', 'POST /api/leads (and reservations, online payments) per client address per minute.', '10'),
  FORECOURT_SIGN_IN_RATE_PER_MINUTE: doc(positiveWhole(10), 'server', 'Sign-in code requests and checks per client address per minute.', '10'),
  FORECOURT_STAFF_SESSION_HOURS: doc(
    positiveWhole(12),
    'server',
    'How long a dealer console sign-in lasts (hours) before the staff member signs in again with a new code.',
    '12',
  ),
  FORECOURT_TRADE_IN_RATE_PER_MINUTE: doc(positiveWhole(30), 'server', 'Trade-in calls per client address per minute (one offer makes up to 14).', '30'),
  FORECOURT_WRITE_RATE_PER_MINUTE: doc(
    positiveWhole(30),
    'server',
    'Other writes (phone reveal, watchlist, sign-out, spin to win) per client address and per session per minute.',
    '30',
  ),
  FORECOURT_WEBHOOK_SECRET: doc(
    text(),
    'server',
    'Signs stock webhooks (POST /api/webhooks/stock) and the availability rebuilds a function asks for; npm start makes one in .cache/webhook-secret without it.',
  ),
  FORECOURT_ALERTS_SECRET: doc(
    text(),
    'server',
    'Signs the unsubscribe links in shopper alerts (docs/alerts.md); unset, npm start makes one once and keeps it in <data dir>/alerts-secret, and a serverless host sends no shopper alerts.',
  ),
  FORECOURT_REBUILD_URL: doc(
    text(),
    'server',
    "On a serverless host: the build server's /api/webhooks/stock, asked to rebuild a dealer when a reservation changes a car's availability.",
  ),
  CRON_SECRET: doc(text(), 'server', 'Vercel: the bearer token its cron sends to the scheduled functions (forward-leads, release-reservations).'),
  PORT: doc(positiveWhole(4321), 'server', 'The port npm start listens on (and the CLIs call).', '4321'),
  FORECOURT_SERVER: doc(text(), 'server', 'The server the stock and reservations CLIs call.', 'http://localhost:<PORT>'),
  NETLIFY: doc(flag(), 'server', 'Set by Netlify: the embedded database refuses to start (a function keeps no disk).'),
  VERCEL: doc(flag(), 'server', 'Set by Vercel: as NETLIFY.'),
  AWS_LAMBDA_FUNCTION_NAME: doc(flag(), 'server', 'Set by AWS Lambda: as NETLIFY.'),

  // Providers: each unset falls back to the embedded one.
  SMTP_URL: doc(text(), 'providers', 'Lead e-mail over SMTP (smtp:// or smtps://); unset, into <data dir>/lead-mail.mbox.'),
  LEADS_FROM: doc(text(), 'providers', "The lead e-mails' sender for dealers whose config names none.", 'leads@forecourt.localhost'),
  STRIPE_SECRET_KEY: doc(
    text(),
    'providers',
    'Stripe Checkout for deposits and online payments (with STRIPE_WEBHOOK_SECRET); unset, the embedded provider (the dealer collects).',
  ),
  STRIPE_WEBHOOK_SECRET: doc(text(), 'providers', "Verifies Stripe's calls to /api/payments/webhook."),
  TWILIO_ACCOUNT_SID: doc(text(), 'providers', 'Sign-in codes by Twilio SMS (with TWILIO_AUTH_TOKEN and TWILIO_FROM); unset, kept in the store (npm run sms).'),
  TWILIO_AUTH_TOKEN: doc(text(), 'providers', "Twilio's auth token."),
  TWILIO_FROM: doc(text(), 'providers', 'The number or sender id Twilio sends from.'),
  TWILIO_API_BASE: doc(text(), 'providers', "Twilio's API address (tests point it at a local stand-in).", 'https://api.twilio.com'),
  VAPID_PUBLIC_KEY: doc(
    text(),
    'providers',
    "New-lead alerts by Web Push: the VAPID application server's public key (URL-safe base64, with VAPID_PRIVATE_KEY); unset, npm start makes a pair once and keeps it in <data dir>/vapid.json, and a serverless host sends no push alerts (SMS only).",
  ),
  VAPID_PRIVATE_KEY: doc(text(), 'providers', 'The VAPID private key (URL-safe base64) push alerts are signed with.'),
  VAPID_SUBJECT: doc(
    text(),
    'providers',
    "The contact push services may write to about this server's alerts (mailto: or https:).",
    'mailto:leads@forecourt.localhost',
  ),
  TRADE_IN_LOOKUP_URL: doc(text(), 'providers', 'A remote rego/VIN vehicle lookup (with TRADE_IN_LOOKUP_KEY); unset, the table derived from the stock feed.'),
  TRADE_IN_LOOKUP_KEY: doc(text(), 'providers', "The remote vehicle lookup's key."),
  TRADE_IN_S3_ENDPOINT: doc(
    text(),
    'providers',
    'Trade-in photos in an S3-compatible bucket (with the other TRADE_IN_S3_ variables); unset, under the data dir.',
  ),
  TRADE_IN_S3_BUCKET: doc(text(), 'providers', 'The bucket.'),
  TRADE_IN_S3_REGION: doc(text(), 'providers', "The bucket's region.", 'us-east-1'),
  TRADE_IN_S3_ACCESS_KEY_ID: doc(text(), 'providers', 'The access key id.'),
  TRADE_IN_S3_SECRET_ACCESS_KEY: doc(text(), 'providers', 'The secret access key.'),

  // The stock index.
  MEILI_HOST: doc(text(), 'search', 'Meilisearch for the stock index; unset, the embedded index under FORECOURT_INDEX_DIR.'),
  MEILI_API_KEY: doc(text(), 'search', 'The admin or write key builds and the server use; never sent to a browser.'),
  MEILI_SEARCH_KEY: doc(text(), 'search', 'A search-only key listing pages may give browsers for live search (must differ from MEILI_API_KEY).'),
  MEILI_INDEX: doc(text(), 'search', 'The index name.', 'cars'),

  // The build engine.
  FORECOURT_BUILD_MODE: doc(
    z.enum(['local', 'ci']).optional().catch(undefined),
    'build',
    'ci: stock webhooks dispatch builds to CI (GitHub Actions) instead of building in the server.',
    'local',
  ),
  GITHUB_REPOSITORY: doc(text(), 'build', 'CI mode and the serverless console: the owner/name whose workflows builds and releases are dispatched to.'),
  GITHUB_TOKEN: doc(text(), 'build', 'CI mode and the serverless console: a token allowed to dispatch those workflows.'),
  GITHUB_API_URL: doc(text(), 'build', "CI mode: GitHub's API address.", 'https://api.github.com'),
  FORECOURT_BUILDS_URL: doc(
    text(),
    'server',
    "Serverless console: where CI publishes each dealer's builds (<url>/<slug>.json, from npm run builds-overview); with GITHUB_REPOSITORY and GITHUB_TOKEN, the Builds screen reads them and approves through the release workflow.",
  ),
  FORECOURT_BUILDS_TOKEN: doc(text(), 'server', 'Serverless console: a bearer token for reading FORECOURT_BUILDS_URL, when it is private.'),
  FORECOURT_RELEASE_WORKFLOW: doc(
    z
      .string()
      .optional()
      .transform((v) => v?.trim() || 'release.yml'),
    'server',
    'Serverless console: the workflow file a promote or rollback dispatches (workflow_dispatch, inputs dealer and action).',
    'release.yml',
  ),
  FORECOURT_RELEASE_REF: doc(
    z
      .string()
      .optional()
      .transform((v) => v?.trim() || 'main'),
    'server',
    'Serverless console: the branch that workflow runs on.',
    'main',
  ),
  FORECOURT_ASTRO_LOG: doc(text(), 'build', "info: Astro's own log while rendering.", 'warn'),
  FORECOURT_RENDER_PROFILE: doc(text(), 'build', 'Set: each render prints where its time went.'),
  NODE_COMPILE_CACHE: doc(text(), 'build', "Node's compile cache folder for the build's processes.", '<repo>/.cache/node-compile'),
  FORECOURT_WARM_RENDERERS: doc(
    wholeNumber(0, DEFAULT_WARM_RENDERERS),
    'build',
    'npm start: the most render processes kept warm between builds (least recently changed dealers give theirs up first); 0 starts one per build.',
    String(DEFAULT_WARM_RENDERERS),
  ),

  // Publishing to a bucket and purging a CDN (a dealer's `publish` switch names the target; credentials only come from here).
  AWS_ACCESS_KEY_ID: doc(text(), 'publish', "The publishing bucket's access key id (S3, R2, B2 or MinIO), and CloudFront's for purges."),
  AWS_SECRET_ACCESS_KEY: doc(text(), 'publish', 'Its secret access key.'),
  AWS_SESSION_TOKEN: doc(text(), 'publish', 'A session token, with temporary credentials.'),
  CLOUDFLARE_API_TOKEN: doc(text(), 'publish', "A Cloudflare API token allowed to purge the dealer's zone."),

  // Tooling: tests and benches.
  CI: doc(text(), 'tooling', 'Set on CI: the test PostgreSQL must start (locally a missing server skips its cases).'),
  CHROME_PATH: doc(text(), 'tooling', 'The Chromium bench:lighthouse drives.', '/usr/bin/chromium'),
  CHROMIUM_PATH: doc(text(), 'tooling', "The Chromium the journeys drive (npm test installs Debian's chromium when missing).", '/usr/bin/chromium'),
});

export type Environment = z.output<typeof EnvironmentSchema>;

type RawEnv = Readonly<Record<string, string | undefined>>;

/**
 * The environment checked against the schema; a wrong value (a rate that is not a number) stops
 * start-up with every variable at fault named, instead of falling back without a word.
 */
export function parseEnvironment(env: RawEnv = process.env): Environment {
  const parsed = EnvironmentSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`forecourt: the environment has values it cannot use:\n${lines.join('\n')}`);
}

/** A variable the dealer's config names (a webhook's secret), trimmed; undefined when unset or empty. */
export function namedVariable(name: string, env: RawEnv = process.env): string | undefined {
  return env[name]?.trim() || undefined;
}
