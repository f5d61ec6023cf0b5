import type { z } from 'zod';
import { recordAsSent, storedFacets } from '../search/stored-document.ts';
import { CarSchema, type Car } from './car-schema.ts';
import { deriveRecordFacets, type RecordFacets } from './facet-fields.ts';

/** One stock record left out of a build, and why. */
export type StockRejection = {
  dealer: string;
  /** The record's id when it has a usable one. */
  carId: string | null;
  /** Dotted path of the first problem, e.g. 'images.3.url'; '' when the record itself is wrong. */
  path: string;
  /** What is wrong at `path`; further problems follow after '; '. */
  reason: string;
};

/** A car of the stock with the facet values derived from its record (facet-fields.ts). */
export type StockCar = Car & { facets: RecordFacets };

export type ParsedStock = { cars: StockCar[]; rejected: StockRejection[] };

/**
 * Validates a dealer's stock records: feed records, or documents as the stock index stores them
 * (search/stored-document.ts), whose derived facets are taken as they are. Bad records are
 * skipped and reported, never thrown: one rejection per record, naming the first problem. A
 * record whose slug or id repeats an earlier record's is rejected too, as two pages cannot share
 * a path.
 */
export function parseStock(records: readonly unknown[], dealer: string): ParsedStock {
  const cars: StockCar[] = [];
  const rejected: StockRejection[] = [];
  const slugs = new Map<string, string>();
  const ids = new Set<string>();
  for (const record of records) {
    const result = CarSchema.safeParse(recordAsSent(record));
    if (!result.success) {
      rejected.push(rejectionFromIssues(dealer, rawId(record), result.error.issues));
      continue;
    }
    const car: StockCar = Object.assign(result.data, { facets: storedFacets(record) ?? deriveRecordFacets(result.data) });
    const duplicate = claimSlugAndId(dealer, car, slugs, ids);
    if (duplicate) {
      rejected.push(duplicate);
      continue;
    }
    cars.push(car);
  }
  return { cars, rejected };
}

/** e.g. `harbour-mazda: skipped car 12345 at price: expected number, received string`. */
export function formatRejection(rejection: StockRejection): string {
  const car = rejection.carId === null ? 'a car without a usable id' : `car ${rejection.carId}`;
  const where = rejection.path === '' ? '' : ` at ${rejection.path}`;
  return `${rejection.dealer}: skipped ${car}${where}: ${rejection.reason}`;
}

function rawId(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || !('id' in record)) return null;
  const { id } = record;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  if (typeof id === 'string' && id.trim() !== '') return id.trim();
  return null;
}

function rejectionFromIssues(dealer: string, carId: string | null, issues: readonly z.core.$ZodIssue[]): StockRejection {
  const [first, ...rest] = issues;
  if (first === undefined) return { dealer, carId, path: '', reason: 'invalid record' };
  const describe = (issue: z.core.$ZodIssue) => {
    const path = issue.path.map(String).join('.');
    return path === '' ? issueReason(issue) : `${path}: ${issueReason(issue)}`;
  };
  const reason = [issueReason(first), ...rest.map(describe)].join('; ');
  return { dealer, carId, path: first.path.map(String).join('.'), reason };
}

function issueReason(issue: z.core.$ZodIssue): string {
  // zod leaves the offending input out of issues, so a missing field shows only in the message.
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return 'required but missing';
  return issue.message.replace(/^Invalid input: /, '');
}

/**
 * Rejects a car whose slug or id an earlier car of the feed already took; otherwise records both
 * as taken and returns null. Pages are addressed by slug, so a second car with one would be lost.
 */
export function claimSlugAndId(dealer: string, car: Pick<Car, 'id' | 'slug'>, slugs: Map<string, string>, ids: Set<string>): StockRejection | null {
  const slugOwner = slugs.get(car.slug);
  if (slugOwner !== undefined) {
    return { dealer, carId: car.id, path: 'slug', reason: `duplicate slug '${car.slug}' (already used by car ${slugOwner})` };
  }
  if (ids.has(car.id)) return { dealer, carId: car.id, path: 'id', reason: `duplicate id '${car.id}'` };
  slugs.set(car.slug, car.id);
  ids.add(car.id);
  return null;
}
