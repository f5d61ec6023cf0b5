import { Meilisearch, MeilisearchApiError, type EnqueuedTaskPromise, type Index, type MultiSearchResult, type WaitOptions } from 'meilisearch';
import { isIn } from './filter-ast.ts';
import { dealerFilterToMeili, toMeiliFilter } from './filter-to-meili.ts';
import { dealerFilterPredicate } from './filter-predicate.ts';
import { mapMeiliResults, planMeiliSearch } from './meili-query.ts';
import type { SearchQueryInput, SearchResult } from './query.ts';
import { SearchQuerySchema } from './query-schema.ts';
import { indexSettings } from './index-settings.ts';
import { StockVocabulary } from './stock-vocabulary.ts';
import type { StockDocument } from './stock-document.ts';
import type { GetDocumentsOptions, StockIndex, StockIndexStats, StockRecord, StockSearchOptions } from './stock-index.ts';
import { recordAsSent, toStoredDocument, type DealershipNames } from './stored-document.ts';
import { requiredDocumentId } from './to-index-document.ts';

export type MeiliIndexOptions = {
  host: string;
  /** Admin or write key for writes and builds; never send it to a browser. */
  apiKey?: string | undefined;
  indexName?: string | undefined;
  /** Documents per write request and per page when reading all documents. */
  batchSize?: number | undefined;
  /** How long writes wait for Meilisearch to finish their tasks. */
  waitOptions?: WaitOptions | undefined;
  /** Names for the derived `dealership_name` facet (stored-document.ts). */
  dealershipNames?: DealershipNames | undefined;
};

const DEFAULT_BATCH_SIZE = 1000;
const DEFAULT_WAIT: WaitOptions = { timeout: 120_000, interval: 50 };

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** The stock index on a Meilisearch server, through the official client. */
export class MeiliStockIndex implements StockIndex {
  readonly engine = 'meilisearch';
  readonly indexName: string;
  readonly client: Meilisearch;
  readonly #index: Index<StockDocument>;
  readonly #batchSize: number;
  readonly #wait: WaitOptions;
  readonly #names: DealershipNames;

  constructor({ host, apiKey, indexName = 'cars', batchSize, waitOptions, dealershipNames = new Map() }: MeiliIndexOptions) {
    this.#names = dealershipNames;
    this.indexName = indexName;
    this.client = new Meilisearch({ host, ...(apiKey ? { apiKey } : {}) });
    this.#index = this.client.index<StockDocument>(indexName);
    this.#batchSize = batchSize ?? DEFAULT_BATCH_SIZE;
    this.#wait = { ...DEFAULT_WAIT, ...waitOptions };
  }

  /** Sends the batches one after another (so Meilisearch queues them in order), then waits for all. */
  async #write<T>(batches: readonly T[], send: (batch: T) => EnqueuedTaskPromise): Promise<void> {
    const tasks: EnqueuedTaskPromise[] = [];
    for (const batch of batches) {
      const task = send(batch);
      await task;
      tasks.push(task);
    }
    for (const task of tasks) {
      const done = await task.waitTask(this.#wait);
      if (done.status !== 'succeeded') {
        throw new Error(`Meilisearch task ${done.uid} ${done.status}: ${done.error?.message ?? 'no error message'}`);
      }
    }
  }

  async search(input: SearchQueryInput, options: StockSearchOptions = {}): Promise<SearchResult> {
    const query = SearchQuerySchema.parse(input);
    const now = options.now ?? Math.floor(Date.now() / 1000);
    const plan = planMeiliSearch(this.indexName, query, options.dealerFilter, now);
    const response = await this.client.multiSearch<{ queries: typeof plan.queries }, StockDocument>({
      queries: plan.queries,
    });
    return mapMeiliResults(query, plan, response.results as MultiSearchResult<StockDocument>[]);
  }

  async addDocuments(records: readonly StockRecord[]): Promise<void> {
    const docs = records.map((record) => toStoredDocument(record, this.#names));
    await this.#write(chunks(docs, this.#batchSize), (batch) => this.#index.addDocuments(batch, { primaryKey: 'id' }));
  }

  /**
   * Merges here rather than with Meilisearch's partial update, so the derived facet fields follow
   * the change (a price change moves `price_range`): reads the stored records, merges, replaces.
   * A write between the read and the replace by another writer of the same car is lost.
   */
  async updateDocuments(partials: readonly StockRecord[]): Promise<void> {
    const changes = partials.map((partial) => ({ ...partial, id: requiredDocumentId(partial) }));
    if (changes.length === 0) return;
    const stored = await this.#documentsById([...new Set(changes.map((change) => change.id))]);
    const merged = new Map<string, StockRecord>(stored.map((doc) => [doc.id, recordAsSent(doc)]));
    for (const change of changes) merged.set(change.id, { ...merged.get(change.id), ...change });
    await this.addDocuments([...merged.values()]);
  }

  async #documentsById(ids: readonly string[]): Promise<StockDocument[]> {
    const docs: StockDocument[] = [];
    for (const batch of chunks(ids, this.#batchSize)) {
      const page = await this.#index.getDocuments({ filter: toMeiliFilter(isIn('id', batch)) ?? '', limit: batch.length });
      for (const doc of page.results) docs.push({ ...doc, id: String(doc.id) });
    }
    return docs;
  }

  async deleteDocuments(ids: readonly string[]): Promise<void> {
    await this.#write(chunks(ids.map(String), this.#batchSize), (batch) => this.#index.deleteDocuments(batch));
  }

  async getDocuments(options: GetDocumentsOptions = {}): Promise<StockDocument[]> {
    const filter = options.filter ? dealerFilterToMeili(options.filter, options.now ?? Math.floor(Date.now() / 1000)) : undefined;
    const docs: StockDocument[] = [];
    for (let offset = 0; ; offset += this.#batchSize) {
      const page = await this.#index.getDocuments({
        ...(filter ? { filter } : {}),
        limit: this.#batchSize,
        offset,
      });
      for (const doc of page.results) docs.push({ ...doc, id: String(doc.id) });
      if (page.results.length < this.#batchSize || docs.length >= page.total) return docs;
    }
  }

  /**
   * One document by id (GET /indexes/{index}/documents/{id}); the dealer's filter is applied here
   * with the same predicate the embedded index uses (engine-agreement.test.ts keeps the two alike).
   */
  async getDocument(id: string, options: GetDocumentsOptions = {}): Promise<StockDocument | null> {
    let found: StockDocument;
    try {
      found = await this.#index.getDocument(id);
    } catch (error) {
      if (error instanceof MeilisearchApiError && ['document_not_found', 'index_not_found'].includes(error.cause?.code ?? '')) return null;
      throw error;
    }
    const doc = { ...found, id: String(found.id) };
    return !options.filter || dealerFilterPredicate(options.filter, options.now ?? Math.floor(Date.now() / 1000))(doc) ? doc : null;
  }

  /** Documents in an older shape stay readable: builds derive what they lack. */
  upgrade(): Promise<number> {
    return Promise.resolve(0);
  }

  async applySettings(stock: readonly StockRecord[] = []): Promise<void> {
    await this.#write([indexSettings(StockVocabulary.of(stock))], (settings) => this.#index.updateSettings(settings));
  }

  async stats(): Promise<StockIndexStats> {
    try {
      const stats = await this.#index.getStats();
      return { numberOfDocuments: stats.numberOfDocuments };
    } catch (error) {
      if (error instanceof MeilisearchApiError && error.cause?.code === 'index_not_found') {
        return { numberOfDocuments: 0 };
      }
      throw error;
    }
  }
}
