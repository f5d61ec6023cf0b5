import { chromium, type Browser } from 'playwright-core';
import { OFFLINE_CHROMIUM_FLAGS } from '../../src/dev/bench/chromium-flags.ts';

/**
 * The Chromium the journeys drive: Debian's chromium-headless-shell, Chromium's own headless build
 * (the one Playwright itself runs headless tests in). The full browser in its headless mode costs
 * over twice the CPU a page: the page gate's pages loaded in 1.04 core-seconds each against 0.45 in
 * the shell (with axe's run, 2.1 against 1.1), and the journeys are CPU-bound on CI's two cores.
 */
export const JOURNEY_CHROMIUM = '/usr/bin/chromium-headless-shell';

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
