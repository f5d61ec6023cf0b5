/**
 * A long-running server keeps warm render processes for the dealers it may rebuild next, each holding
 * its dealer's snapshot (render-workers.ts). A group of a hundred dealers cannot keep one each, so
 * the number is bounded (FORECOURT_WARM_RENDERERS, warm-setting.ts) and the dealers changed least
 * recently give theirs up first: a change to such a dealer still goes live, in a render process
 * started for it (reading the snapshot file instead of taking the changes only).
 */

/** A dealer's warm processes: `changed` orders dealers by their last change (their newest build id, which sorts by time). */
export type WarmDealer = { slug: string; changed: string; processes: number };

/** What to do to warm `candidate`: how many processes it may keep (0: none) and which dealers to stop first. */
export type WarmRoom = { processes: number; evict: string[] };

/**
 * Makes room for `candidate` among the `warm` dealers within `limit` processes. Dealers changed
 * less recently than the candidate are stopped, least recently changed first, until it fits; when
 * it would have to stop a dealer changed as recently or later, it gets none and nothing is stopped
 * (it is the one to leave out). Its own current entry in `warm`, if any, is replaced.
 */
export function makeRoom(warm: readonly WarmDealer[], candidate: WarmDealer, limit: number): WarmRoom {
  const wanted = Math.min(candidate.processes, Math.max(0, limit));
  if (wanted === 0) return { processes: 0, evict: [] };
  const others = warm.filter((d) => d.slug !== candidate.slug && d.processes > 0).sort(byChange);
  let used = others.reduce((n, d) => n + d.processes, 0);
  const evict: string[] = [];
  for (const oldest of others) {
    if (used + wanted <= limit) break;
    if (oldest.changed >= candidate.changed) return { processes: 0, evict: [] };
    evict.push(oldest.slug);
    used -= oldest.processes;
  }
  return { processes: wanted, evict };
}

/** Least recently changed first; dealers changed in the same build by slug, so the order is stable. */
function byChange(a: WarmDealer, b: WarmDealer): number {
  if (a.changed !== b.changed) return a.changed < b.changed ? -1 : 1;
  return a.slug.localeCompare(b.slug);
}
