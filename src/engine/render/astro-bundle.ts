import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * The render bundle: Astro's prerender build of src/pages (server code for every route), kept
 * after `astro build` so later builds render changed pages without running Vite again.
 *
 * Astro 7.3 deletes that bundle once it has generated the pages. This integration takes its
 * place as the prerenderer (the public `setPrerenderer` hook), moves the bundle into `bundleDir`
 * and records what rendering needs from the build's internals: each page's styles (the
 * `astro:build:setup` page map) and injected head scripts. It renders nothing itself: every page
 * of a full or incremental build is rendered by render-pages.ts from the kept bundle, so both
 * kinds of build produce identical bytes.
 *
 * Private Astro API: the fallback prerenderer's `app` and the `.prerender/prerender-entry*.mjs`
 * output (checked by astro-private-api.test.ts; astro is pinned exactly).
 */
export type BundleMeta = {
  version: 1;
  /** Digest of the code and site URL the bundle was built from. */
  key: string;
  /** The prerender entry module, relative to the bundle folder. */
  entry: string;
  /** Head-inline scripts injected by integrations. */
  scripts: { stage: string; content: string }[];
  /** Page build data keyed as Astro keys it (route + separator + component): styles only. */
  pages: { key: string; styles: unknown[] }[];
};

const BUNDLE_META = 'meta.json';

type PrerendererLike = {
  setup?: () => Promise<void>;
  app?: { getSettings(): { scripts: { stage: string; content: string }[] } };
};

export function keepRenderBundle({ bundleDir, key }: { bundleDir: string; key: string }): AstroIntegration {
  let outDir = '';
  let pages: Map<string, { styles?: unknown[] }> | undefined;
  return {
    name: 'forecourt:keep-render-bundle',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:setup': ({ pages: map, target }) => {
        if (target === 'server') pages = map as unknown as Map<string, { styles?: unknown[] }>;
      },
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((fallback) => ({
          name: 'forecourt:keep-render-bundle',
          async setup() {
            const astroDefault = fallback as unknown as PrerendererLike;
            await astroDefault.setup?.();
            const scripts = astroDefault.app?.getSettings().scripts ?? [];
            if (scripts.some((s) => s.stage === 'page')) {
              throw new Error('An integration injects a page-stage script, which the render bundle does not support.');
            }
            if (!pages) throw new Error('astro:build:setup did not report the page map');
            const source = path.join(outDir, '.prerender');
            const entry = fs.readdirSync(source).find((f) => f.startsWith('prerender-entry') && f.endsWith('.mjs'));
            if (!entry) throw new Error(`no prerender entry in ${source}`);
            fs.rmSync(bundleDir, { recursive: true, force: true });
            fs.mkdirSync(path.dirname(bundleDir), { recursive: true });
            fs.renameSync(source, bundleDir);
            const meta: BundleMeta = {
              version: 1,
              key,
              entry,
              scripts: scripts.filter((s) => s.stage === 'head-inline'),
              pages: [...pages].map(([pageKey, data]) => ({ key: pageKey, styles: data.styles ?? [] })),
            };
            fs.writeFileSync(path.join(bundleDir, BUNDLE_META), JSON.stringify(meta));
          },
          getStaticPaths: () => Promise.resolve([]),
          render: () => Promise.reject(new Error('pages are rendered by src/engine/render/render-pages.ts')),
        }));
      },
    },
  };
}

/** The bundle's metadata when it is complete and was built for `key`, else null. */
export function readBundleMeta(bundleDir: string, key: string): BundleMeta | null {
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(bundleDir, BUNDLE_META), 'utf8')) as BundleMeta;
    return meta.version === 1 && meta.key === key ? meta : null;
  } catch {
    return null;
  }
}
