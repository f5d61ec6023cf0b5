import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ASTRO_ISLAND_STYLE } from './render-pages.ts';

/**
 * The render engine uses Astro internals no semver promise covers (render-pages.ts: StaticPaths,
 * BuildApp.setInternals / setOptions / getComponentByRoute / routeCache; astro-bundle.ts: the
 * default prerenderer's app and the `.prerender/prerender-entry*.mjs` output). Astro is pinned
 * exactly; this test fails loudly when an upgrade changes any of them, before a build breaks.
 */
const require = createRequire(import.meta.url);
const astroDir = path.dirname(require.resolve('astro/package.json'));
const pinned = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }).dependencies[
  'astro'
];

describe('the Astro internals the render engine relies on', () => {
  it('the island rule Astro writes mid-body is the one the build leaves out (site.css carries it)', async () => {
    const { ISLAND_STYLES } = (await import(pathToFileURL(path.join(astroDir, 'dist/runtime/server/astro-island-styles.js')).href)) as {
      ISLAND_STYLES: string;
    };
    expect(ASTRO_ISLAND_STYLE).toBe(`<style>${ISLAND_STYLES}</style>`);
    const css = readFileSync(new URL('../../styles/site.css', import.meta.url), 'utf8').replace(/\s+/g, '');
    expect(css).toContain(ISLAND_STYLES.replace('}', ';}'));
  });

  it('come from the exactly pinned Astro version', () => {
    expect(pinned, 'package.json must pin astro to an exact version').toMatch(/^\d+\.\d+\.\d+$/);
    expect((require('astro/package.json') as { version: string }).version).toBe(pinned);
  });

  it('StaticPaths lists every prerendered path', async () => {
    const { StaticPaths } = await import('astro/runtime/prerender/static-paths.js');
    expect(typeof StaticPaths).toBe('function');
    expect(typeof StaticPaths.prototype.getAll).toBe('function');
  });

  it('BuildApp takes internals and options and hands out route components and the route cache', async () => {
    const { BuildApp } = (await import(pathToFileURL(path.join(astroDir, 'dist/core/build/app.js')).href)) as { BuildApp: { prototype: object } };
    for (const method of ['setInternals', 'setOptions', 'getComponentByRoute', 'render']) {
      expect(typeof (BuildApp.prototype as Record<string, unknown>)[method], `BuildApp.${method}`).toBe('function');
    }
    expect(Object.getOwnPropertyDescriptor(BuildApp.prototype, 'routeCache')?.get, 'BuildApp.routeCache getter').toBeTypeOf('function');
  });

  it('the default prerenderer imports the prerender entry, sets its internals and exposes its app', () => {
    const source = readFileSync(path.join(astroDir, 'dist/core/build/default-prerenderer.js'), 'utf8');
    for (const use of ['internals.prerenderEntryFileName', 'prerenderEntry.app', 'app.setInternals(internals)', 'prerenderer.app = app']) {
      expect(source, use).toContain(use);
    }
    const build = readFileSync(path.join(astroDir, 'dist/core/build/static-build.js'), 'utf8');
    expect(build).toContain('PRERENDER_ENTRY_FILENAME_PREFIX = "prerender-entry"');
  });
});
