import path from 'node:path';
import { contentType } from '../serve/static-files.ts';
import type { ObjectHeaders } from './publish-target.ts';

/** Files named by their content's hash: Astro's bundled assets and the stock files `_stock/current.json` points at. */
export function isHashedFile(file: string): boolean {
  return file.startsWith('_astro/') || /^_stock\/[^/]+\.[0-9a-f]{12}\.json$/.test(file);
}

/** Hashed files never change under their name; a browser and the CDN keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Everything else (pages, the sitemap, the stock file, images and data named by car) may change under
 * its name: a browser asks again after a minute; the CDN is purged of exactly what each publish changed.
 */
const REVALIDATE = 'public, max-age=60, must-revalidate';

/**
 * What a file is served as. A file with no extension (a car's `autogauge` data) is JSON when its
 * bytes are, as the local server's routes answer it; otherwise as the local server serves it.
 */
export function objectHeaders(file: string, body: Buffer): ObjectHeaders {
  let type = contentType(file);
  if (path.extname(file) === '' && /^\s*[[{]/.test(body.subarray(0, 16).toString('latin1'))) type = 'application/json; charset=utf-8';
  return { contentType: type, cacheControl: isHashedFile(file) ? IMMUTABLE : REVALIDATE };
}

/**
 * The URL paths a CDN caches a file under: a page at its directory URL (`cars/x/index.html` is
 * `/cars/x/`, which is what shoppers and links ask for), every other file at its own path.
 */
export function urlPathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}
