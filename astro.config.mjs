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

export default defineConfig({
  integrations: [react()],
  output: 'static',
  trailingSlash: 'ignore',
  compressHTML: true,
  devToolbar: { enabled: false },
  build: { format: 'directory', inlineStylesheets: 'always' },
  vite: { plugins: [jspdfWithoutOptionalImports], build: { assetsInlineLimit: 0 } },
});
