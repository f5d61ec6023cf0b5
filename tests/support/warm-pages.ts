import type { Page } from 'playwright-core';
import type { DealerBrowser } from './browser.ts';
import { watchViolations } from './csp-violations.ts';

/** A page lent by `warmPages`, with the CSP violations it reported since it was lent. */
export type WarmPage = { page: Page; cspViolations: string[] };

type Kept = WarmPage & { dealer: string };

/**
 * Pages kept open across a gate's checks, one per check running at a time, each lent to one check
 * and taken back after it with the dealer's cookies and storage cleared. Chromium keeps a page's
 * renderer process (and the scripts it compiled) across same-site navigations; a fresh context per
 * check starts a renderer for every page, which cost as much CPU as loading the page (measured on
 * the page gate's pages: 1.2 core-seconds a page to load fresh, 0.5 in a page kept open, with the
 * dealer's storage cleared). What a check sees is the page a signed-out shopper lands on: the
 * clearing removes what the last page stored (recently viewed, compare, favourites, a session
 * cookie; the stock file in Cache Storage stays, as it would for a shopper who had been there:
 * it is named by its hash and read only as the server's pointer names it) — and a lent page's
 * violations are only those reported since it was lent. A check that throws gives its page back closed, so the next check has a new one.
 */
export function warmPages(site: DealerBrowser, viewport = { width: 1280, height: 900 }) {
  const free: Kept[] = [];

  async function take(dealer: string): Promise<Kept> {
    const index = free.findIndex((kept) => kept.dealer === dealer);
    if (index !== -1) return free.splice(index, 1)[0]!;
    if (free.length > 0) return { ...free.pop()!, dealer };
    const page = await site.newPage({ viewport });
    return { page, cspViolations: await watchViolations(page), dealer };
  }

  /** Clears what the dealer's site stored and keeps the page for the next check; closes it if that fails. */
  async function giveBack(kept: Kept): Promise<void> {
    try {
      await kept.page.context().clearCookies();
      await kept.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      free.push(kept);
    } catch {
      await kept.page.close().catch(() => {});
    }
  }

  return {
    /** Runs `check` on a warm page of the dealer's site (the check navigates it). */
    async use<T>(dealer: string, check: (warm: WarmPage) => Promise<T>): Promise<T> {
      const kept = await take(dealer);
      kept.cspViolations.length = 0;
      try {
        const result = await check(kept);
        await giveBack(kept);
        return result;
      } catch (error) {
        await kept.page.close().catch(() => {});
        throw error;
      }
    },
  };
}
