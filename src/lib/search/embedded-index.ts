import fs from 'node:fs/promises';
import path from 'node:path';
import { writeFileDurably } from './durable-file.ts';
import { dealerFilterPredicate } from './filter-predicate.ts';
import { prepareDocuments } from './prepared-documents.ts';
import type { SearchQueryInput, SearchResult } from './query.ts';
import { searchDocuments } from './search-documents.ts';
import { INDEX_SETTINGS } from './index-settings.ts';
import type { StockDocument } from './stock-document.ts';
import type { GetDocumentsOptions, StockIndex, StockIndexStats, StockRecord, StockSearchOptions } from './stock-index.ts';
import { recordAsSent, STORED_DOCUMENT_VERSION, toStoredDocument, type DealershipNames } from './stored-document.ts';
import { requiredDocumentId } from './to-index-document.ts';

const DEFAULT_INDEX_DIR = path.join('.cache', 'index');
const DOCUMENTS_FILE = 'documents.json';
const SETTINGS_FILE = 'settings.json';

export type EmbeddedIndexOptions = {
  /** Folder holding one subfolder per index; default `.cache/index`. */
  dir?: string | undefined;
  indexName?: string | undefined;
  /** Names for the derived `dealership_name` facet (stored-document.ts). */
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

/** The documents file: the stored documents and the version of their shape. */
type DocumentsFile = { version: number; documents: StockDocument[] };

function isDocumentsFile(data: unknown): data is DocumentsFile {
  return typeof data === 'object' && data !== null && Array.isArray((data as DocumentsFile).documents);
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
    const [documents, settings] = await Promise.all([fileVersion(this.#documentsFile), fileVersion(this.#settingsFile)]);
    return `${documents}|${settings}`;
  }

  async #load(): Promise<State> {
    const version = await this.#version();
    if (this.#state?.version === version) return this.#state;
    const [documents, settings] = await Promise.all([readJson(this.#documentsFile), readJson(this.#settingsFile)]);
    const docs = this.#currentDocuments(documents);
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

  #currentDocuments(data: unknown): StockDocument[] {
    if (data === undefined) return [];
    const shape = this.#shapeVersion(data);
    if (shape !== STORED_DOCUMENT_VERSION) throw this.#otherShape(shape);
    return (data as DocumentsFile).documents;
  }

  /** The shape version of a documents file's content (1: a bare array, as written before versions). */
  #shapeVersion(data: unknown): number {
    if (Array.isArray(data)) return 1;
    if (isDocumentsFile(data) && Number.isInteger(data.version)) return data.version;
    throw new Error(`${this.#documentsFile} is not a stock documents file`);
  }

  #otherShape(shape: number): Error {
    const remedy = shape < STORED_DOCUMENT_VERSION ? ': `npm run index:push` or a build upgrades it' : '';
    return new Error(`${this.#documentsFile} holds documents of version ${shape}, not ${STORED_DOCUMENT_VERSION}${remedy}`);
  }

  /** Runs `task` after the writes before it. */
  #serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#writes.then(task);
    this.#writes = run.catch(() => undefined);
    return run;
  }

  /** Runs one write after the previous ones, on freshly loaded state. */
  #write(change: (state: State) => readonly StockDocument[] | null): Promise<void> {
    return this.#serially(async () => {
      const state = await this.#load();
      const docs = change(state);
      if (docs === null) return;
      await this.#writeDocuments(docs);
      this.#state = { ...state, docs, positions: positionsOf(docs), version: await this.#version() };
    });
  }

  async #writeDocuments(documents: readonly StockDocument[]): Promise<void> {
    await writeFileDurably(this.#documentsFile, JSON.stringify({ version: STORED_DOCUMENT_VERSION, documents }));
  }

  #stored(record: unknown): StockDocument {
    return toStoredDocument(record, this.#names);
  }

  async search(query: SearchQueryInput, options: StockSearchOptions = {}): Promise<SearchResult> {
    const state = await this.#load();
    return searchDocuments(prepareDocuments(state.docs), query, {
      dealerFilter: options.dealerFilter,
      now: options.now,
      ...state.limits,
    });
  }

  async addDocuments(records: readonly StockRecord[]): Promise<void> {
    const incoming = records.map((record) => this.#stored(record));
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

  async updateDocuments(partials: readonly StockRecord[]): Promise<void> {
    const incoming = partials.map((partial) => ({ id: requiredDocumentId(partial), partial }));
    await this.#write((state) => {
      if (incoming.length === 0) return null;
      const docs = [...state.docs];
      const positions = new Map(state.positions);
      for (const { id, partial } of incoming) {
        const at = positions.get(id);
        if (at === undefined) {
          positions.set(id, docs.length);
          docs.push(this.#stored(partial));
        } else {
          // Merged into the record as sent, so the derived facet fields follow the change.
          docs[at] = this.#stored({ ...recordAsSent(docs[at]!), ...partial, id });
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
    return options.filter ? docs.filter(dealerFilterPredicate(options.filter, options.now ?? Math.floor(Date.now() / 1000))) : [...docs];
  }

  upgrade(): Promise<number> {
    return this.#serially(async () => {
      const data = await readJson(this.#documentsFile);
      if (data === undefined) return 0;
      const shape = this.#shapeVersion(data);
      if (shape === STORED_DOCUMENT_VERSION) return 0;
      if (shape > STORED_DOCUMENT_VERSION) throw this.#otherShape(shape);
      const older = Array.isArray(data) ? (data as unknown[]) : (data as DocumentsFile).documents;
      const documents = older.map((doc) => this.#stored(doc));
      await this.#writeDocuments(documents);
      this.#state = null;
      return documents.length;
    });
  }

  applySettings(): Promise<void> {
    return this.#serially(async () => {
      await writeFileDurably(this.#settingsFile, `${JSON.stringify(INDEX_SETTINGS, null, 2)}\n`);
      this.#state = null;
    });
  }

  async stats(): Promise<StockIndexStats> {
    const { docs } = await this.#load();
    return { numberOfDocuments: docs.length };
  }
}
