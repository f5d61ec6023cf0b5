import type { ChangedCar } from '../../lib/alerts/alert-matches.ts';
import type { DealerFilter } from '../../lib/search/dealer-filter.ts';
import type { StockDocument } from '../../lib/search/stock-document.ts';
import type { StockIndex } from '../../lib/search/stock-index.ts';

/** Index lookups made at once (Meilisearch answers each over HTTP). */
const AT_ONCE = 20;

/**
 * The watched cars' records as the similar-cars rule reads them: a car of the change as it is
 * now (as it was, for a car taken off the feed: a watcher of a car that left is the likeliest to
 * want one like it), any other from the live stock index by its id — never the whole stock.
 * Ids the dealer's site does not show are left out; the rest keep the order of `ids`.
 */
export async function watchedCarDocuments(
  ids: readonly string[],
  changed: readonly ChangedCar[],
  index: Pick<StockIndex, 'getDocument'>,
  filter: DealerFilter,
): Promise<StockDocument[]> {
  const inChange = new Map(changed.map((car) => [car.id, car.after ?? car.before]));
  const lookUp = ids.filter((id) => !inChange.has(id));
  const looked = new Map<string, StockDocument>();
  for (let i = 0; i < lookUp.length; i += AT_ONCE) {
    const docs = await Promise.all(lookUp.slice(i, i + AT_ONCE).map((id) => index.getDocument(id, { filter })));
    for (const doc of docs) if (doc) looked.set(String(doc.id), doc);
  }
  // In the order asked (oldest watch first).
  return ids.flatMap((id) => {
    const doc = inChange.has(id) ? inChange.get(id) : looked.get(id);
    return doc ? [doc] : [];
  });
}
