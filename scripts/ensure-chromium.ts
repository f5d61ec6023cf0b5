/**
 * The browser journeys drive Debian's Chromium (Playwright's own browser download cannot reach
 * its host from our machines). Installs it with apt-get when it is missing and we are root.
 */
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser journeys…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
