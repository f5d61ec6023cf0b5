import type { StockExtraData, StockFileData, StockTable } from './stock-data-format.ts';

/**
 * The stock files holding only the cars at `indexes` (ascending), in that order: decoding them gives
 * exactly the documents decoding the whole files gives at those positions, as a document reads
 * nothing of other cars but the created_at chain, which is kept in absolute hours here. For a
 * render process that keeps each unchanged car's document and decodes only the changed ones.
 */
export function sliceStockFiles(core: StockFileData, extra: StockExtraData, indexes: readonly number[]): { core: StockFileData; extra: StockExtraData } {
  const pick = <T>(values: readonly T[]) => indexes.map((i) => values[i] as T);
  const tables = (list: readonly StockTable[]) => list.map((t) => ({ fields: t.fields, values: t.values, codes: pick(t.codes) }));
  const hours = createdHours(core.created);
  const created: Array<number | null> = [];
  let previous: number | null = null;
  for (const i of indexes) {
    const h = hours[i] ?? null;
    created.push(h === null ? null : previous === null ? h : previous - h);
    if (h !== null) previous = h;
  }
  const slugs: Record<string, string> = {};
  indexes.forEach((i, at) => {
    const slug = core.slugs[i];
    if (slug !== undefined) slugs[at] = slug;
  });
  const numbers = Object.fromEntries(Object.entries(core.numbers).map(([field, values]) => [field, pick(values)]));
  const strings = Object.fromEntries(Object.entries(extra.strings).map(([field, values]) => [field, pick(values)]));
  return {
    core: { ...core, count: indexes.length, ids: pick(core.ids), slugs, tables: tables(core.tables), numbers, created },
    extra: { ...extra, count: indexes.length, tables: tables(extra.tables), strings },
  };
}

/** Each car's created_at in whole hours (the file holds the first, then differences). */
function createdHours(steps: readonly (number | null)[]): (number | null)[] {
  let hours: number | null = null;
  return steps.map((step) => {
    if (step === null) return null;
    hours = hours === null ? step : hours - step;
    return hours;
  });
}
