import type { DealerFilter } from './dealer-filter.ts';
import type { SearchQueryInput, SearchResult } from './query.ts';
import type { StockDocument } from './stock-document.ts';

export type StockSearchOptions = {
  /** The dealer's stock filter; without it the whole index is searched. */
  dealerFilter?: DealerFilter | undefined;
  /** Unix seconds for the sold-within window; defaults to the current time. */
  now?: number | undefined;
};

export type GetDocumentsOptions = {
  /** Only the documents the dealer's stock filter keeps; without it, every document. */
  filter?: DealerFilter | undefined;
  now?: number | undefined;
};

export type StockIndexStats = { numberOfDocuments: number };

/**
 * The stock search index, embedded or Meilisearch. Documents given to the write methods are feed
 * records or index documents; both engines run them through `toIndexDocument`. Writes resolve
 * once they are durable and visible to searches.
 */
export type StockIndex = {
  readonly engine: 'embedded' | 'meilisearch';
  readonly indexName: string;
  search(query: SearchQueryInput, options?: StockSearchOptions): Promise<SearchResult>;
  /** Adds documents, replacing any with the same id. */
  addDocuments(documents: readonly StockDocument[]): Promise<void>;
  /** Merges partial documents (each with an id) into the stored ones; unknown ids are added. */
  updateDocuments(partials: readonly StockDocument[]): Promise<void>;
  deleteDocuments(ids: readonly string[]): Promise<void>;
  /** Every matching document, in index order (for builds). */
  getDocuments(options?: GetDocumentsOptions): Promise<StockDocument[]>;
  /** Applies the settings of `settings.ts` (filterable, sortable, searchable attributes, limits). */
  applySettings(): Promise<void>;
  stats(): Promise<StockIndexStats>;
};
