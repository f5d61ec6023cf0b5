/**
 * The browser journeys drive Debian's chromium (tests/support/chromium.ts: Playwright's own browser
 * download cannot reach its host from our machines), and the lead tests validate every ADF e-mail with Debian's xmllint
 * (libxml2-utils). Installs what is missing with apt-get when we are root.
 */
import fs from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { JOURNEY_CHROMIUM } from '../tests/support/chromium.ts';

const chromium = process.env['CHROMIUM_PATH'] || JOURNEY_CHROMIUM;
if (!fs.existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser journeys…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

if (spawnSync('xmllint', ['--version']).error) {
  if (process.getuid?.() !== 0) {
    console.error('xmllint is missing. Install it with: sudo apt-get install -y libxml2-utils');
    process.exit(1);
  }
  console.log("Installing Debian's libxml2-utils (xmllint) for the ADF checks…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'libxml2-utils'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
