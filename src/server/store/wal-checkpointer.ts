import { Worker } from 'node:worker_threads';

/** How often the worker copies committed WAL frames into the database file. */
const INTERVAL_MS = 100;

// CommonJS: an eval'd worker runs as a script. PASSIVE never waits for the writer and never
// blocks it; FULL makes the checkpoint fsync the WAL before and the database after copying.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.file);
db.exec('pragma synchronous = full');
const checkpoint = db.prepare('pragma wal_checkpoint(passive)');
const timer = setInterval(() => {
  try {
    checkpoint.all();
  } catch {
    // A busy or failing checkpoint is tried again next time; the writer's own checkpoint is the fallback.
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export type WalCheckpointer = { stop(): Promise<void> };

/**
 * Checkpoints the SQLite database `file` (in WAL mode) from a worker thread, so the copy into
 * the database file and its fsyncs happen beside the writer instead of stalling the thread that
 * answers requests. The writer's connection keeps a high wal_autocheckpoint as the fallback.
 */
export function startWalCheckpointer(file: string): WalCheckpointer {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, intervalMs: INTERVAL_MS } });
  // A checkpointer that cannot open the file leaves checkpoints to the writer.
  worker.on('error', () => {});
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      // Held by the process until it has closed its connection.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
