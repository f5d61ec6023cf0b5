import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BuildRecordSchema, type BuildRecord, type CarLine, type StockProblem } from '../../lib/builds/build-record.ts';
import { carTitle } from '../../lib/inventory/car-name.ts';
import type { StockCar, StockRejection } from '../../lib/inventory/parse-stock.ts';
import { showsPrice } from '../../lib/inventory/vocabulary.ts';
import type { BuildManifest } from '../plan/manifest.ts';
import { writeFresh } from '../release/link-tree.ts';
import { carsFor, type StockEntry, type StockSource } from '../build/dealer-stock.ts';

const BuildRecordOutline = BuildRecordSchema.extend({ cars: z.record(z.string(), z.unknown()) });

/** The console's record of a build, beside its manifest (retired with it: releases.ts). */
function buildRecordPath(buildsDir: string, buildId: string): string {
  return path.join(buildsDir, `${buildId}.console.json`);
}

/** A car as the console compares builds (a price a shopper does not see is none, rule: stock.price-display). */
function carLine(car: StockCar): CarLine {
  return {
    slug: car.slug,
    title: carTitle(car),
    price: showsPrice(car.price) ? car.price : null,
    status: car.sold ? 'sold' : car.status,
    photos: car.photos_count ?? car.images.length,
  };
}

const problem = (r: StockRejection): StockProblem => ({ car_id: r.carId, path: r.path, reason: r.reason });

/**
 * The build's record, or null when it has none (built before records were kept, or unreadable).
 * Its outline is checked, and its cars' lines only when the console reads them (a build reads the
 * previous record's lines for unchanged cars, whose records it wrote itself; zod over 20,000 lines
 * would add to every build what the manifest's reading saved: manifest.ts).
 */
export function readBuildRecord(buildsDir: string, buildId: string, o: { checkCars?: boolean } = {}): BuildRecord | null {
  try {
    const raw: unknown = JSON.parse(fs.readFileSync(buildRecordPath(buildsDir, buildId), 'utf8'));
    const parsed = (o.checkCars ? BuildRecordSchema : BuildRecordOutline).safeParse(raw);
    return parsed.success ? (parsed.data as BuildRecord) : null;
  } catch {
    return null;
  }
}

/**
 * Each car's line for the build's record, worked out while its cars are at hand: a car the build
 * parsed gives its own; one it kept unparsed (the same record as the previous build's) takes the
 * previous record's line, or is read from the base snapshot when there is none.
 */
export async function carLines(
  entries: readonly StockEntry[],
  previous: { manifest: BuildManifest; record: BuildRecord | null } | null,
  source: Pick<StockSource, 'baseFile' | 'pull' | 'slug'>,
): Promise<Record<string, CarLine>> {
  const lines: Record<string, CarLine> = {};
  const unknown = new Set<string>();
  for (const e of entries) {
    if (e.car) lines[e.id] = carLine(e.car);
    else {
      const kept = previous?.manifest.cars[e.id]?.doc === e.doc ? previous.record?.cars[e.id] : undefined;
      if (kept) lines[e.id] = kept;
      else unknown.add(e.id);
    }
  }
  if (unknown.size > 0) for (const [id, car] of await carsFor(entries, unknown, source)) lines[id] = carLine(car);
  return lines;
}

/** Writes the build's record: its cars' lines and the records it skipped or trimmed, with their reasons. */
export function writeBuildRecord(
  buildsDir: string,
  buildId: string,
  o: { cars: Record<string, CarLine>; rejected: readonly StockRejection[]; dropped: readonly StockRejection[] },
): void {
  const record: BuildRecord = { build_id: buildId, cars: o.cars, skipped: o.rejected.map(problem), dropped: o.dropped.map(problem) };
  writeFresh(buildRecordPath(buildsDir, buildId), JSON.stringify(record));
}
