import { parseStock, slugAndIdClaims, type ParsedStock, type StockCar, type StockRejection } from '../../lib/inventory/parse-stock.ts';
import { recordDigest } from '../../lib/search/record-digest.ts';

type Entry = { digest: string; car: StockCar | null; rejection: StockRejection | null; dropped: StockRejection[] };

/**
 * A raw record with its digest, worked out ahead of parsing (`digestRecords`). `gone`: the caller
 * let the record go, as the cache will know its digest by then (seeded).
 */
export type DigestedRecord = { digest: string; record: unknown; gone?: true };

/** Each record with its digest: the one `known` gives (the index kept it), or worked out. */
export function digestRecords(records: readonly unknown[], known?: (record: unknown) => string | undefined): DigestedRecord[] {
  return records.map((record) => ({ digest: known?.(record) ?? recordDigest(record), record }));
}

export type ParsedWithDigests = ParsedStock & {
  /** Car id → digest of the raw record it was parsed from. */
  digests: Map<string, string>;
  /** Records that were hashed and validated this time (the rest came from the cache). */
  parsed: number;
};

/**
 * `parseStock` with memory: each raw record's digest and parse result are kept, by record object
 * (an embedded index hands back the same objects until its file changes) and by digest (the
 * previous build's records), so a rebuild validates only the records that changed.
 */
export class StockParseCache {
  #byObject = new WeakMap<object, Entry>();
  #byDigest = new Map<string, Entry>();

  /** Forgets every parse result (a one-off build's, once its cars are in the snapshot). */
  clear(): void {
    this.#byObject = new WeakMap();
    this.#byDigest = new Map();
  }

  /** True before the first parse or seed: nothing would be reused. */
  get empty(): boolean {
    return this.#byDigest.size === 0;
  }

  /**
   * Parse results known from elsewhere: cars as an earlier parse of the same code made them, by the
   * digest of the raw record each came from (a previous build's snapshot and manifest). The next
   * `parse` takes them for records with those digests instead of validating them again.
   */
  seed(known: Iterable<{ digest: string; car: StockCar }>): void {
    // A seeded car's dropped-field reports are not kept in the snapshot; its next real parse reports them.
    for (const { digest: key, car } of known) this.#byDigest.set(key, { digest: key, car, rejection: null, dropped: [] });
  }

  parse(records: readonly unknown[], dealer: string): ParsedWithDigests {
    return this.#parse(
      records.map((record) => ({ digest: null, record })),
      dealer,
    );
  }

  /**
   * `parse` for records digested beforehand: a record the caller let go must have its digest known
   * to the cache by now (seeded), as it cannot be validated.
   */
  parseDigested(records: readonly DigestedRecord[], dealer: string): ParsedWithDigests {
    return this.#parse(records, dealer);
  }

  #parse(records: readonly { digest: string | null; record: unknown; gone?: true }[], dealer: string): ParsedWithDigests {
    const next = new Map<string, Entry>();
    let parsed = 0;
    const entries = records.map((item) => {
      const record = item.record;
      const isObject = typeof record === 'object' && record !== null;
      let entry = isObject ? this.#byObject.get(record) : undefined;
      if (!entry) {
        const key = item.digest ?? recordDigest(record);
        entry = this.#byDigest.get(key) ?? next.get(key);
        if (!entry && item.gone) throw new Error(`${dealer}: a record let go before parsing (digest ${key}) is not known to the parse cache`);
        if (!entry) {
          parsed++;
          const one = parseStock([record], dealer);
          entry = { digest: key, car: one.cars[0] ?? null, rejection: one.rejected[0] ?? null, dropped: one.dropped };
        }
        if (isObject) this.#byObject.set(record, entry);
      }
      next.set(entry.digest, entry);
      return entry;
    });
    this.#byDigest = next;

    // The same duplicate rules as parseStock, applied across the whole list.
    const cars: StockCar[] = [];
    const rejected: StockRejection[] = [];
    const dropped: StockRejection[] = [];
    const digests = new Map<string, string>();
    const claim = slugAndIdClaims(dealer);
    for (const entry of entries) {
      const car = entry.car;
      if (!car) {
        if (entry.rejection) rejected.push(entry.rejection);
        continue;
      }
      const duplicate = claim(car);
      if (duplicate) {
        rejected.push(duplicate);
        continue;
      }
      digests.set(car.id, entry.digest);
      cars.push(car);
      dropped.push(...entry.dropped);
    }
    return { cars, rejected, dropped, digests, parsed };
  }
}
