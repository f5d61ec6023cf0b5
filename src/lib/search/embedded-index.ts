import fs from 'node:fs/promises';
import path from 'node:path';
import { appendDurably, writeFileDurably } from './durable-file.ts';
import { textDigest } from './record-digest.ts';
import { dealerFilterPredicate } from './filter-predicate.ts';
import { prepareDocuments } from './prepared-documents.ts';
import type { SearchQueryInput, SearchResult } from './query.ts';
import { searchDocuments } from './search-documents.ts';
import { INDEX_SETTINGS, indexSettings } from './index-settings.ts';
import { StockVocabulary } from './stock-vocabulary.ts';
import type { StockDocument } from './stock-document.ts';
import type { GetDocumentsOptions, StockIndex, StockIndexStats, StockRecord, StockSearchOptions } from './stock-index.ts';
import { STORED_DOCUMENT_VERSION, toStoredDocument, type DealershipNames } from './stored-document.ts';
import { applyChanges, mergedDocument, positionsOf, type Change } from './index-change-log.ts';
import { requiredDocumentId } from './to-index-document.ts';
import { fileVersion, isDocumentsFile, readJson, type DocumentsFile } from './index-files.ts';

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

const DEFAULT_LIMITS: Limits = {
  maxValuesPerFacet: INDEX_SETTINGS.faceting.maxValuesPerFacet,
  maxTotalHits: INDEX_SETTINGS.pagination.maxTotalHits,
};

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
  #loading: Promise<State> | null = null;
  #writes: Promise<unknown> = Promise.resolve();
  /** The digests stored with the documents file, by the document objects read from it. */
  #digests = new WeakMap<StockDocument, string>();

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

  /** Readers at once share one read: each would parse the whole documents file (100 dealers' builds sized at once ran out of heap). */
  #load(): Promise<State> {
    return (this.#loading ??= this.#loadNow().finally(() => (this.#loading = null)));
  }

  async #loadNow(): Promise<State> {
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
    this.#keepDigests(base, (documents as Partial<DocumentsFile> | undefined)?.digests);
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

  #keepDigests(docs: readonly StockDocument[], digests: unknown): void {
    this.#digests = new WeakMap();
    if (!Array.isArray(digests) || digests.length !== docs.length) return;
    docs.forEach((doc, i) => {
      if (typeof digests[i] === 'string') this.#digests.set(doc, digests[i]);
    });
  }

  knownDigest(doc: StockDocument): string | undefined {
    return this.#digests.get(doc);
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
    return this.#serially(() => this.#writeLoaded(change));
  }

  async #writeLoaded(change: (state: State) => { docs: readonly StockDocument[]; change: Change } | null): Promise<void> {
    const state = await this.#load();
    const next = change(state);
    if (next === null) return;
    const line = `${JSON.stringify(next.change)}\n`;
    const logBytes = state.log?.offset ?? 0;
    if (state.documentsBytes === 0 || logBytes + line.length > Math.max(COMPACT_MIN_BYTES, state.documentsBytes * COMPACT_SHARE)) {
      // Logged first too: should the old log outlive the new documents file (a crash before it is
      // removed), replaying it ends with this change rather than undoing it.
      if (logBytes > 0) await appendDurably(this.#changesFile, line);
      await this.#writeDocuments(next.docs);
      this.#state = null;
      return;
    }
    await appendDurably(this.#changesFile, line);
    const log = await fs.stat(this.#changesFile);
    // Another process may have appended meanwhile: its lines are read on the next load.
    const offset = log.size === logBytes + Buffer.byteLength(line) ? log.size : logBytes;
    this.#state = offset === logBytes ? null : { ...state, docs: next.docs, positions: positionsOf(next.docs), log: { ino: log.ino, offset } };
  }

  /**
   * Appends `line` without reading the documents, when this instance holds none and the documents
   * file is of the current shape with room left in the log (no fold due): false otherwise.
   */
  async #appendUnread(line: string): Promise<boolean> {
    if (this.#state !== null) return false;
    const [documents, log] = await Promise.all([fs.stat(this.#documentsFile).catch(() => null), fs.stat(this.#changesFile).catch(() => null)]);
    if (!documents || (log?.size ?? 0) + Buffer.byteLength(line) > Math.max(COMPACT_MIN_BYTES, documents.size * COMPACT_SHARE)) return false;
    if ((await this.#head())?.version !== STORED_DOCUMENT_VERSION) return false;
    await appendDurably(this.#changesFile, line);
    return true;
  }

  /** The shape version and whether it holds any document, from the first bytes of the documents file. */
  async #head(): Promise<{ version: number; empty: boolean } | null> {
    const handle = await fs.open(this.#documentsFile, 'r').catch(() => null);
    if (!handle) return null;
    try {
      const buffer = Buffer.alloc(64);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      const head = /^\{"version":(\d+),"documents":\[(.)/.exec(buffer.subarray(0, bytesRead).toString('utf8'));
      return head ? { version: Number(head[1]), empty: head[2] === ']' } : null;
    } finally {
      await handle.close();
    }
  }

  /**
   * True when the documents file holds documents of the current shape, read from its first bytes
   * only: what `npm run stock` checks before a change instead of loading every document.
   */
  async currentAndFilled(): Promise<boolean> {
    const head = await this.#head();
    return head !== null && head.version === STORED_DOCUMENT_VERSION && !head.empty;
  }

  /**
   * Replaces the documents file (the change log folded in) and removes the log. Each document's
   * digest is kept with it, worked out from the JSON text written: a build reading the documents
   * hashes none of them again (20,000: ~0.5 s).
   */
  async #writeDocuments(documents: readonly StockDocument[]): Promise<void> {
    const texts = documents.map((doc) => JSON.stringify(doc));
    const digests = texts.map(textDigest);
    await writeFileDurably(this.#documentsFile, `{"version":${STORED_DOCUMENT_VERSION},"documents":[${texts.join(',')}],"digests":${JSON.stringify(digests)}}`);
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

  /**
   * Merges partial records into the stored ones by id. An instance holding no documents (a command
   * sending one change) logs the partials for readers to merge instead of reading every document.
   */
  async updateDocuments(partials: readonly StockRecord[]): Promise<void> {
    const incoming = partials.map((partial) => ({ id: requiredDocumentId(partial), partial: { ...(partial as Record<string, unknown>) } }));
    if (incoming.length === 0) return;
    // Each partial must make a storable document on its own (its id, as for a new car).
    for (const { partial } of incoming) this.#stored(partial);
    const line: Change = { merge: incoming.map(({ id, partial }) => ({ ...partial, id })), names: [...this.#names] };
    await this.#serially(async () => {
      if (await this.#appendUnread(`${JSON.stringify(line)}\n`)) return;
      await this.#writeLoaded((state) => {
        const merged = new Map<string, StockDocument>();
        for (const { id, partial } of incoming) {
          const before = merged.get(id) ?? (state.positions.has(id) ? state.docs[state.positions.get(id)!] : undefined);
          // Merged into the record as sent, so the derived facet fields follow the change.
          merged.set(id, mergedDocument(before, { ...partial, id }, this.#names));
        }
        const change = { upsert: [...merged.values()] };
        return { docs: applyChanges(state.docs, state.positions, [change]).docs, change };
      });
    });
  }

  /** Deletes by id. An instance holding no documents logs the ids unread, as `updateDocuments` does. */
  async deleteDocuments(ids: readonly string[]): Promise<void> {
    const doomed = new Set(ids.map(String));
    if (doomed.size === 0) return;
    await this.#serially(async () => {
      // Readers skip ids they do not hold, so the line needs no check against the documents.
      if (await this.#appendUnread(`${JSON.stringify({ delete: [...doomed] } satisfies Change)}\n`)) return;
      await this.#writeLoaded((state) => {
        if (!state.docs.some((doc) => doomed.has(doc.id))) return null;
        return { docs: state.docs.filter((doc) => !doomed.has(doc.id)), change: { delete: [...doomed] } };
      });
    });
  }

  async getDocuments(options: GetDocumentsOptions = {}): Promise<StockDocument[]> {
    const { docs } = await this.#load();
    return options.filter ? docs.filter(dealerFilterPredicate(options.filter, options.now ?? Math.floor(Date.now() / 1000))) : [...docs];
  }

  async getDocument(id: string, options: GetDocumentsOptions = {}): Promise<StockDocument | null> {
    const { docs, positions } = await this.#load();
    const at = positions.get(id);
    const doc = at === undefined ? undefined : docs[at];
    if (!doc) return null;
    return !options.filter || dealerFilterPredicate(options.filter, options.now ?? Math.floor(Date.now() / 1000))(doc) ? doc : null;
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

  /** Writes the settings for reference; the matcher derives its vocabulary from the documents it holds. */
  applySettings(stock: readonly StockRecord[] = []): Promise<void> {
    return this.#serially(async () => {
      await writeFileDurably(this.#settingsFile, `${JSON.stringify(indexSettings(StockVocabulary.of(stock)), null, 2)}\n`);
      this.#state = null;
    });
  }

  release(): void {
    this.#state = null;
  }

  async stats(): Promise<StockIndexStats> {
    const { docs } = await this.#load();
    return { numberOfDocuments: docs.length };
  }
}
