import { AxeBuilder } from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';

/** axe's impacts the gate fails on. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Serious and critical axe violations of the page as it is now, one line each (rule, impact, nodes). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default opens a second page in the context, which
  // contexts made by browser.newPage() refuse.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

type VnuMessage = { type: string; url: string; message: string; lastLine?: number; extract?: string };

/** Errors the Nu HTML Checker finds in `files`, by file; one Java run over all of them (it is slow to start). */
export async function htmlErrors(files: readonly string[]): Promise<Map<string, string[]>> {
  const jar = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'));
  const args = ['-jar', jar, '--errors-only', '--format', 'json', ...files];
  // vnu exits 1 when it finds errors and writes its report to stderr.
  const stderr = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }).then(
    (r) => r.stderr,
    (error: { stderr?: string; code?: number }) => {
      if (error.code !== 1 || !error.stderr) throw error;
      return error.stderr;
    },
  );
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  const byFile = new Map<string, string[]>();
  for (const m of messages.filter((m) => m.type === 'error' || m.type === 'non-document-error')) {
    const file = path.relative(process.cwd(), m.url.replace(/^file:/, ''));
    byFile.set(file, [...(byFile.get(file) ?? []), `line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` — ${m.extract.trim()}` : ''}`]);
  }
  return byFile;
}
