import { z } from 'zod';

/** The keys a dealer markdown file may set between its `---` lines. */
const FrontMatterSchema = z.strictObject({
  title: z.string().trim().min(1).optional(),
  description: z.string().trim().min(1).optional(),
});

export type FrontMatter = z.infer<typeof FrontMatterSchema>;

/** A problem with a markdown file's front matter: the key (or '' for the block) and the reason. */
type FrontMatterProblem = { path: string; message: string };

export type ParsedMarkdown = { ok: true; meta: FrontMatter; body: string } | { ok: false; problems: FrontMatterProblem[] };

const unquote = (value: string) => (/^(["']).*\1$/.test(value) ? value.slice(1, -1) : value);

/**
 * Splits a markdown file into its front matter (`---` lines around `key: value` lines, at the very
 * top; optional) and its body. Values are plain text, optionally quoted; only `title` and
 * `description` are allowed, so a misspelt key is reported rather than ignored.
 */
export function parseFrontMatter(text: string): ParsedMarkdown {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return { ok: true, meta: {}, body: lines.join('\n') };
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  if (end === -1) return { ok: false, problems: [{ path: '', message: "front matter opened with '---' on line 1 is never closed" }] };
  const raw: Record<string, string> = {};
  const problems: FrontMatterProblem[] = [];
  lines.slice(1, end).forEach((line, i) => {
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const entry = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!entry) {
      problems.push({ path: '', message: `front matter line ${i + 2}: expected 'key: value'` });
      return;
    }
    raw[entry[1]!] = unquote(entry[2]!.trim());
  });
  const parsed = FrontMatterSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.')];
      for (const key of keys)
        problems.push({ path: key, message: issue.code === 'unrecognized_keys' ? 'unknown front matter key (title, description)' : issue.message });
    }
  }
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, meta: parsed.data, body: lines.slice(end + 1).join('\n') };
}

/** The title a page shows: the front matter's, else a leading '# Title' line (taken out of the body, as the page prints it as its heading). */
export function pageTitle(meta: FrontMatter, body: string): { title: string | undefined; body: string } {
  const heading = /^\s*# (.+)\n?/.exec(body);
  if (meta.title !== undefined) return { title: meta.title, body: heading && heading[1]!.trim() === meta.title ? body.slice(heading[0].length) : body };
  if (!heading) return { title: undefined, body };
  return { title: heading[1]!.trim(), body: body.slice(heading[0].length) };
}
