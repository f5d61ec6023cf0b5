import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/site/sitemap.ts';
import { siteData } from '../site-data/site-data.server.ts';

// Reads no stock (see src/site-data/page-inputs.ts).
export const buildInputs = 'dealer';

export const GET: APIRoute = () => new Response(robotsTxt(siteData().dealer.config.site_url), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
