import type { StockDocument } from './stock-document.ts';
import { recordAsSent, toStoredDocument, type DealershipNames } from './stored-document.ts';
import { requiredDocumentId } from './to-index-document.ts';

/**
 * One line of the embedded index's change log: documents stored (replaced by id, or added at the
 * end), ids deleted, or partial records merged by whoever reads the line. A merge line lets a
 * writer that holds no documents (`npm run stock -- apply`) log a change without reading them; it
 * carries the dealership names it was written with, so every reader stores the same document.
 */
export type Change = { upsert: StockDocument[] } | { delete: string[] } | { merge: Record<string, unknown>[]; names: [number, string][] };

/** A partial record merged into the stored document of its id (or stored as is when there is none). */
export function mergedDocument(before: StockDocument | undefined, partial: Record<string, unknown>, names: DealershipNames): StockDocument {
  const id = String(partial['id']);
  return before ? toStoredDocument({ ...recordAsSent(before), ...partial, id }, names) : toStoredDocument(partial, names);
}

// A line written by hand or by another version may be malformed: a reader reads it leniently.
function namesOf(pairs: unknown): DealershipNames {
  if (!Array.isArray(pairs)) return new Map();
  return new Map(pairs.filter((pair): pair is [number, string] => Array.isArray(pair) && typeof pair[0] === 'number' && typeof pair[1] === 'string'));
}

function idOf(partial: unknown): string {
  return typeof partial === 'object' && partial !== null ? String((partial as Record<string, unknown>)['id']) : JSON.stringify(partial);
}

export function positionsOf(docs: readonly StockDocument[]): Map<string, number> {
  return new Map(docs.map((doc, i) => [doc.id, i]));
}

/**
 * `docs` with `changes` applied, in order; unchanged documents stay the same objects. Applying a
 * line again over documents that already hold it gives the same documents (a merge of the same
 * fields included). A merged record that cannot be stored, or a malformed one, is skipped and
 * reported, and the rest of its line applies.
 */
export function applyChanges(docs: readonly StockDocument[], positions: ReadonlyMap<string, number>, changes: readonly Change[]) {
  let next = [...docs];
  let at = new Map(positions);
  const put = (doc: StockDocument) => {
    const i = at.get(doc.id);
    if (i === undefined) {
      at.set(doc.id, next.length);
      next.push(doc);
    } else next[i] = doc;
  };
  for (const change of changes) {
    if ('upsert' in change) for (const doc of change.upsert) put(doc);
    else if ('merge' in change) {
      const names = namesOf(change.names);
      for (const partial of Array.isArray(change.merge) ? change.merge : [change.merge]) {
        try {
          const i = at.get(requiredDocumentId(partial));
          put(mergedDocument(i === undefined ? undefined : next[i], partial, names));
        } catch (error) {
          console.error(`stock index: change to car ${idOf(partial)} skipped: ${error instanceof Error ? error.message : String(error)}`);
        }
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
