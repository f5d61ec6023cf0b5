import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scriptHash } from '../../src/lib/site/security-headers.ts';
import { dealerBrowser } from '../support/browser.ts';
import { watchViolations } from '../support/csp-violations.ts';
import { builtHtmlPages, readBuilt } from '../support/built-site.ts';

const site = dealerBrowser();

/** The policy as directive name → its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** Scrolls through the page so islands that hydrate when visible do, then waits until every island has. */
async function hydrateEveryIsland(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForFunction(() => document.querySelectorAll('astro-island').length > 0 && document.querySelectorAll('astro-island[ssr]').length === 0);
}

// sunstate-motor-group has no third party; westside-used-cars loads its tag manager.
const DEALERS = ['sunstate-motor-group', 'westside-used-cars'];

describe('a shopper browsing under the content security policy', () => {
  for (const dealer of DEALERS) {
    it(`${dealer}: home, a listing and a car page hydrate every island and break no rule`, async () => {
      const car = builtHtmlPages(dealer).find((p) => /^cars\/[^/]+\/index\.html$/.test(p) && readBuilt(dealer, p).includes('data-testid="actions"'))!;
      const page = await site.newPage({ viewport: { width: 1280, height: 900 } });
      try {
        const violations = await watchViolations(page);
        for (const path of ['/', '/search/used-cars/', `/${car.replace(/index\.html$/, '')}`]) {
          const response = await page.goto(site.url(dealer, path));
          expect(response?.status(), path).toBe(200);
          await hydrateEveryIsland(page);
          const headers = response!.headers();
          const policy = directives(headers['content-security-policy'] ?? '');
          expect(policy['script-src'], path).toBeDefined();
          expect(policy['script-src'], path).not.toContain("'unsafe-inline'");
          expect(policy['frame-ancestors'], path).toEqual(["'none'"]);
          expect(headers['x-content-type-options'], path).toBe('nosniff');
          expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
          expect(headers['permissions-policy'], path).toContain('camera=()');
          expect(policy['script-src']!.includes('https://www.googletagmanager.com'), path).toBe(dealer === 'westside-used-cars');
        }
        expect(violations).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it('the host configuration file itself is not served, and a missing page carries the headers too', async () => {
    const page = await site.newPage();
    try {
      const response = await page.goto(site.url('sunstate-motor-group', '/_headers'));
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(await page.locator('body').innerText()).not.toContain('Content-Security-Policy');
    } finally {
      await page.close();
    }
  });

  it('an inline script the policy does not name is blocked (the policy is enforced, not reported)', async () => {
    const page = await site.newPage();
    try {
      const violations = await watchViolations(page);
      await page.goto(site.url('sunstate-motor-group', '/'));
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
      });
      await expect.poll(() => violations.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    } finally {
      await page.close();
    }
  });
});

describe('every inline script of every built page', () => {
  for (const dealer of ['harbour-mazda', 'sunstate-motor-group', 'outback-caravans', 'westside-used-cars']) {
    it(`${dealer}: runs by a hash its _headers policy names`, () => {
      const policy = /Content-Security-Policy: (.*)/.exec(readBuilt(dealer, '_headers'))?.[1] ?? '';
      const allowed = new Set(directives(policy)['script-src']);
      const unknown = new Map<string, string>();
      let scripts = 0;
      for (const file of builtHtmlPages(dealer)) {
        for (const m of readBuilt(dealer, file).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
          if (/type="application\/(ld\+)?json"/.test(m[1]!)) continue;
          scripts++;
          const hash = scriptHash(m[2]!);
          if (!allowed.has(hash)) unknown.set(hash, `${file}: ${m[2]!.slice(0, 80)}`);
        }
      }
      expect(scripts).toBeGreaterThan(0);
      expect([...unknown.values()]).toEqual([]);
    });
  }
});
