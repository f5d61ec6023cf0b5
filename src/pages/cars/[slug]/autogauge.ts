import { createHash } from 'node:crypto';
import type { APIRoute } from 'astro';
import { siteData } from '../../../site-data/site-data.server.ts';
import { priceComparisons } from '../../../lib/vehicle/market-comparison.ts';
import type { PriceComparison } from '../../../lib/vehicle/gauge.ts';

/**
 * `/cars/{slug}/autogauge`: the price comparison, for cars that have one. It reads other cars
 * (comparable stock), so each path's cache key is its own body: a car's file re-renders exactly
 * when its comparison changes.
 */
export function getStaticPaths() {
  return [...priceComparisons(siteData().cars)].map(([slug, comparison]) => ({ params: { slug }, ...pathOf(comparison) }));
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
