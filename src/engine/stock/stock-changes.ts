import { z } from 'zod';
import type { StockIndex } from '../../lib/search/stock-index.ts';
import type { StockDocument } from '../../lib/search/stock-document.ts';

const IdSchema = z.union([z.string().trim().min(1), z.number().int().nonnegative()]).transform(String);

/** `npm run stock -- apply <file>`: records to add or merge by id (partial ones allowed) and ids to delete. */
export const StockChangesSchema = z.strictObject({
  upsert: z.array(z.looseObject({ id: IdSchema })).default([]),
  delete: z.array(IdSchema).default([]),
});

export type StockChanges = z.output<typeof StockChangesSchema>;

/** Writes the changes to the index (merging upserts into stored records) and returns the changed ids. */
export async function applyStockChanges(index: StockIndex, changes: StockChanges): Promise<string[]> {
  if (changes.upsert.length > 0) await index.updateDocuments(changes.upsert as StockDocument[]);
  if (changes.delete.length > 0) await index.deleteDocuments(changes.delete);
  return [...new Set([...changes.upsert.map((doc) => doc.id), ...changes.delete])];
}
