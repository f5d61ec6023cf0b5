import fs from 'node:fs';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  // The marketplace inventory feeds (rule: site.marketplace-feeds).
  '.tsv': 'text/tab-separated-values; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|javascript)|image\/svg)/.test(type);
}

/** A path no file can have: not valid percent-encoding, or decoding to NUL or another control character. */
export function isMalformedPath(urlPath: string): boolean {
  try {
    return /[\x00-\x1f\x7f]/.test(decodeURIComponent(urlPath));
  } catch {
    return true;
  }
}

/** Maps a URL path to a file inside `root` the way static hosts do (dir → index.html), or null. */
export function resolveStatic(root: string, urlPath: string): string | null {
  if (isMalformedPath(urlPath)) return null;
  const decoded = decodeURIComponent(urlPath);
  const full = path.resolve(root, '.' + path.posix.normalize(decoded));
  const realRoot = path.resolve(root);
  if (full !== realRoot && !full.startsWith(realRoot + path.sep)) return null;
  for (const candidate of [full, path.join(full, 'index.html'), `${full}.html`]) {
    const stat = fs.statSync(candidate, { throwIfNoEntry: false });
    if (stat?.isFile()) return candidate;
  }
  return null;
}
