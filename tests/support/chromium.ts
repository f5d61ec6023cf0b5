import { chromium, type Browser } from 'playwright-core';
import { OFFLINE_CHROMIUM_FLAGS } from '../../src/dev/bench/chromium-flags.ts';

/**
 * The Chromium the journeys drive: Debian's full chromium, headless. Chromium's own headless build
 * (Debian's chromium-headless-shell, CHROMIUM_PATH=/usr/bin/chromium-headless-shell) costs half the
 * CPU a page (the page gate's pages loaded in 0.45 core-seconds each against 1.04; journeys 633 s
 * against 745 s alone), but in two of three fresh-clone runs with it one listing journey's first
 * search never rendered (tests/shopper/sorts-and-pages-through-stock.e2e.ts, paging on Sunstate):
 * the full browser stays the default until that is understood (docs/testing.md).
 */
export const JOURNEY_CHROMIUM = '/usr/bin/chromium';

/** Chromium (CHROMIUM_PATH, or JOURNEY_CHROMIUM), headless, with the flags this machine's closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] || JOURNEY_CHROMIUM,
    headless: true,
    args: [...OFFLINE_CHROMIUM_FLAGS, '--disable-quic'],
  });
}

/** `path` on a dealer's host (`<slug>.localhost`, or `staged.<slug>.localhost` for its staged build) at `port`. */
export function siteUrl(slug: string, port: number, path = '/'): string {
  return `http://${slug}.localhost:${port}${path}`;
}
