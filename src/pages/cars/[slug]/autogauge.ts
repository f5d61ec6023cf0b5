import { createHash } from 'node:crypto';
import type { APIRoute } from 'astro';
import { siteData } from '../../../site-data/site-data.server.ts';
import { priceComparisons } from '../../../lib/vehicle/market-comparison.ts';

/**
 * `/cars/{slug}/autogauge`: the price comparison, for cars that have one. It reads other cars
 * (comparable stock), so each path's cache key is its own body: a car's file re-renders exactly
 * when its comparison changes.
 */
export function getStaticPaths() {
  return [...priceComparisons(siteData().cars)].map(([slug, comparison]) => {
    const body = JSON.stringify(comparison);
    return { params: { slug }, props: { body }, cacheKey: `autogauge:${createHash('sha256').update(body).digest('hex').slice(0, 24)}` };
  });
}

export const GET: APIRoute<{ body: string }> = ({ props }) => new Response(props.body, { headers: { 'content-type': 'application/json; charset=utf-8' } });
