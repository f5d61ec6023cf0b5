import fs from 'node:fs/promises';
import path from 'node:path';
import { appendDurably, writeFileDurably } from './durable-file.ts';
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
/** Changes since the documents file was written, one JSON line each (see `EmbeddedStockIndex`). */
const CHANGES_FILE = 'changes.jsonl';
/** The change log is folded into the documents file once it passes this share of it (or 1 MB). */
const COMPACT_SHARE = 1 / 8;
const COMPACT_MIN_BYTES = 1024 * 1024;

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
  /** Identity of the documents and settings files this state was read from, to notice writes by other processes. */
  version: string;
  /** The change log read so far: its inode and the bytes applied (whole lines only). */
  log: { ino: number; offset: number } | null;
  documentsBytes: number;
};

/** One line of the change log: documents stored (replaced by id, or added at the end) or ids deleted. */
type Change = { upsert: StockDocument[] } | { delete: string[] };

/** `docs` with `changes` applied, in order; unchanged documents stay the same objects. */
function applyChanges(docs: readonly StockDocument[], positions: ReadonlyMap<string, number>, changes: readonly Change[]) {
  let next = [...docs];
  let at = new Map(positions);
  for (const change of changes) {
    if ('upsert' in change) {
      for (const doc of change.upsert) {
        const i = at.get(doc.id);
        if (i === undefined) {
          at.set(doc.id, next.length);
          next.push(doc);
        } else next[i] = doc;
      }
    } else {
      const doomed = new Set(change.delete);
      if (!next.some((doc) => doomed.has(doc.id))) continue;
      next = next.filter((doc) => !doomed.has(doc.id));
      at = positionsOf(next);
    }
  }
  return { docs: next, positions: at };
}

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
 * memory by `searchDocuments`. Writes are serialised within the process. A small change (a price,
 * a car sold) is appended durably to a change log rather than rewriting every document, and a
 * reader holding the documents applies only the log lines it has not seen: the cost of a change
 * does not grow with the stock. A large change, or a log past an eighth of the documents file,
 * rewrites the documents file atomically and starts a new log; replaying a log over documents that
 * already hold it gives the same documents, so a crash between the two loses nothing.
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

  get #changesFile(): string {
    return path.join(this.folder, CHANGES_FILE);
  }

  async #version(): Promise<string> {
    const [documents, settings] = await Promise.all([fileVersion(this.#documentsFile), fileVersion(this.#settingsFile)]);
    return `${documents}|${settings}`;
  }

  async #load(): Promise<State> {
    const version = await this.#version();
    const log = await fs.stat(this.#changesFile).catch(() => null);
    const known = this.#state;
    if (known?.version === version) {
      if (!log) return known.log ? this.#reload(version) : known;
      if (known.log && known.log.ino !== log.ino) return this.#reload(version);
      const from = known.log?.offset ?? 0;
      if (log.size === from) return known;
      if (log.size < from) return this.#reload(version);
      const { changes, read } = await this.#readChanges(from);
      this.#state = { ...known, ...applyChanges(known.docs, known.positions, changes), log: { ino: log.ino, offset: from + read } };
      return this.#state;
    }
    return this.#reload(version);
  }

  async #reload(version: string): Promise<State> {
    const [documents, settings, bytes] = await Promise.all([
      readJson(this.#documentsFile),
      readJson(this.#settingsFile),
      fs.stat(this.#documentsFile).then(
        (s) => s.size,
        () => 0,
      ),
    ]);
    const log = await fs.stat(this.#changesFile).catch(() => null);
    const { changes, read } = log ? await this.#readChanges(0) : { changes: [], read: 0 };
    const base = this.#currentDocuments(documents);
    const stored = settings as { faceting?: { maxValuesPerFacet?: number }; pagination?: { maxTotalHits?: number } } | undefined;
    this.#state = {
      ...applyChanges(base, positionsOf(base), changes),
      limits: {
        maxValuesPerFacet: stored?.faceting?.maxValuesPerFacet ?? DEFAULT_LIMITS.maxValuesPerFacet,
        maxTotalHits: stored?.pagination?.maxTotalHits ?? DEFAULT_LIMITS.maxTotalHits,
      },
      version,
      log: log ? { ino: log.ino, offset: read } : null,
      documentsBytes: bytes,
    };
    return this.#state;
  }

  /** The whole lines of the change log from byte `from` (a writer may be part-way through the last). */
  async #readChanges(from: number): Promise<{ changes: Change[]; read: number }> {
    const handle = await fs.open(this.#changesFile, 'r').catch(() => null);
    if (!handle) return { changes: [], read: 0 };
    try {
      const { size } = await handle.stat();
      const buffer = Buffer.alloc(Math.max(0, size - from));
      await handle.read(buffer, 0, buffer.length, from);
      const end = buffer.lastIndexOf(10);
      if (end < 0) return { changes: [], read: 0 };
      const lines = buffer.subarray(0, end).toString('utf8').split('\n');
      return { changes: lines.filter(Boolean).map((line) => JSON.parse(line) as Change), read: end + 1 };
    } finally {
      await handle.close();
    }
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

  /**
   * Runs one write after the previous ones, on freshly loaded state: `change` gives the new
   * documents and the change as a log line (null: nothing to write).
   */
  #write(change: (state: State) => { docs: readonly StockDocument[]; change: Change } | null): Promise<void> {
    return this.#serially(async () => {
      const state = await this.#load();
      const next = change(state);
      if (next === null) return;
      const line = `${JSON.stringify(next.change)}\n`;
      const logBytes = state.log?.offset ?? 0;
      if (state.documentsBytes === 0 || logBytes + line.length > Math.max(COMPACT_MIN_BYTES, state.documentsBytes * COMPACT_SHARE)) {
        await this.#writeDocuments(next.docs);
        this.#state = null;
        return;
      }
      await appendDurably(this.#changesFile, line);
      const log = await fs.stat(this.#changesFile);
      // Another process may have appended meanwhile: its lines are read on the next load.
      const offset = log.size === logBytes + Buffer.byteLength(line) ? log.size : logBytes;
      this.#state = offset === logBytes ? null : { ...state, docs: next.docs, positions: positionsOf(next.docs), log: { ino: log.ino, offset } };
    });
  }

  /** Replaces the documents file (the change log folded in) and removes the log. */
  async #writeDocuments(documents: readonly StockDocument[]): Promise<void> {
    await writeFileDurably(this.#documentsFile, JSON.stringify({ version: STORED_DOCUMENT_VERSION, documents }));
    await fs.rm(this.#changesFile, { force: true });
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
      const change = { upsert: incoming };
      return { docs: applyChanges(state.docs, state.positions, [change]).docs, change };
    });
  }

  async updateDocuments(partials: readonly StockRecord[]): Promise<void> {
    const incoming = partials.map((partial) => ({ id: requiredDocumentId(partial), partial }));
    await this.#write((state) => {
      if (incoming.length === 0) return null;
      const merged = new Map<string, StockDocument>();
      for (const { id, partial } of incoming) {
        const before = merged.get(id) ?? (state.positions.has(id) ? state.docs[state.positions.get(id)!] : undefined);
        // Merged into the record as sent, so the derived facet fields follow the change.
        merged.set(id, before ? this.#stored({ ...recordAsSent(before), ...partial, id }) : this.#stored(partial));
      }
      const change = { upsert: [...merged.values()] };
      return { docs: applyChanges(state.docs, state.positions, [change]).docs, change };
    });
  }

  async deleteDocuments(ids: readonly string[]): Promise<void> {
    const doomed = new Set(ids.map(String));
    await this.#write((state) => {
      if (!state.docs.some((doc) => doomed.has(doc.id))) return null;
      return { docs: state.docs.filter((doc) => !doomed.has(doc.id)), change: { delete: [...doomed] } };
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
