import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAllDealers } from '../../src/lib/dealer/load-dealer.ts';
import { createApp, defaultServer } from '../../src/server/app.ts';
import { crawlDealer, pageLinks, type FoundLink } from '../support/site-links.ts';

/**
 * Crawls every built page of every sample dealer (the global setup's build in dist/, read as files)
 * and follows each same-site link: anchors, areas, <link>s, form actions and the links islands
 * render from their props. Each must be a built file as the site server resolves it, or a route of
 * the function app under /api/.
 * No route is handled only in the browser today: listings read their filters from the query of a
 * prebuilt page, so a route no file answers is dead.
 */

/** The function app's own routes (under /api/), as patterns. */
const functionRoutes = createApp(defaultServer().context).routes.map(
  ({ path: route }) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*')}/?$`),
);
const isFunction = (route: string) => functionRoutes.some((pattern) => pattern.test(route));

const { dealers } = loadAllDealers();
const shown = (link: FoundLink) => `${link.route}  (${link.kind} ${link.href} on ${link.page})`;

describe('a shopper following any link on any sample site', () => {
  it('reads links from elements, form actions and the props of rendered islands', () => {
    const html = `<a href="/a?x=1&amp;y=2">A</a><form action='/api/leads'></form><link rel="icon" href=/favicon.svg>
      <astro-island uid="1" props="{&quot;settings&quot;:[0,{&quot;legal&quot;:[0,{&quot;privacyPolicyPath&quot;:[0,&quot;/pages/privacy-policy&quot;],&quot;dataUrl&quot;:[0,&quot;/x.json&quot;]}]}]}" ssr></astro-island>`;
    expect(pageLinks(html)).toEqual([
      { href: '/a?x=1&y=2', kind: 'a' },
      { href: '/api/leads', kind: 'form' },
      { href: '/favicon.svg', kind: 'link' },
      { href: '/pages/privacy-policy', kind: 'island' },
    ]);
  });

  it('never reaches a missing page: every same-site link is a built page or a function route', () => {
    const dead: string[] = [];
    let pages = 0;
    for (const dealer of dealers) {
      const root = fs.realpathSync(path.join('dist', dealer.slug));
      const links = crawlDealer(root, dealer.config.site_url, isFunction);
      pages += links.pages;
      expect(links.pages, `${dealer.slug}: pages crawled`).toBeGreaterThan(100);
      expect(links.built.length, `${dealer.slug}: built routes linked`).toBeGreaterThan(50);
      dead.push(...links.unbuilt.map((link) => `${dealer.slug}${shown(link)}`));
    }
    console.log(`crawled ${pages} pages of ${dealers.length} dealers`);
    expect(dead, 'same-site links that lead nowhere').toEqual([]);
  }, 600_000);
});
