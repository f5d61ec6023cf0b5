import type { z } from 'zod';
import { recordAsSent, storedFacets } from '../search/stored-document.ts';
import type { Car } from './car-schema.ts';
import { deriveRecordFacets, type RecordFacets } from './facet-fields.ts';
import { issueReason, parseCar } from './parse-car.ts';

/** One stock record left out of a build, or one malformed optional value left out of a listed car, and why. */
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

export type ParsedStock = {
  cars: StockCar[];
  rejected: StockRejection[];
  /** Malformed optional values dropped from cars that are still listed (parse-car.ts). */
  dropped: StockRejection[];
};

/**
 * Validates a dealer's stock records: feed records, or documents as the stock index stores them
 * (search/stored-document.ts), whose derived facets are taken as they are. A record with a bad
 * essential field (parse-car.ts) is skipped and reported, never thrown: one rejection per record,
 * naming the first problem. A bad optional value is dropped and reported, and the car kept. A
 * record whose slug or id repeats an earlier record's is rejected too, as two pages cannot share
 * a path.
 */
export function parseStock(records: readonly unknown[], dealer: string): ParsedStock {
  const cars: StockCar[] = [];
  const rejected: StockRejection[] = [];
  const dropped: StockRejection[] = [];
  const claim = slugAndIdClaims(dealer);
  for (const record of records) {
    const result = parseCar(recordAsSent(record));
    if (!result.ok) {
      rejected.push(rejectionFromIssues(dealer, rawId(record), result.issues));
      continue;
    }
    const car: StockCar = Object.assign(result.car, { facets: storedFacets(record) ?? deriveRecordFacets(result.car) });
    const duplicate = claim(car);
    if (duplicate) {
      rejected.push(duplicate);
      continue;
    }
    cars.push(car);
    for (const field of result.dropped) dropped.push({ dealer, carId: car.id, ...field });
  }
  return { cars, rejected, dropped };
}

/** e.g. `harbour-mazda: skipped car 12345 at price: expected number, received string`. */
export function formatRejection(rejection: StockRejection): string {
  const car = rejection.carId === null ? 'a car without a usable id' : `car ${rejection.carId}`;
  const where = rejection.path === '' ? '' : ` at ${rejection.path}`;
  return `${rejection.dealer}: skipped ${car}${where}: ${rejection.reason}`;
}

/** e.g. `harbour-mazda: listed car 12345 without location.address.place_url: expected a site-absolute path or an http(s) URL`. */
export function formatDroppedField(drop: StockRejection): string {
  return `${drop.dealer}: listed car ${drop.carId ?? '?'} without ${drop.path}: ${drop.reason}`;
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

/**
 * The duplicate rule of a feed, applied in order: the returned function rejects a car whose slug or
 * id an earlier car already took, and otherwise records both as taken and returns null. Pages are
 * addressed by slug, so a second car with one would be lost.
 */
export function slugAndIdClaims(dealer: string): (car: Pick<Car, 'id' | 'slug'>) => StockRejection | null {
  const slugs = new Map<string, string>();
  const ids = new Set<string>();
  return (car) => {
    const slugOwner = slugs.get(car.slug);
    if (slugOwner !== undefined) {
      return { dealer, carId: car.id, path: 'slug', reason: `duplicate slug '${car.slug}' (already used by car ${slugOwner})` };
    }
    if (ids.has(car.id)) return { dealer, carId: car.id, path: 'id', reason: `duplicate id '${car.id}'` };
    slugs.set(car.slug, car.id);
    ids.add(car.id);
    return null;
  };
}
