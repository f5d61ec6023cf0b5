import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMeasured } from './measured-process.ts';

/** What `npm run bench:build -- --baseline` compares the sample dealers' full build with. */
export type BareBuild = { pages: number; seconds: number; cpuSeconds: number; peak: number };

/**
 * A bare Astro project of `pages` pages from one getStaticPaths route — a heading, a price and one
 * `client:visible` React island each — built with the project's own astro and @astrojs/react (its
 * node_modules linked in), in a throwaway folder.
 *
 * Its package.json must list @astrojs/react (and astro, react, react-dom) as dependencies: Astro
 * finds the packages to bundle into its server build (Vite's `ssr.noExternal`) by crawling the
 * project's package.json dependencies for packages that depend on astro (vitefu's
 * crawlFrameworkPkgs, astro/dist/core/create-vite.js). Without them @astrojs/react/server.js stays
 * external, so the prerender step has Node import it, and its `import opts from "astro:react:opts"`
 * (a Vite virtual module) fails with "Only URLs with a scheme in: file, data, and node are
 * supported … Received protocol 'astro:'" — whatever the node_modules link or Vite root.
 */
export async function buildBareAstro(root: string, pages: number): Promise<BareBuild> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-bare-astro-'));
  try {
    writeBareProject(root, dir, pages);
    const run = await runMeasured([path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
      cwd: dir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    });
    if (run.code !== 0) throw new Error(`the bare Astro build failed:\n${run.output.slice(-3000)}`);
    const built = countPages(path.join(dir, 'dist', 'cars'));
    if (built !== pages) throw new Error(`the bare Astro build made ${built} pages, not ${pages}:\n${run.output.slice(-3000)}`);
    const first = fs.readFileSync(path.join(dir, 'dist', 'cars', '1', 'index.html'), 'utf8');
    if (!/<astro-island[^>]*client="visible"/.test(first)) throw new Error(`the bare Astro pages have no client:visible island:\n${first}`);
    return { pages: built, seconds: run.seconds, cpuSeconds: run.cpuSeconds, peak: run.peak };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function writeBareProject(root: string, dir: string, pages: number): void {
  const own = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const dependencies = Object.fromEntries(['astro', '@astrojs/react', 'react', 'react-dom'].map((name) => [name, own.dependencies[name]!]));
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'bare-astro', private: true, type: 'module', dependencies }, null, 2),
    'astro.config.mjs':
      "import { defineConfig } from 'astro/config';\nimport react from '@astrojs/react';\n\nexport default defineConfig({ integrations: [react()] });\n",
    'tsconfig.json': JSON.stringify({ extends: 'astro/tsconfigs/strict', compilerOptions: { jsx: 'react-jsx', jsxImportSource: 'react' } }),
    'src/components/SaveButton.tsx': [
      "import { useState } from 'react';",
      '',
      'export default function SaveButton() {',
      '  const [saved, setSaved] = useState(false);',
      '  return <button type="button" aria-pressed={saved} onClick={() => setSaved(!saved)}>{saved ? "Saved" : "Save"}</button>;',
      '}',
      '',
    ].join('\n'),
    'src/pages/cars/[id].astro': [
      '---',
      "import SaveButton from '../../components/SaveButton.tsx';",
      '',
      'export function getStaticPaths() {',
      `  return Array.from({ length: ${pages} }, (_, i) => ({ params: { id: String(i + 1) }, props: { price: 15_000 + ((i * 7_919) % 60_000) } }));`,
      '}',
      'const { id } = Astro.params;',
      'const { price } = Astro.props;',
      '---',
      '<html lang="en">',
      '  <head><meta charset="utf-8" /><title>Car {id}</title></head>',
      '  <body>',
      '    <h1>Car {id}</h1>',
      "    <p>{price.toLocaleString('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })}</p>",
      '    <SaveButton client:visible />',
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}

function countPages(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir).filter((name) => fs.existsSync(path.join(dir, name, 'index.html'))).length;
}
