import { SENT_SUMMARY_KEY, type SentSummary } from '../../lib/leads/sent-summary.ts';

/**
 * On the thank-you page: repeats the car and the time the shopper's form left in this tab
 * (use-lead-form.ts), as text, then forgets them — a reload or a later visit shows the thanks alone.
 */
export function showSentSummary(root: Document): void {
  let summary: SentSummary | null = null;
  try {
    summary = JSON.parse(sessionStorage.getItem(SENT_SUMMARY_KEY) ?? 'null') as SentSummary | null;
    sessionStorage.removeItem(SENT_SUMMARY_KEY);
  } catch {
    return;
  }
  const section = root.querySelector<HTMLElement>('[data-lead-sent]');
  if (!summary || !section) return;
  let shown = false;
  for (const key of ['car', 'when'] as const) {
    const value = summary[key];
    const row = section.querySelector<HTMLElement>(`[data-sent="${key}"]`);
    if (typeof value !== 'string' || value === '' || !row) continue;
    row.querySelector('dd')!.textContent = value;
    row.hidden = false;
    shown = true;
  }
  section.hidden = !shown;
}
