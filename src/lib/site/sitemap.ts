/**
 * The XML sitemap of a dealer's site (sitemaps.org protocol). One file lists at most 50,000 URLs;
 * past that `sitemap.xml` becomes a sitemap index naming `sitemap-1.xml`, `sitemap-2.xml`, …
 */
export const SITEMAP_MAX_URLS = 50_000;

/** The file robots.txt names and search engines fetch first. */
const SITEMAP_FILE = 'sitemap.xml';

export type SitemapEntry = { path: string; lastmod?: string | undefined };
export type SitemapFile = { name: string; body: string };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries.map(
    (e) => `<url><loc>${escapeXml(new URL(e.path, siteUrl).href)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>\n`,
  );
  return `${XML}<urlset xmlns="${NS}">\n${urls.join('')}</urlset>\n`;
}

/** The sitemap files for `entries` (site paths) on the site at `siteUrl`, the first always `sitemap.xml`. */
export function sitemapFiles(entries: readonly SitemapEntry[], siteUrl: string, maxUrls = SITEMAP_MAX_URLS): SitemapFile[] {
  if (entries.length <= maxUrls) return [{ name: SITEMAP_FILE, body: urlset(entries, siteUrl) }];
  const parts: SitemapFile[] = [];
  for (let start = 0; start < entries.length; start += maxUrls) {
    parts.push({ name: `sitemap-${parts.length + 1}.xml`, body: urlset(entries.slice(start, start + maxUrls), siteUrl) });
  }
  const index = parts.map((p) => `<sitemap><loc>${escapeXml(new URL(`/${p.name}`, siteUrl).href)}</loc></sitemap>\n`).join('');
  return [{ name: SITEMAP_FILE, body: `${XML}<sitemapindex xmlns="${NS}">\n${index}</sitemapindex>\n` }, ...parts];
}

/** robots.txt: every crawler may fetch every page (pages that must stay out say noindex themselves), and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL(`/${SITEMAP_FILE}`, siteUrl).href}\n`;
}
