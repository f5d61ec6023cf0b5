import type { StockDocument } from './stock-document.ts';
import { recordAsSent, toStoredDocument, type DealershipNames } from './stored-document.ts';

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

export function positionsOf(docs: readonly StockDocument[]): Map<string, number> {
  return new Map(docs.map((doc, i) => [doc.id, i]));
}

/**
 * `docs` with `changes` applied, in order; unchanged documents stay the same objects. Applying a
 * line again over documents that already hold it gives the same documents (a merge of the same
 * fields included). A merged record that cannot be stored is skipped and reported.
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
      const names = new Map(change.names);
      for (const partial of change.merge) {
        const i = at.get(String(partial['id']));
        try {
          put(mergedDocument(i === undefined ? undefined : next[i], partial, names));
        } catch (error) {
          console.error(`stock index: change to car ${String(partial['id'])} skipped: ${error instanceof Error ? error.message : String(error)}`);
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
