import fs from 'node:fs/promises';
import type { StockDocument } from './stock-document.ts';

/** The embedded index's files as read from disk (embedded-index.ts). */

/** The documents file: the stored documents and the version of their shape. */
/** `digests`: each document's `recordDigest`, in order (absent in files written before they were kept). */
export type DocumentsFile = { version: number; documents: StockDocument[]; digests?: unknown };

export function isDocumentsFile(data: unknown): data is DocumentsFile {
  return typeof data === 'object' && data !== null && Array.isArray((data as DocumentsFile).documents);
}

export async function fileVersion(file: string): Promise<string> {
  try {
    const stat = await fs.stat(file);
    return `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

export async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
