import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** `path` on a dealer's host (`<slug>.localhost`, or `staged.<slug>.localhost` for its staged build) at `port`. */
export function siteUrl(slug: string, port: number, path = '/'): string {
  return `http://${slug}.localhost:${port}${path}`;
}
