/**
 * Import rules `npm run check` enforces (dependency-cruiser). The rooms: src/lib (framework-free
 * domain rules), src/stores (nanostores), src/components + layouts + pages (UI), src/site-data
 * (what pages read at build time), src/engine (build, render, release, rebuild, local server),
 * src/server (the HTTP app), src/dev (the sample-feed generator and bench helpers), scripts (thin CLIs).
 * .astro files are cruised too: package.json's lint:imports names them by a glob, as scanning a
 * folder skips them (before that glob, no rule saw a page's or component's imports).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', comment: 'Import cycles make load order and ownership unclear.', from: {}, to: { circular: true } },
    {
      name: 'lib-is-framework-free',
      severity: 'error',
      comment: 'src/lib is pure domain code: no UI framework, store, server framework or build engine.',
      from: { path: '^src/lib/' },
      to: {
        path: '^(node_modules/(react|react-dom|astro|@astrojs|nanostores|@nanostores|hono|@hono)/|src/(engine|server|site-data|components|layouts|pages|stores|dev)/)',
      },
    },
    {
      name: 'ui-does-not-import-the-engine-or-server',
      severity: 'error',
      comment: 'Components, layouts, pages and stores read build data through src/site-data and talk to the server over HTTP.',
      from: { path: '^src/(components|layouts|pages|stores)/' },
      to: { path: '^src/(engine|server|dev)/' },
    },
    {
      name: 'ui-reads-site-data-through-its-module',
      severity: 'error',
      comment:
        'Pages and components read the snapshot through site-data.server.ts (siteData(), carPaths(), perSnapshot()) and the loaders built on it (*.server.ts), and the page-kind contract (page-inputs.ts); the snapshot file, its patching and the render hand-over (render-handover.ts) are the engine side of that module.',
      from: { path: '^src/(components|layouts|pages)/' },
      to: { path: '^src/site-data/', pathNot: '^src/site-data/([a-z-]+\\.server\\.ts|page-inputs\\.ts)$' },
    },
    {
      name: 'engine-hands-the-snapshot-over-in-one-place',
      severity: 'error',
      comment:
        'The engine hands a render its snapshot through render-handover.ts; the page-side modules (*.server.ts) are for pages, which hold their own copy of them in the render bundle.',
      from: { path: '^src/(engine|dev)/' },
      to: { path: '^src/site-data/[a-z-]+\\.server\\.ts$' },
    },
    {
      name: 'server-does-not-import-the-engine',
      severity: 'error',
      comment: 'The HTTP app deploys as a serverless function without the build engine; the engine wires itself into the server, not the reverse.',
      from: { path: '^src/server/' },
      to: { path: '^src/(engine|dev)/' },
    },
    {
      name: 'features-routes-get-the-context',
      severity: 'error',
      comment:
        "A feature's routes are made by createApp (src/server/app.ts) from the server context and the feature's services; nothing else imports a routes module, so no host can configure one from outside through a module-level setter (src/server/context/module-state.test.ts guards the setters themselves).",
      from: { pathNot: '^src/server/(app\\.ts|.+-routes?(\\.test)?\\.ts|phone-reveal/phone-reveal(\\.test)?\\.ts|.+/(fixtures|testing)/.+)$' },
      to: { path: '^src/server/(.+-routes?\\.ts|phone-reveal/phone-reveal\\.ts)$' },
    },
    {
      name: 'site-data-does-not-import-the-engine',
      severity: 'error',
      comment: 'Pages run inside the render bundle; the engine depends on the snapshot contract, not the other way round.',
      from: { path: '^src/site-data/' },
      to: { path: '^src/(engine|server|components|dev)/' },
    },
    {
      name: 'console-code-stays-in-the-console',
      severity: 'error',
      comment:
        "The dealer console's islands and helpers are imported only by the console's own pages and layout, so nothing of the console is built into the public pages' JavaScript (issue 29; docs/console.md).",
      from: { path: '^src/', pathNot: '^src/(components/console/|layouts/ConsoleLayout\\.astro$|pages/console/)' },
      to: { path: '^src/(components/console/|layouts/ConsoleLayout\\.astro$)' },
    },
    {
      name: 'nothing-imports-scripts',
      severity: 'error',
      comment: 'scripts/ holds CLIs; code they share lives under src/.',
      from: { path: '^src/' },
      to: { path: '^scripts/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|builds|\\.cache|\\.astro)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
