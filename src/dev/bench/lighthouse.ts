import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import { OFFLINE_CHROMIUM_FLAGS } from './chromium-flags.ts';

/** Lighthouse's four categories, in its report's order. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** One page's Lighthouse run: category scores out of 100, LCP and TBT in ms, CLS. */
export type LighthouseResult = {
  url: string;
  scores: Record<Category, number>;
  noindex: boolean;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
  /** Requests to other origins, which the run blocks (this machine has no network): the third parties a dealer's config turns on. */
  blocked: string[];
};

/**
 * The sites are served over plain http on loopback, so every https request leaves the machine.
 * Blocked through DevTools, such a request fails without the console error a failed DNS lookup
 * logs (Lighthouse ignores ERR_BLOCKED_BY_CLIENT.Inspector), and the run lists it instead.
 */
const OFFSITE = ['https://*'];

/**
 * What is cleared for the page's origin before each run: Lighthouse's defaults, plus the stores
 * it keeps (localStorage, IndexedDB), so every page is a first visit whatever ran before it in the
 * same browser (a car page's "recently viewed" would otherwise fill the next favourites page).
 */
const CLEARED_STORAGE: NonNullable<Flags['clearStorageTypes']> = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
];

const CHROMIUM_FLAGS = ['--headless=new', ...OFFLINE_CHROMIUM_FLAGS];

export type DebuggableChromium = { port: number; close: () => Promise<void> };

/** Starts Chromium (CHROME_PATH, default /usr/bin/chromium) with a remote-debugging port Lighthouse connects to. */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-lighthouse-profile-'));
  const child: ChildProcess = spawn(
    process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening: ${seen.slice(-500)}`)));
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse with its default (mobile) settings on `url`, through the Chromium at `port`; `cookie`
 * goes with every request (a signed-in shopper's session, for a page gated behind sign-in).
 */
export async function runLighthouse(url: string, port: number, { cookie }: { cookie?: string | undefined } = {}): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    blockedUrlPatterns: OFFSITE,
    clearStorageTypes: CLEARED_STORAGE,
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A page kept out of search on purpose (noindex: print, compare, sign-in, …) fails the SEO
  // category's is-crawlable audit by design; its SEO score is the category's other audits.
  const noindex = lhr.audits['is-crawlable']?.score === 0;
  const categoryScore = (c: Category) => {
    if (c !== 'seo' || !noindex) return lhr.categories[c]?.score ?? 0;
    const refs = (lhr.categories[c]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && ref.id !== 'is-crawlable');
    const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
    return refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0) / weight;
  };
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(categoryScore(c) * 100)])) as Record<Category, number>;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // The audits that cost a category points, so a score under 100 says why.
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})${detail(lhr.audits[ref.id]?.details)}`),
  );
  return {
    url,
    scores,
    noindex,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
    blocked: offsiteRequests(url, lhr.audits['network-requests']?.details),
  };
}

/** The URLs of the requests in the run's network log that went to another origin than `url`'s. */
export function offsiteRequests(url: string, details: unknown): string[] {
  const origin = new URL(url).origin;
  const items = (details as { items?: { url?: unknown }[] } | undefined)?.items ?? [];
  const urls = items.map((item) => String(item.url ?? '')).filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin);
  return [...new Set(urls)];
}

/** What a failing audit found, briefly: the first items of its details (console errors, issues). */
function detail(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const said = items.slice(0, 2).map((item) => String(item['description'] ?? item['issueType'] ?? item['url'] ?? '').slice(0, 160));
  return said.some(Boolean) ? `: ${said.filter(Boolean).join(' | ')}` : '';
}

/** The results as a table: one row a page, the four scores, LCP / TBT / CLS. */
export function lighthouseTable(rows: readonly { dealer: string; page: string; result: LighthouseResult }[]): string {
  const header = ['dealer', 'page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS'];
  const body = rows.map(({ dealer, page, result: r }) => [
    dealer,
    page,
    ...CATEGORIES.map((c) => `${r.scores[c]}${c === 'seo' && r.noindex ? '*' : ''}`),
    r.lcpMs.toFixed(0),
    r.tbtMs.toFixed(0),
    r.cls.toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const footnote = rows.some((r) => r.result.noindex)
    ? ['', "* noindex on purpose: SEO without Lighthouse's is-crawlable audit, which such a page fails by design"]
    : [];
  return [line(header), ...body.map(line), ...footnote].join('\n');
}
