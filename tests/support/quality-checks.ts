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
  // contexts made by browser.newPage() refuse. Only violations are read, so axe gathers the nodes of
  // violations alone (passes and the rest keep one node each): every violation and its nodes are the
  // same, and a page's check takes half the time.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
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

/**
 * `check` run on the page a shopper lands on: a page that sends a signed-out shopper on (the garage
 * and watchlist to sign-in) can navigate after its network first went quiet when the machine is
 * busy, destroying the page the check was running in; the check then runs again once the next page
 * is quiet.
 */
export async function onLandedPage<T>(page: Page, check: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const before = page.url();
    try {
      return await check();
    } catch (error) {
      // Either the context went mid-call, or a script the check put in the page went with it.
      const navigated = page.url() !== before || /Execution context was destroyed/.test(String(error));
      if (attempt === 3 || !navigated) throw error;
      await page.waitForLoadState('networkidle');
    }
  }
}

/** `axeViolations` of the page a shopper lands on (`onLandedPage`). */
export const landedPageViolations = (page: Page): Promise<string[]> => onLandedPage(page, () => axeViolations(page));

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
