import type { z } from 'zod';
import { CarSchema, type Car } from './car-schema.ts';

/**
 * Car fields no page can do without: the page's address and identity (id, slug), its title (year,
 * make, model), which listings and tags it belongs to (car_type, status), whose stock it is
 * (dealership_id), whether it may be shown (show_on_dealer_website) and what it costs (price: a
 * malformed price must never read as 'Enquire for price.'). A malformed value in one of these
 * skips the car; a malformed value anywhere else is dropped (as if the feed had not sent it) and
 * reported, and the car is still listed.
 */
export const ESSENTIAL_CAR_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'slug',
  'year',
  'make',
  'model',
  'car_type',
  'status',
  'dealership_id',
  'show_on_dealer_website',
  'price',
]);

/** One malformed optional value left out of a car: its dotted path and what was wrong. */
type DroppedField = { path: string; reason: string };

export type CarParse = { ok: true; car: Car; dropped: DroppedField[] } | { ok: false; issues: readonly z.core.$ZodIssue[] };

type Path = readonly PropertyKey[];
type Container = Record<PropertyKey, unknown> | unknown[];

/** Array elements marked for removal; removed once a round's drops are all made, so indices hold. */
const REMOVED = Symbol('removed');

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

function valueAt(root: unknown, path: Path): unknown {
  let at = root;
  for (const key of path) at = isContainer(at) ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  return at;
}

/**
 * Removes the value at `path`; when it is already gone (a required key of an optional object or
 * list element), removes the nearest enclosing value instead, never the record itself.
 */
function dropAt(root: Record<string, unknown>, path: Path, lists: Set<unknown[]>): void {
  for (let end = path.length; end > 0; end--) {
    const parent = valueAt(root, path.slice(0, end - 1));
    const key = path[end - 1]!;
    if (!isContainer(parent)) continue;
    const current = (parent as Record<PropertyKey, unknown>)[key];
    if (current === undefined || current === REMOVED) continue;
    if (Array.isArray(parent)) {
      parent[Number(key)] = REMOVED;
      lists.add(parent);
    } else {
      delete parent[key];
    }
    return;
  }
}

export function issueReason(issue: z.core.$ZodIssue): string {
  // zod leaves the offending input out of issues, so a missing field shows only in the message.
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return 'required but missing';
  return issue.message.replace(/^Invalid input: /, '');
}

/**
 * Parses one stock record by the rule of ESSENTIAL_CAR_FIELDS: fails with every issue when an
 * essential field (or the record itself) is wrong; otherwise drops each malformed optional value,
 * reports it once, and parses again.
 */
export function parseCar(record: unknown): CarParse {
  let input = record;
  const dropped: DroppedField[] = [];
  const reported = new Set<string>();
  // Each round removes at least one value, so a record converges; the bound guards against a schema surprise.
  for (let round = 0; round < 16; round++) {
    const result = CarSchema.safeParse(input);
    if (result.success) return { ok: true, car: result.data, dropped };
    const issues = result.error.issues;
    const essential = issues.some((issue) => issue.path.length === 0 || ESSENTIAL_CAR_FIELDS.has(String(issue.path[0])));
    if (essential || !isContainer(input) || Array.isArray(input)) return { ok: false, issues };
    const next = structuredClone(input) as Record<string, unknown>;
    const lists = new Set<unknown[]>();
    for (const issue of issues) {
      const path = issue.path.map(String).join('.');
      if (!reported.has(path)) {
        reported.add(path);
        dropped.push({ path, reason: issueReason(issue) });
      }
      dropAt(next, issue.path, lists);
    }
    for (const list of lists) list.splice(0, list.length, ...list.filter((item) => item !== REMOVED));
    input = next;
  }
  return { ok: false, issues: CarSchema.safeParse(input).error?.issues ?? [] };
}
