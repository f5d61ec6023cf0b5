import type { DealerFilter } from './dealer-filter.ts';
import { dealerFilterExpr, type FilterExpr, type FilterScalar } from './filter-ast.ts';

const ATTRIBUTE = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;

// Every document has its primary key, so this matches nothing.
const NEVER = 'id NOT EXISTS';

function attribute(field: string): string {
  if (!ATTRIBUTE.test(field)) throw new Error(`Not a filterable attribute name: ${field}`);
  return field;
}

/** A double-quoted Meilisearch filter string: backslashes and double quotes escaped. */
export function quoteMeiliString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function literal(value: FilterScalar): string {
  if (typeof value === 'string') return quoteMeiliString(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (!Number.isFinite(value)) throw new RangeError('Filter numbers must be finite');
  return String(value);
}

function group(text: string): string {
  return `(${text})`;
}

function compile(expr: FilterExpr): string | null {
  switch (expr.kind) {
    case 'and': {
      const parts = expr.of.map(compile).filter((part): part is string => part !== null);
      if (parts.length === 0) return null;
      return parts.length === 1 ? (parts[0] ?? null) : parts.map(group).join(' AND ');
    }
    case 'or': {
      if (expr.of.length === 0) return NEVER;
      const parts = expr.of.map(compile);
      // An always-true alternative makes the whole disjunction true.
      if (parts.some((part) => part === null)) return null;
      return parts.length === 1 ? (parts[0] ?? null) : parts.map((part) => group(part ?? '')).join(' OR ');
    }
    case 'not': {
      const inner = expr.of;
      if (inner.kind === 'in' && inner.values.length > 0) {
        return inner.values.length === 1
          ? `${attribute(inner.field)} != ${literal(inner.values[0] as FilterScalar)}`
          : `${attribute(inner.field)} NOT IN [${inner.values.map(literal).join(', ')}]`;
      }
      const compiled = compile(inner);
      if (compiled === null) return NEVER;
      if (compiled === NEVER) return null;
      return `NOT ${group(compiled)}`;
    }
    case 'in':
      if (expr.values.length === 0) return NEVER;
      return expr.values.length === 1
        ? `${attribute(expr.field)} = ${literal(expr.values[0] as FilterScalar)}`
        : `${attribute(expr.field)} IN [${expr.values.map(literal).join(', ')}]`;
    case 'cmp':
      return `${attribute(expr.field)} ${expr.op} ${literal(expr.value)}`;
  }
}

/** The Meilisearch filter string for an expression, or null when it matches everything. */
export function toMeiliFilter(expr: FilterExpr): string | null {
  return compile(expr);
}

/** A Meilisearch filter array (clauses AND'ed), leaving out clauses that match everything. */
export function toMeiliFilterList(clauses: readonly FilterExpr[]): string[] {
  return clauses.map(compile).filter((part): part is string => part !== null);
}

/** The dealer's stock filter as a Meilisearch filter string; `now` in unix seconds. */
export function dealerFilterToMeili(filter: DealerFilter, now: number): string {
  return compile(dealerFilterExpr(filter, now)) ?? '';
}
