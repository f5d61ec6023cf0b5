import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAllDealers } from '../../src/lib/dealer/load-dealer.ts';
import { appDeps, createApp } from '../../src/server/app.ts';
import { OWED_CEILING, OWED_ROUTES, owedEntry, type OwedRoute } from '../support/owed-routes.ts';
import { crawlDealer, pageLinks, type FoundLink } from '../support/site-links.ts';
import { resolveStatic } from '../../src/engine/serve/static-files.ts';

/**
 * Crawls every built page of every sample dealer (the global setup's build in dist/, read as files)
 * and follows each same-site link: anchors, areas, <link>s, form actions and the links islands
 * render from their props. Each must be a built file as the site server resolves it, a route of
 * the function app under /api/, or a route owed by an open issue (tests/support/owed-routes.ts).
 * No route is handled only in the browser today: listings read their filters from the query of a
 * prebuilt page, so a route no file answers is dead.
 */

/** The function app's own routes (under /api/), as patterns. */
const functionRoutes = createApp(appDeps()).routes.map(({ path: route }) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*')}/?$`));
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

  it('never reaches a missing page: every same-site link is a built page, a function route or owed by an open issue', () => {
    const owed = new Map<OwedRoute, string[]>();
    const delivered = new Set<OwedRoute>();
    const dead: string[] = [];
    let pages = 0;
    for (const dealer of dealers) {
      const root = fs.realpathSync(path.join('dist', dealer.slug));
      const links = crawlDealer(root, dealer.config.site_url, isFunction);
      pages += links.pages;
      expect(links.pages, `${dealer.slug}: pages crawled`).toBeGreaterThan(100);
      expect(links.built.length, `${dealer.slug}: built routes linked`).toBeGreaterThan(50);
      for (const link of links.unbuilt) {
        const entry = owedEntry(link.route);
        if (entry) owed.set(entry, [...(owed.get(entry) ?? []), `${dealer.slug}${shown(link)}`]);
        else dead.push(`${dealer.slug}${shown(link)}`);
      }
      for (const entry of OWED_ROUTES) {
        const builtLink = links.built.some((link) => owedEntry(link.route) === entry);
        if (builtLink || (!entry.pattern.includes('*') && resolveStatic(root, entry.pattern) !== null)) delivered.add(entry);
      }
    }
    console.log(
      `crawled ${pages} pages of ${dealers.length} dealers; links still owed:\n${[...owed].map(([e, at]) => `  ${e.pattern} (${e.waitsOn}): ${at.length} route(s), e.g. ${at[0]}`).join('\n')}`,
    );
    expect(dead, 'same-site links that lead nowhere').toEqual([]);
    const stale = [...delivered].filter((entry) => !owed.has(entry)).map((entry) => entry.pattern);
    expect(stale, 'owed routes now built and no longer linked unbuilt anywhere: delete them from tests/support/owed-routes.ts').toEqual([]);
  }, 600_000);

  it('keeps the owed list shrinking', () => {
    expect(OWED_ROUTES.length).toBeLessThanOrEqual(OWED_CEILING);
    expect(new Set(OWED_ROUTES.map((entry) => entry.pattern)).size).toBe(OWED_ROUTES.length);
  });
});
