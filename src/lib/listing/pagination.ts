/** Page numbers around the current one, the first and last always included; null marks a gap. */
export function pageWindow(page: number, totalPages: number, spread = 2): Array<number | null> {
  const pages = new Set<number>([1, totalPages]);
  for (let p = page - spread; p <= page + spread; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const result: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - (sorted[i - 1] as number) > 1) result.push(null);
    result.push(p);
  });
  return result;
}
