/**
 * Rule citations (docs/rules/README.md): code names the rule it carries out as `rule: <area>.<name>`, or
 * `rules: <area>.<name>, <area>.<other>` for several; rule `<area>.<name>` is the heading `## <area>.<name>` of
 * docs/rules/<area>.md. Read by the reference generator (which links them) and `npm run lint:rules`.
 */
const NAME = '[a-z][a-z0-9-]*\\.[a-z0-9][a-z0-9-]*';
const CITATION = new RegExp(`\\b(rules?): (${NAME}(?:, ${NAME})*)`, 'g');

/** Every rule name cited in `text`, in order, repeats included. */
export function citedRules(text: string): string[] {
  return [...text.matchAll(CITATION)].flatMap((m) => m[2]!.split(', '));
}

/** The page that defines rule `name`, relative to docs/rules/. */
export function rulePage(name: string): string {
  return `${name.slice(0, name.indexOf('.'))}.md`;
}

/** The anchor GitHub gives a markdown heading: lower case, punctuation other than - and _ dropped, spaces as -. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replaceAll(' ', '-');
}

/** `text` with each cited rule name made a markdown link to its definition; `rulesDir` is docs/rules/ as seen from the page. */
export function linkRuleCitations(text: string, rulesDir: string): string {
  return text.replace(CITATION, (_m, word: string, names: string) => {
    const links = names.split(', ').map((name) => `[${name}](${rulesDir}${rulePage(name)}#${headingAnchor(name)})`);
    return `${word}: ${links.join(', ')}`;
  });
}
