import path from 'node:path';
import type { Environment } from '../lib/environment/environment.ts';

/** Where the server finds dealers and keeps its data, and its rate limits: derived from the parsed environment (docs/environment.md). */
export type ServerConfig = {
  /** The dealers/ folder (FORECOURT_DEALERS_DIR; default ./dealers). */
  dealersDir: string;
  /** The embedded lead database and the offline mailbox live here (FORECOURT_DATA_DIR; default <work dir>/.cache). */
  dataDir: string;
  /** POST /api/leads per client address per minute (FORECOURT_LEAD_RATE_PER_MINUTE). */
  leadRatePerMinute: number;
  /** Sign-in code requests and checks per client address per minute (FORECOURT_SIGN_IN_RATE_PER_MINUTE). */
  signInRatePerMinute: number;
  /** How long a console sign-in lasts (FORECOURT_STAFF_SESSION_HOURS, default 12 h). */
  staffSessionMs: number;
  /** Trade-in calls (eval-expert, miscellaneous) per client address per minute (FORECOURT_TRADE_IN_RATE_PER_MINUTE). */
  tradeInRatePerMinute: number;
  /** The other write calls (phone reveal, watchlist, sign-out, spin to win) per client address and per session per minute (FORECOURT_WRITE_RATE_PER_MINUTE). */
  writeRatePerMinute: number;
  /** The stock feed the embedded vehicle lookup is derived from (FORECOURT_STOCK_FEED). */
  stockFeed: string;
  /** The embedded stock index the builds write, whose cars the server finds (FORECOURT_INDEX_DIR; Meilisearch with MEILI_HOST). */
  indexDir: string;
};

export function serverConfig(env: Environment, cwd = process.cwd()): ServerConfig {
  const work = env.FORECOURT_WORK_DIR ? path.resolve(cwd, env.FORECOURT_WORK_DIR) : cwd;
  return {
    dealersDir: path.resolve(cwd, env.FORECOURT_DEALERS_DIR ?? 'dealers'),
    dataDir: env.FORECOURT_DATA_DIR ? path.resolve(cwd, env.FORECOURT_DATA_DIR) : path.join(work, '.cache'),
    leadRatePerMinute: env.FORECOURT_LEAD_RATE_PER_MINUTE,
    signInRatePerMinute: env.FORECOURT_SIGN_IN_RATE_PER_MINUTE,
    staffSessionMs: env.FORECOURT_STAFF_SESSION_HOURS * 3_600_000,
    tradeInRatePerMinute: env.FORECOURT_TRADE_IN_RATE_PER_MINUTE,
    writeRatePerMinute: env.FORECOURT_WRITE_RATE_PER_MINUTE,
    stockFeed: path.resolve(cwd, env.FORECOURT_STOCK_FEED ?? path.join('data', 'generated', 'stock-feed.json')),
    indexDir: env.FORECOURT_INDEX_DIR ? path.resolve(cwd, env.FORECOURT_INDEX_DIR) : path.join(work, '.cache', 'index'),
  };
}
