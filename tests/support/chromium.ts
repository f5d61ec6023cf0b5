import { chromium, type Browser } from 'playwright-core';
import { OFFLINE_CHROMIUM_FLAGS } from '../../src/dev/bench/chromium-flags.ts';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [...OFFLINE_CHROMIUM_FLAGS, '--disable-quic'],
  });
}

/** `path` on a dealer's host (`<slug>.localhost`, or `staged.<slug>.localhost` for its staged build) at `port`. */
export function siteUrl(slug: string, port: number, path = '/'): string {
  return `http://${slug}.localhost:${port}${path}`;
}
