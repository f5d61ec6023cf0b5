/** A price band: `min` inclusive, `max` exclusive (null: no upper bound). */
export type Band = { label: string; min: number; max: number | null };

const dollars = (n: number) => `$${n.toLocaleString('en-AU')}`;

function bands(edges: readonly number[]): Band[] {
  const result: Band[] = [];
  const [first] = edges;
  const last = edges.at(-1);
  if (first === undefined || last === undefined) return result;
  result.push({ label: `Under ${dollars(first)}`, min: 0, max: first });
  for (let i = 0; i + 1 < edges.length; i += 1) {
    const min = edges[i] ?? 0;
    const max = edges[i + 1] ?? 0;
    result.push({ label: `${dollars(min)} - ${dollars(max)}`, min, max });
  }
  result.push({ label: `Over ${dollars(last)}`, min: last, max: null });
  return result;
}

/** `price_range` bands, ascending ('Under …' first). */
export const PRICE_BANDS: readonly Band[] = bands([10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000]);
/** `weekly_price_range` bands, ascending ('Under …' first). */
export const WEEKLY_PRICE_BANDS: readonly Band[] = bands([100, 150, 200, 300, 400, 500]);

export function bandFor(value: number | null, table: readonly Band[]): string | null {
  if (value === null || value <= 0) return null;
  return table.find((band) => value >= band.min && (band.max === null || value < band.max))?.label ?? null;
}
