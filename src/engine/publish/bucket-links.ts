import { urlPathOf } from './object-headers.ts';

/**
 * Links a shopper could follow to a missing object: starting from the home page, every page reached
 * in the bucket, and every link on it to a file the site has (`siteFiles`: a server route or another
 * site is no object) that the bucket lacks. For the publish tests: a publish stopped at any point
 * must leave this empty.
 */
export function brokenLinks(bucket: ReadonlyMap<string, Buffer>, siteFiles: ReadonlySet<string>): string[] {
  const broken: string[] = [];
  const seen = new Set<string>(['index.html']);
  // The stock file points the listing's script at the stock of the moment.
  const queue = ['index.html', '_stock/current.json'].filter((f) => bucket.has(f));
  while (queue.length > 0) {
    const page = queue.shift()!;
    const html = bucket.get(page)!.toString('utf8');
    for (const match of html.matchAll(/(?:(?:href|src)="|"path":")(\/[^"#?]*)/g)) {
      const url = match[1]!;
      const file = [url.slice(1), `${url.slice(1).replace(/\/?$/, '/')}index.html`].find((f) => siteFiles.has(f));
      if (!file) continue;
      if (!bucket.has(file)) broken.push(`${urlPathOf(page)} → ${url}`);
      else if (file.endsWith('.html') && !seen.has(file)) {
        seen.add(file);
        queue.push(file);
      }
    }
  }
  return broken;
}
