import type { Answer } from './lead-answers.ts';

/**
 * Many leads' answers as table columns: one column per answer label any of them gave, in the order
 * first met, and each lead's cells under them (null where that lead has no such answer). The
 * console's CSV and `npm run leads -- export --csv` both carry every answer this way.
 */
export function answerColumns(answerLists: readonly (readonly Answer[])[]): { labels: string[]; cells: (string | null)[][] } {
  const labels: string[] = [];
  const seen = new Set<string>();
  const byLabel = answerLists.map((answers) => {
    const found = new Map<string, string>();
    for (const answer of answers) {
      if (!seen.has(answer.label)) {
        seen.add(answer.label);
        labels.push(answer.label);
      }
      found.set(answer.label, answer.value);
    }
    return found;
  });
  return { labels, cells: byLabel.map((found) => labels.map((label) => found.get(label) ?? null)) };
}
