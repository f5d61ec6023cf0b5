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

/** A record as written to the index: a feed record (partial ones for updates) or a stored document. */
export type StockRecord = Readonly<Record<string, unknown>>;

/**
 * The stock search index, embedded or Meilisearch. Both engines store what `toStoredDocument`
 * makes of the records written, and give those documents back: the derived facet fields
 * included, the replaced feed values in `feed_values`. Writes resolve once they are durable and
 * visible to searches.
 */
export type StockIndex = {
  readonly engine: 'embedded' | 'meilisearch';
  readonly indexName: string;
  search(query: SearchQueryInput, options?: StockSearchOptions): Promise<SearchResult>;
  /** Adds records, replacing any with the same id; refuses the lot if one has no usable id. */
  addDocuments(records: readonly StockRecord[]): Promise<void>;
  /**
   * Merges partial records (each with an id) into the stored ones, deriving the facet fields
   * again; unknown ids are added.
   */
  updateDocuments(partials: readonly StockRecord[]): Promise<void>;
  deleteDocuments(ids: readonly string[]): Promise<void>;
  /**
   * Every matching stored document, in index order (for builds). Treat them as read-only: the
   * embedded index hands back the same objects until its documents change.
   */
  getDocuments(options?: GetDocumentsOptions): Promise<StockDocument[]>;
  /**
   * The stored document with this id, or null; with `filter`, null too when the dealer's stock
   * filter leaves it out. Reads the one document (the server finding a car), never the whole stock.
   */
  getDocument(id: string, options?: GetDocumentsOptions): Promise<StockDocument | null>;
  /**
   * Applies the settings of `index-settings.ts` (filterable, sortable, searchable attributes,
   * limits), with synonyms derived from the makes and models of `stock` (the records about to be
   * written; none gives only the word aliases).
   */
  applySettings(stock?: readonly StockRecord[]): Promise<void>;
  /**
   * Rewrites documents stored in an older shape (STORED_DOCUMENT_VERSION) and returns how many;
   * until then an embedded index refuses to be read. Meilisearch reads older documents as they
   * are (`npm run index:push` sends them again).
   */
  upgrade(): Promise<number>;
  stats(): Promise<StockIndexStats>;
  /** Drops documents held in memory (a one-off build's, once every dealer has read its stock); the next read loads them again. */
  release?(): void;
  /**
   * `recordDigest` of a document `getDocuments` handed back, when the index kept it (the embedded
   * index stores its documents' digests with them), else undefined: the caller works it out.
   */
  knownDigest?(doc: StockDocument): string | undefined;
};
