import { EmbeddedStockIndex } from './embedded-index.ts';
import { MeiliStockIndex } from './meili-index.ts';
import type { StockIndex } from './stock-index.ts';
import type { Environment } from '../environment/environment.ts';

const DEFAULT_INDEX_NAME = 'cars';

type Env = Partial<Pick<Environment, 'MEILI_HOST' | 'MEILI_API_KEY' | 'MEILI_INDEX' | 'MEILI_SEARCH_KEY'>>;

export type OpenStockIndexOptions = {
  env?: Env | undefined;
  /** Folder for the embedded index (it keeps `<dir>/<indexName>/`); default `.cache/index`. */
  dir?: string | undefined;
  /** Names for the derived `dealership_name` facet, for code that writes (`dealershipNamesIn`). */
  dealershipNames?: ReadonlyMap<number, string> | undefined;
};

function indexNameFrom(env: Env): string {
  return env['MEILI_INDEX']?.trim() || DEFAULT_INDEX_NAME;
}

/**
 * The stock index for builds and scripts: Meilisearch when MEILI_HOST is set (MEILI_API_KEY, the
 * admin or write key, and MEILI_INDEX, default `cars`), otherwise the embedded index on disk.
 *
 * This is for server-side code only. Browsers must never receive MEILI_API_KEY: give them a
 * search-only key or a tenant token restricted to the dealer's stock, through `searchOnlyConfig`.
 */
export function openStockIndex({ env = process.env, dir, dealershipNames }: OpenStockIndexOptions = {}): StockIndex {
  const host = env['MEILI_HOST']?.trim();
  const indexName = indexNameFrom(env);
  if (host) {
    return new MeiliStockIndex({ host, apiKey: env['MEILI_API_KEY'], indexName, dealershipNames });
  }
  return new EmbeddedStockIndex({ dir, indexName, dealershipNames });
}

export type SearchOnlyConfig = { host: string; apiKey: string; indexName: string };

/**
 * What a listing page may hand to the browser for live searches: the host, the search-only key
 * (MEILI_SEARCH_KEY) and the index name. Null without Meilisearch or without a search-only key,
 * so the admin key can never stand in for it.
 */
export function searchOnlyConfig(env: Env = process.env): SearchOnlyConfig | null {
  const host = env['MEILI_HOST']?.trim();
  const apiKey = env['MEILI_SEARCH_KEY']?.trim();
  if (!host || !apiKey) return null;
  if (apiKey === env['MEILI_API_KEY']?.trim()) {
    throw new Error('MEILI_SEARCH_KEY must be a search-only key, not the MEILI_API_KEY admin key');
  }
  return { host, apiKey, indexName: indexNameFrom(env) };
}
