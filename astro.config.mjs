import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// The dealer being built, its outDir, cacheDir and site URL arrive from src/engine/render/astro-child.ts
// as inline config; this file holds only what every dealer site shares.

// jsPDF imports html2canvas, dompurify and canvg on demand for its html() and SVG features, which the
// vehicle PDF does not use. Left in, they would ship as never-loaded chunks and put CommonJS interop
// helpers into the runtime chunk every page loads; their imports fail instead.
const jspdfWithoutOptionalImports = {
  name: 'jspdf-without-optional-imports',
  transform(code, id) {
    if (!/[\\/]jspdf[\\/]dist[\\/]jspdf\.es(\.min)?\.js$/.test(id)) return null;
    const patched = code.replace(/import\("(html2canvas|dompurify|canvg)"\)/g, 'Promise.reject(new Error("$1 is not bundled"))');
    if (patched === code) this.error('jsPDF no longer imports html2canvas, dompurify or canvg as expected; revisit this plugin');
    return { code: patched, map: null };
  },
};

// Zod 4 probes `new Function` once to decide whether to compile its object parsers. The sites' CSP
// forbids eval, so in browsers the probe is reported as a violation (and Lighthouse marks it) even
// though zod catches the error. Browser code parses only small forms: there zod runs jitless, as
// z.config({ jitless: true }) would set, from its first parse. Server code keeps the compiled parsers.
const zodJitlessInBrowsers = {
  name: 'zod-jitless-in-browsers',
  transform(code, id, options) {
    if (options?.ssr || !/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
    if (!code.includes('export const globalConfig')) this.error('zod no longer exports globalConfig from v4/core/core.js; revisit this plugin');
    return { code: `${code}\nglobalConfig.jitless = true;\n`, map: null };
  },
};

export default defineConfig({
  integrations: [react()],
  output: 'static',
  trailingSlash: 'ignore',
  compressHTML: true,
  devToolbar: { enabled: false },
  build: { format: 'directory', inlineStylesheets: 'always' },
  vite: { plugins: [jspdfWithoutOptionalImports, zodJitlessInBrowsers], build: { assetsInlineLimit: 0 } },
});
