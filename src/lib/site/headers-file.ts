/**
 * The `_headers` file Netlify and Cloudflare Pages read from a site's root: a URL pattern on its
 * own line, then its headers indented, one `Name: value` a line. `npm start` serves a build with
 * the headers its `_headers` file names, so the local server and the CDN answer alike.
 */
export type HeaderRule = { pattern: string; headers: Record<string, string> };

/** The name the file has in every built site. */
export const HEADERS_FILE = '_headers';

export function writeHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(
      (rule) =>
        `${rule.pattern}\n${Object.entries(rule.headers)
          .map(([name, value]) => `  ${name}: ${value}\n`)
          .join('')}`,
    )
    .join('');
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon > 0 && rule) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Whether a `_headers` pattern matches a URL path: `*` matches any run of characters (a splat). */
export function patternMatches(pattern: string, urlPath: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(urlPath);
}

/** The headers the rules give a path, later rules adding to (and overriding) earlier ones. */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => patternMatches(rule.pattern, urlPath)).map((rule) => rule.headers)) as Record<string, string>;
}
