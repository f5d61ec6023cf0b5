import fs from 'node:fs/promises';
import path from 'node:path';
import { writeFileDurably } from './durable-file.ts';
import { asFeedRecord, withFacetFields, type DealershipNames } from './facet-document.ts';
import { dealerFilterPredicate } from './filter-predicate.ts';
import { prepareDocuments } from './prepared-documents.ts';
import type { SearchQueryInput, SearchResult } from './query.ts';
import { searchDocuments } from './search-documents.ts';
import { INDEX_SETTINGS } from './settings.ts';
import type { StockDocument } from './stock-document.ts';
import type {
  GetDocumentsOptions,
  StockIndex,
  StockIndexStats,
  StockSearchOptions,
} from './stock-index.ts';
import { toIndexDocument } from './to-index-document.ts';

export const DEFAULT_INDEX_DIR = path.join('.cache', 'index');
const DOCUMENTS_FILE = 'documents.json';
const SETTINGS_FILE = 'settings.json';

export type EmbeddedIndexOptions = {
  /** Folder holding one subfolder per index; default `.cache/index`. */
  dir?: string | undefined;
  indexName?: string | undefined;
  /** Names for the derived `dealership_name` facet (facet-document.ts). */
  dealershipNames?: DealershipNames | undefined;
};

type Limits = { maxValuesPerFacet: number; maxTotalHits: number };

type State = {
  docs: readonly StockDocument[];
  positions: ReadonlyMap<string, number>;
  limits: Limits;
  /** Identity of the files this state was read from, to notice writes by other processes. */
  version: string;
};

const DEFAULT_LIMITS: Limits = {
  maxValuesPerFacet: INDEX_SETTINGS.faceting.maxValuesPerFacet,
  maxTotalHits: INDEX_SETTINGS.pagination.maxTotalHits,
};

function positionsOf(docs: readonly StockDocument[]): Map<string, number> {
  return new Map(docs.map((doc, i) => [doc.id, i]));
}

function indexDocument(record: unknown, partial = false): StockDocument {
  const result = toIndexDocument(record, { partial });
  if (!result.ok) throw new TypeError(`Cannot index document: ${result.reason}`);
  return result.document;
}

async function fileVersion(file: string): Promise<string> {
  try {
    const stat = await fs.stat(file);
    return `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The default stock index: documents and settings as JSON in `<dir>/<indexName>/`, searched in
 * memory by `searchDocuments`. Writes are serialised within the process and replace files
 * atomically; a reader notices another process's writes and reloads.
 */
export class EmbeddedStockIndex implements StockIndex {
  readonly engine = 'embedded';
  readonly indexName: string;
  readonly folder: string;
  readonly #names: DealershipNames;
  /** Each stored document's record as sent, made once: builds recognise unchanged records by object. */
  readonly #records = new WeakMap<StockDocument, StockDocument>();
  #state: State | null = null;
  #writes: Promise<unknown> = Promise.resolve();

  constructor({ dir = DEFAULT_INDEX_DIR, indexName = 'cars', dealershipNames = new Map() }: EmbeddedIndexOptions = {}) {
    this.#names = dealershipNames;
    if (!/^[A-Za-z0-9_-]+$/.test(indexName)) throw new Error(`Invalid index name: ${indexName}`);
    this.indexName = indexName;
    this.folder = path.join(dir, indexName);
  }

  get #documentsFile(): string {
    return path.join(this.folder, DOCUMENTS_FILE);
  }

  get #settingsFile(): string {
    return path.join(this.folder, SETTINGS_FILE);
  }

  async #version(): Promise<string> {
    const [documents, settings] = await Promise.all([
      fileVersion(this.#documentsFile),
      fileVersion(this.#settingsFile),
    ]);
    return `${documents}|${settings}`;
  }

  async #load(): Promise<State> {
    const version = await this.#version();
    if (this.#state?.version === version) return this.#state;
    const [documents, settings] = await Promise.all([
      readJson(this.#documentsFile),
      readJson(this.#settingsFile),
    ]);
    if (documents !== undefined && !Array.isArray(documents)) {
      throw new Error(`${this.#documentsFile} is not a JSON array`);
    }
    const docs = (documents ?? []) as StockDocument[];
    const stored = settings as { faceting?: { maxValuesPerFacet?: number }; pagination?: { maxTotalHits?: number } } | undefined;
    this.#state = {
      docs,
      positions: positionsOf(docs),
      limits: {
        maxValuesPerFacet: stored?.faceting?.maxValuesPerFacet ?? DEFAULT_LIMITS.maxValuesPerFacet,
        maxTotalHits: stored?.pagination?.maxTotalHits ?? DEFAULT_LIMITS.maxTotalHits,
      },
      version,
    };
    return this.#state;
  }

  /** Runs one write after the previous ones, on freshly loaded state. */
  #write(change: (state: State) => readonly StockDocument[] | null): Promise<void> {
    const run = this.#writes.then(async () => {
      const state = await this.#load();
      const docs = change(state);
      if (docs === null) return;
      await writeFileDurably(this.#documentsFile, JSON.stringify(docs));
      this.#state = { ...state, docs, positions: positionsOf(docs), version: await this.#version() };
    });
    this.#writes = run.catch(() => undefined);
    return run;
  }

  async search(query: SearchQueryInput, options: StockSearchOptions = {}): Promise<SearchResult> {
    const state = await this.#load();
    return searchDocuments(prepareDocuments(state.docs), query, {
      dealerFilter: options.dealerFilter,
      now: options.now,
      ...state.limits,
    });
  }

  async addDocuments(documents: readonly StockDocument[]): Promise<void> {
    const incoming = documents.map((doc) => withFacetFields(indexDocument(doc), this.#names));
    await this.#write((state) => {
      if (incoming.length === 0) return null;
      const docs = [...state.docs];
      const positions = new Map(state.positions);
      for (const doc of incoming) {
        const at = positions.get(doc.id);
        if (at === undefined) {
          positions.set(doc.id, docs.length);
          docs.push(doc);
        } else {
          docs[at] = doc;
        }
      }
      return docs;
    });
  }

  async updateDocuments(partials: readonly StockDocument[]): Promise<void> {
    const incoming = partials.map((doc) => indexDocument(doc, true));
    await this.#write((state) => {
      if (incoming.length === 0) return null;
      const docs = [...state.docs];
      const positions = new Map(state.positions);
      for (const partial of incoming) {
        const at = positions.get(partial.id);
        if (at === undefined) {
          positions.set(partial.id, docs.length);
          docs.push(withFacetFields(indexDocument(partial), this.#names));
        } else {
          // Merged into the record as sent, so the derived facet fields follow the change.
          docs[at] = withFacetFields(indexDocument({ ...asFeedRecord(docs[at]!), ...partial }), this.#names);
        }
      }
      return docs;
    });
  }

  async deleteDocuments(ids: readonly string[]): Promise<void> {
    const doomed = new Set(ids.map(String));
    await this.#write((state) => {
      if (!state.docs.some((doc) => doomed.has(doc.id))) return null;
      return state.docs.filter((doc) => !doomed.has(doc.id));
    });
  }

  async getDocuments(options: GetDocumentsOptions = {}): Promise<StockDocument[]> {
    const { docs } = await this.#load();
    const kept = options.filter ? docs.filter(dealerFilterPredicate(options.filter, options.now ?? Math.floor(Date.now() / 1000))) : docs;
    return kept.map((doc) => {
      let record = this.#records.get(doc);
      if (!record) this.#records.set(doc, (record = asFeedRecord(doc)));
      return record;
    });
  }

  applySettings(): Promise<void> {
    const run = this.#writes.then(async () => {
      await writeFileDurably(this.#settingsFile, `${JSON.stringify(INDEX_SETTINGS, null, 2)}\n`);
      this.#state = null;
    });
    this.#writes = run.catch(() => undefined);
    return run;
  }

  async stats(): Promise<StockIndexStats> {
    const { docs } = await this.#load();
    return { numberOfDocuments: docs.length };
  }
}
