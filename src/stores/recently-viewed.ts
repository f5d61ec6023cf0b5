import { asRecord, idField, listOfRecords, optionalText } from './record-fields.ts';
import { persistentList } from './persistent-list.ts';

/** How many viewed cars are remembered. */
export const RECENTLY_VIEWED_LIMIT = 10;

/** Viewed-car local record (rule: listing.recently-viewed). */
export type ViewedCar = {
  id: string;
  stocknum: string | null;
  make: string | null;
  model: string | null;
  body: string | null;
  simple_body: string | null;
};
export type ViewedCarInput = {
  id: string | number;
  stocknum?: string | null | undefined;
  make?: string | null | undefined;
  model?: string | null | undefined;
  body?: string | null | undefined;
  simple_body?: string | null | undefined;
};

const TEXT_FIELDS = ['stocknum', 'make', 'model', 'body', 'simple_body'] as const;

export function parseViewedCar(raw: unknown): ViewedCar | undefined {
  const r = asRecord(raw);
  const id = r ? idField(r['id']) : undefined;
  if (!r || id === undefined) return undefined;
  const car: ViewedCar = { id, stocknum: null, make: null, model: null, body: null, simple_body: null };
  for (const field of TEXT_FIELDS) {
    const value = optionalText(r[field], null);
    if (value === undefined) return undefined;
    car[field] = value;
  }
  return car;
}

/** Viewed cars, newest first. Storage failures are only logged. */
export const $recentlyViewed = persistentList('forecourt:recently-viewed', listOfRecords(parseViewedCar));

export function recordViewedCar(car: ViewedCarInput): void {
  const entry = parseViewedCar(car);
  if (!entry) {
    console.error(`Could not record viewed car: ${JSON.stringify(car)}`);
    return;
  }
  $recentlyViewed.set([entry, ...$recentlyViewed.get().filter((c) => c.id !== entry.id)].slice(0, RECENTLY_VIEWED_LIMIT));
}
