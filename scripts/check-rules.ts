/**
 * npm run lint:rules (part of npm run check): keeps the trail from code to rule (docs/rules/README.md).
 * Fails when
 *  - a section sign comes back anywhere in the repository's text: references to sections of documents
 *    outside the repository were replaced by rule names, and a new one would point outside again (HELD
 *    lists the few that must wait, and only shrinks);
 *  - code or docs cite a rule (`rule: <area>.<name>`) that docs/rules/<area>.md does not define as a heading;
 *  - a rules page has a heading that is not a rule of its area, or defines one twice;
 *  - a relative link in README.md or docs/ names a file that does not exist, or a heading its target lacks.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { citedRules, headingAnchor, rulePage } from '../src/lib/rule-citations.ts';

const root = path.resolve(import.meta.dirname, '..');
const SECTION_SIGN = '\u00a7';
/**
 * Section-sign references allowed to wait, with their count, which may only shrink: the finance config's
 * zod descriptions ship in the browser bundle (dealer-settings.ts parses FinanceConfigSchema for its
 * defaults), so rewording them changes a client chunk and the built HTML naming it, which issue 27
 * keeps byte-identical. The first issue allowed to change HTML cites rules there and empties this list.
 */
const HELD = new Map([
  ['src/lib/dealer/config-finance.ts', 16],
  ['docs/dealer-config.md', 16],
]);
const SKIP = new Set(['node_modules', '.git', 'dist', 'builds', '.cache', '.astro', 'data', 'test-results', 'stock-images']);
const TEXT = /\.(ts|tsx|mts|js|mjs|cjs|astro|md|json|ya?ml|css|html|txt|sh)$|^[^.]+$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (stat === undefined || SKIP.has(name)) return [];
    if (stat.isDirectory()) return walk(full);
    return stat.isFile() && TEXT.test(name) ? [path.relative(root, full)] : [];
  });
}

const problems: string[] = [];
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;
const files = walk(root);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Rule name → where it is defined; a rules page's `## ` headings are its rules. */
const defined = new Map<string, string>();
const rulesDir = 'docs/rules';
for (const page of files.filter((f) => path.dirname(f) === rulesDir && f.endsWith('.md') && !f.endsWith('README.md'))) {
  const area = path.basename(page, '.md');
  const text = read(page);
  for (const m of text.matchAll(/^## (.+)$/gm)) {
    const name = m[1]!.trim();
    const where = `${page}:${lineOf(text, m.index)}`;
    if (!name.startsWith(`${area}.`) || citedRules(`rule: ${name}`).join() !== name)
      problems.push(`${where}: heading '${name}' is not a rule name of area '${area}'`);
    else if (defined.has(name)) problems.push(`${where}: rule ${name} is already defined at ${defined.get(name)}`);
    else defined.set(name, where);
  }
}

/** Headings of a markdown file, as anchors. */
const anchorsCache = new Map<string, Set<string>>();
function anchors(file: string): Set<string> {
  let set = anchorsCache.get(file);
  if (set === undefined) {
    set = new Set([...read(file).matchAll(/^#{1,6} (.+)$/gm)].map((m) => headingAnchor(m[1]!)));
    anchorsCache.set(file, set);
  }
  return set;
}

let citations = 0;
for (const file of files) {
  const text = read(file);
  const signs = text.split(SECTION_SIGN).length - 1;
  const held = HELD.get(file) ?? 0;
  if (signs > held) {
    const where = lineOf(text, text.indexOf(SECTION_SIGN));
    problems.push(`${file}:${where}: a section-sign reference; cite a rule of docs/rules instead (rule: <area>.<name>)`);
  } else if (signs < held) problems.push(`${file}: ${signs} section signs where ${held} are held back; lower its count in HELD`);
  for (const name of citedRules(text)) {
    citations++;
    if (!defined.has(name)) problems.push(`${file}: cites rule ${name}, which ${rulesDir}/${rulePage(name)} does not define (a '## ${name}' heading)`);
  }
  if (!file.endsWith('.md') || !(file === 'README.md' || file.startsWith('docs/'))) continue;
  const prose = text.replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ' '));
  for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [file2 = '', anchor] = target.split('#');
    const resolved = file2 === '' ? file : path.normalize(path.join(path.dirname(file), file2));
    const where = `${file}:${lineOf(text, m.index)}`;
    if (statSync(path.join(root, resolved), { throwIfNoEntry: false }) === undefined) problems.push(`${where}: link to ${target}: no such file`);
    else if (anchor !== undefined && resolved.endsWith('.md') && !anchors(resolved).has(anchor)) problems.push(`${where}: link to ${target}: no such heading`);
  }
}

if (problems.length > 0) {
  console.error(`lint:rules: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exitCode = 1;
} else {
  const held = [...HELD.values()].reduce((a, b) => a + b, 0);
  console.log(`lint:rules: ${defined.size} rules defined, ${citations} citations, no section-sign references but ${held} held back, every docs link resolves`);
}
