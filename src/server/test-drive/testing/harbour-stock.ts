import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeFeedRecord } from '../../../lib/inventory/fixtures/car.ts';
import { EmbeddedStockIndex } from '../../../lib/search/embedded-index.ts';

/** harbour-mazda's dealership and its one sales location (dealers/harbour-mazda). */
export const HARBOUR = { dealershipId: 101, locationId: 1101 } as const;

/**
 * A throwaway embedded stock index holding `cars` of harbour-mazda's dealership (feed records;
 * ids as given, at its sales location unless they say otherwise). Returns its folder.
 */
export async function harbourStock(cars: Record<string, unknown>[]): Promise<{ dir: string; index: EmbeddedStockIndex; remove: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-test-drive-index-'));
  const index = new EmbeddedStockIndex({ dir });
  await index.addDocuments(
    cars.map((car, i) => makeFeedRecord({ slug: `car-${i}`, dealership_id: HARBOUR.dealershipId, location_id: HARBOUR.locationId, ...car })),
  );
  return { dir, index, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
