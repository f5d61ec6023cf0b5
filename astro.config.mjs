import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// The dealer being built, its outDir, cacheDir and site URL arrive from src/engine/render/astro-child.ts
// as inline config; this file holds only what every dealer site shares.
export default defineConfig({
  integrations: [react()],
  output: 'static',
  trailingSlash: 'ignore',
  compressHTML: true,
  devToolbar: { enabled: false },
  build: { format: 'directory', inlineStylesheets: 'always' },
  vite: { build: { assetsInlineLimit: 0 } },
});
