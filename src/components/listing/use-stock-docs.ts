import { useEffect, useState } from 'react';
import { loadCurrentStockFile, type ListingDocument } from '../../lib/listing/stock-data.ts';

export type StockDocsState = { docs: Map<string, ListingDocument> | null; failed: boolean };

/** The dealer's stock documents by id (with the extra file's fields when `full`), loaded once wanted; null until they arrive. */
export function useStockDocs(wanted: boolean, full = false): StockDocsState {
  const [state, setState] = useState<StockDocsState>({ docs: null, failed: false });
  useEffect(() => {
    if (!wanted || state.docs) return;
    let live = true;
    loadCurrentStockFile(full)
      .then((docs) => live && setState({ docs: new Map(docs.map((d) => [d.id, d])), failed: false }))
      .catch((error: unknown) => {
        console.error(error);
        if (live) setState({ docs: null, failed: true });
      });
    return () => {
      live = false;
    };
  }, [wanted, full, state.docs]);
  return state;
}
