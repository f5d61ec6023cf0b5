import path from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

/** Where the server finds dealers and keeps its data, from the environment (one place reads it). */
export type ServerConfig = {
  /** The dealers/ folder (FORECOURT_DEALERS_DIR; default ./dealers). */
  dealersDir: string;
  /** The embedded lead database and the offline mailbox live here (FORECOURT_DATA_DIR; default <work dir>/.cache). */
  dataDir: string;
  /** POST /api/leads per client address per minute (FORECOURT_LEAD_RATE_PER_MINUTE; default 10). */
  leadRatePerMinute: number;
  /** Sign-in code requests and checks per client address per minute (FORECOURT_SIGN_IN_RATE_PER_MINUTE; default 10). */
  signInRatePerMinute: number;
  /** Trade-in calls (eval-expert, miscellaneous) per client address per minute (FORECOURT_TRADE_IN_RATE_PER_MINUTE; default 30: one offer makes up to 14). */
  tradeInRatePerMinute: number;
  /** The other write calls (phone reveal, watchlist, sign-out, spin to win) per client address and per session per minute (FORECOURT_WRITE_RATE_PER_MINUTE; default 30). */
  writeRatePerMinute: number;
  /** The stock feed the embedded vehicle lookup is derived from (FORECOURT_STOCK_FEED; default ./data/generated/stock-feed.json). */
  stockFeed: string;
  /** The embedded stock index the builds read, whose cars test drives are booked for (FORECOURT_INDEX_DIR; default <work dir>/.cache/index; Meilisearch with MEILI_HOST). */
  indexDir: string;
};

export function serverConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const work = env['FORECOURT_WORK_DIR'] ? path.resolve(cwd, env['FORECOURT_WORK_DIR']) : cwd;
  const rate = Number(env['FORECOURT_LEAD_RATE_PER_MINUTE'] ?? '');
  const signInRate = Number(env['FORECOURT_SIGN_IN_RATE_PER_MINUTE'] ?? '');
  const tradeInRate = Number(env['FORECOURT_TRADE_IN_RATE_PER_MINUTE'] ?? '');
  const writeRate = Number(env['FORECOURT_WRITE_RATE_PER_MINUTE'] ?? '');
  return {
    dealersDir: path.resolve(cwd, env['FORECOURT_DEALERS_DIR'] ?? 'dealers'),
    dataDir: env['FORECOURT_DATA_DIR'] ? path.resolve(cwd, env['FORECOURT_DATA_DIR']) : path.join(work, '.cache'),
    leadRatePerMinute: Number.isInteger(rate) && rate > 0 ? rate : 10,
    signInRatePerMinute: Number.isInteger(signInRate) && signInRate > 0 ? signInRate : 10,
    tradeInRatePerMinute: Number.isInteger(tradeInRate) && tradeInRate > 0 ? tradeInRate : 30,
    writeRatePerMinute: Number.isInteger(writeRate) && writeRate > 0 ? writeRate : 30,
    stockFeed: path.resolve(cwd, env['FORECOURT_STOCK_FEED'] ?? path.join('data', 'generated', 'stock-feed.json')),
    indexDir: env['FORECOURT_INDEX_DIR'] ? path.resolve(cwd, env['FORECOURT_INDEX_DIR']) : path.join(work, '.cache', 'index'),
  };
}
