import type { APIRoute } from 'astro';
import { STOCK_DIR, stockFiles } from '../../site-data/stock-file.server.ts';

// Astro skips page folders starting with '_', so /_stock/ comes from a parameter.
export function getStaticPaths() {
  return stockFiles().map((file) => ({ params: { stock_dir: STOCK_DIR, file: file.name }, props: { body: file.body } }));
}

export const GET: APIRoute = ({ props }) => new Response((props as { body: string }).body, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
