import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WAITING_SWITCHES } from './waiting-switches.ts';

/**
 * Tripwire: every switch documented in docs/dealer-config.md must be read by code outside the
 * config module (src/lib/dealer), or be named in waiting-switches.ts with the issue that will
 * give it its effect. The waiting list can only shrink: a listed switch that code now reads fails
 * the test until it is struck from the list. (Whether a read switch has its documented effect is
 * each feature's own test; this only catches documented switches that nothing reads.)
 */
const root = path.resolve(import.meta.dirname, '../..');

function documentedKeys(): string[] {
  const doc = readFileSync(path.join(root, 'docs/dealer-config.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Configuration keys'), doc.indexOf('## Types used in'));
  const keys = [...section.matchAll(/^\| `([a-z0-9_.[\]]+)` \|/gm)].map((m) => m[1]!.replaceAll('[]', ''));
  // Only leaves: an object's own row is covered by its children.
  return keys.filter((key) => !keys.some((other) => other.startsWith(`${key}.`)));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|astro|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The config module: the schemas, their merge and loading, and the reference generator. */
const CONFIG_MODULE = /src\/lib\/dealer\/(config-[^/]*|dealer-config|load-dealer|deep-merge|dealer-files)\.ts$/;
const readers = sourceFiles(path.join(root, 'src'))
  .filter((file) => !CONFIG_MODULE.test(file))
  .map((file) => readFileSync(file, 'utf8'));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A file reads `a.b.c` when it reads property `c` (`.c`, `?.c`, `['c']`, or `c` in a destructuring
 * pattern) and names its parent `b` (for a top-level key: reads it off a config object).
 */
export function isRead(key: string, sources: readonly string[]): boolean {
  const parts = key.split('.');
  const leaf = escape(parts.at(-1)!);
  const property = new RegExp(`(?:\\?\\.|\\.)${leaf}\\b|\\[['"]${leaf}['"]\\]|\\{[^{}]*\\b${leaf}\\b[^{}]*\\}\\s*=`);
  const parent = parts.length > 1 ? new RegExp(`\\b${escape(parts.at(-2)!)}\\b`) : /\b(config|dealer|switches)\b/;
  return sources.some((source) => property.test(source) && parent.test(source));
}

describe('documented dealer switches', () => {
  const keys = documentedKeys();

  it('count as read through a property access, an index or a destructuring that names the parent', () => {
    expect(isRead('search.categories', ['const tiles = config.search.categories;'])).toBe(true);
    expect(isRead('search.categories', ['const { categories } = dealer.search;'])).toBe(true);
    expect(isRead('forms.hide_opt_in', ["if (forms['hide_opt_in']) hide();"])).toBe(true);
    expect(isRead('forms.hide_opt_in', ['const hide_opt_in = true; // forms'])).toBe(false);
    expect(isRead('forms.hide_opt_in', ['x.hide_opt_in'])).toBe(false);
  });

  it('are found in the reference', () => {
    expect(keys.length).toBeGreaterThan(100);
  });

  it('are each read by code outside the config module, or listed as waiting', () => {
    const dead = keys.filter((key) => !isRead(key, readers) && !(key in WAITING_SWITCHES));
    expect(dead, 'documented switches nothing reads: give them their effect (with a test) or list them in waiting-switches.ts').toEqual([]);
  });

  it('leave the waiting list once code reads them (the list only shrinks)', () => {
    const nowRead = Object.keys(WAITING_SWITCHES).filter((key) => isRead(key, readers));
    expect(nowRead, 'strike these from waiting-switches.ts: code reads them now').toEqual([]);
  });

  it('list only documented switches as waiting', () => {
    expect(Object.keys(WAITING_SWITCHES).filter((key) => !keys.includes(key))).toEqual([]);
  });
});
