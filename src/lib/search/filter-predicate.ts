import type { DealerFilter } from './dealer-filter.ts';
import { dealerFilterExpr, type FilterExpr, type FilterScalar } from './filter-ast.ts';
import { facetStrings, normalizeFacetValue, numericValues, type StockDocument } from './stock-document.ts';

export type DocumentPredicate = (doc: StockDocument) => boolean;

function scalarKey(value: FilterScalar): string {
  return normalizeFacetValue(String(value));
}

function matchesAny(value: unknown, keys: ReadonlySet<string>): boolean {
  if (typeof value === 'string') return keys.has(normalizeFacetValue(value));
  for (const text of facetStrings(value)) {
    if (keys.has(normalizeFacetValue(text))) return true;
  }
  return false;
}

function compare(op: FilterExpr & { kind: 'cmp' }): (n: number) => boolean {
  const v = op.value;
  switch (op.op) {
    case '>':
      return (n) => n > v;
    case '>=':
      return (n) => n >= v;
    case '<':
      return (n) => n < v;
    case '<=':
      return (n) => n <= v;
  }
}

/** The in-process twin of `toMeiliFilter`: the same expression as a predicate over documents. */
export function toPredicate(expr: FilterExpr): DocumentPredicate {
  switch (expr.kind) {
    case 'and': {
      const parts = expr.of.map(toPredicate);
      return (doc) => parts.every((part) => part(doc));
    }
    case 'or': {
      const parts = expr.of.map(toPredicate);
      return (doc) => parts.some((part) => part(doc));
    }
    case 'not': {
      const inner = toPredicate(expr.of);
      return (doc) => !inner(doc);
    }
    case 'in': {
      const keys = new Set(expr.values.map(scalarKey));
      const field = expr.field;
      return (doc) => matchesAny(doc[field], keys);
    }
    case 'cmp': {
      const test = compare(expr);
      const field = expr.field;
      return (doc) => {
        const value = doc[field];
        return typeof value === 'number' ? test(value) : numericValues(value).some(test);
      };
    }
  }
}

/** The dealer's stock filter as a predicate; `now` in unix seconds. */
export function dealerFilterPredicate(filter: DealerFilter, now: number): DocumentPredicate {
  return toPredicate(dealerFilterExpr(filter, now));
}
