import type { APIRoute } from 'astro';
import { siteData } from '../site-data/site-data.server.ts';
import { headersFileOf } from '../site-data/security-headers.server.ts';
import { HEADERS_FILE } from '../lib/site/headers-file.ts';

// Reads no stock (see src/site-data/page-inputs.ts). Astro skips page files starting with '_', so
// the name comes from a parameter.
export const buildInputs = 'dealer';

export function getStaticPaths() {
  return [{ params: { headers_file: HEADERS_FILE } }];
}

export const GET: APIRoute = () => new Response(headersFileOf(siteData().dealer.config), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
