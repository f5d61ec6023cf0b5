import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { listDealerSlugs } from '../../src/lib/dealer/load-dealer.ts';
import { dealerBrowser } from './browser.ts';
import { gateShard, shardAssignmentProblems, shareOf } from './gate-shards.ts';
import { PAGE_STATES } from './page-states.ts';
import { warmPages } from './warm-pages.ts';

/** How many files the state gate is cut into (tests/quality/every-page-state-passes-axe.shard-<k>.e2e.ts). */
const STATE_GATE_SHARDS = 3;

/**
 * The quality gate, state by state: each state of PAGE_STATES (tests/support/page-states.ts) on every
 * sample dealer that has it has no serious or critical axe violation in Chromium. Each shard file
 * checks its share of the (dealer, state) pairs (gate-shards.ts), and every shard checks that the
 * shard files together check every pair exactly once.
 */
export function pageStateGate(shardFileUrl: string): void {
  const shard = gateShard(shardFileUrl, STATE_GATE_SHARDS);
  const pairs = listDealerSlugs().flatMap((dealer) =>
    PAGE_STATES.filter((state) => state.on?.(dealer) ?? true).map((state) => ({ key: `on ${dealer}: ${state.name}`, dealer, state })),
  );

  it('has each state of each dealer in exactly one shard file', () => {
    expect(
      shardAssignmentProblems(
        pairs.map((p) => p.key),
        shard,
      ),
    ).toEqual([]);
  });

  const site = dealerBrowser();
  const pages = warmPages(site);
  const onQuietPage = (dealer: string, path: string, check: (page: Page) => Promise<void>) =>
    pages.use(dealer, async ({ page }) => {
      await page.goto(site.url(dealer, path), { waitUntil: 'networkidle' });
      await check(page);
    });

  // States are checked a few at a time (maxConcurrency in vitest.e2e.config.ts), most in a warm page,
  // as the page gate checks pages: most of a state's check is waiting, for a page's network to
  // go quiet, an island to hydrate, a step to answer. Each dealer's signed-in state uses a number of its own.
  // Four at a time, each state's check shares the machine with three others: twice the journeys' 60 s.
  vi.setConfig({ testTimeout: 120_000 });

  describe(`shard ${shard.shard} of ${shard.shards}`, () => {
    it.concurrent.for(shareOf(pairs, shard).map((p) => [p.key, p] as const))('%s', async ([, { dealer, state }], { expect }) => {
      await state.check(dealer, { site, onQuietPage, expect });
    });
  });
}
