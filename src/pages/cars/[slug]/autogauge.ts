import { createHash } from 'node:crypto';
import type { APIRoute } from 'astro';
import { focused, leaveUnlisted, siteData } from '../../../site-data/site-data.server.ts';
import { priceComparisons } from '../../../lib/vehicle/market-comparison.ts';
import type { PriceComparison } from '../../../lib/vehicle/gauge.ts';

/**
 * `/cars/{slug}/autogauge`: the price comparison, for cars that have one. It reads other cars
 * (comparable stock), so each path's cache key is its own body: a car's file re-renders exactly
 * when its comparison changes. Under a focus (a change of a few cars), only the comparisons worked
 * out again are listed (a group the change did not touch keeps its comparisons, the same objects:
 * market-comparison.ts); the others are left to carry over by key (site-data.server.ts).
 */
export function getStaticPaths() {
  const listAll = !focused();
  const listed: { params: { slug: string }; props: { body: string }; cacheKey: string }[] = [];
  for (const [slug, comparison] of priceComparisons(siteData().cars)) {
    const known = paths.has(comparison);
    const path = pathOf(comparison);
    if (listAll || !known) listed.push({ params: { slug }, ...path });
    else leaveUnlisted(`/cars/${slug}/autogauge`, path.cacheKey);
  }
  return listed;
}

/** Each comparison's body and key, kept while it lives: a change keeps untouched groups' comparisons (market-comparison.ts). */
const paths = new WeakMap<PriceComparison, { props: { body: string }; cacheKey: string }>();

function pathOf(comparison: PriceComparison): { props: { body: string }; cacheKey: string } {
  let kept = paths.get(comparison);
  if (!kept) {
    const body = JSON.stringify(comparison);
    kept = { props: { body }, cacheKey: `autogauge:${createHash('sha256').update(body).digest('hex').slice(0, 24)}` };
    paths.set(comparison, kept);
  }
  return kept;
}

export const GET: APIRoute<{ body: string }> = ({ props }) => new Response(props.body, { headers: { 'content-type': 'application/json; charset=utf-8' } });
