import type { APIRoute } from 'astro';
import { siteSitemaps } from '../site-data/sitemap.server.ts';

// An aggregate of the whole stock: re-rendered on every stock change (see page-inputs.ts).
export function getStaticPaths() {
  return siteSitemaps().map((file) => ({ params: { sitemap: file.name.replace(/\.xml$/, '') }, props: { body: file.body } }));
}

export const GET: APIRoute = ({ props }) => new Response((props as { body: string }).body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
