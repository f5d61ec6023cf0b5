import { EnvironmentSchema, VARIABLE_DOCS, type VariableGroup } from './environment.ts';

export const ENVIRONMENT_REFERENCE_PATH = 'docs/environment.md';

const GROUPS: Record<VariableGroup, string> = {
  server: 'The server (npm start and the functions)',
  providers: 'Providers (each unset falls back to the embedded one)',
  search: 'The stock index',
  build: 'The build engine',
  publish: 'Publishing to a bucket and purging the CDN',
  tooling: 'Tests and benches',
};

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** docs/environment.md: one table per group, every variable of `EnvironmentSchema` in the schema's order. */
export function renderEnvironmentReference(): string {
  const rows = new Map<VariableGroup, string[]>();
  for (const [name, schema] of Object.entries(EnvironmentSchema.shape)) {
    const doc = VARIABLE_DOCS.get(schema);
    if (!doc) throw new Error(`${name} has no entry in VARIABLE_DOCS`);
    const list = rows.get(doc.group) ?? [];
    list.push(`| \`${name}\` | ${doc.default === undefined ? '' : `\`${cell(doc.default)}\``} | ${cell(doc.about)} |`);
    rows.set(doc.group, list);
  }
  const sections = (Object.keys(GROUPS) as VariableGroup[]).map((group) =>
    [`## ${GROUPS[group]}`, '', '| Variable | Default | What it does |', '| --- | --- | --- |', ...(rows.get(group) ?? [])].join('\n'),
  );
  return [
    '# Environment variables',
    '',
    '<!-- Generated from src/lib/environment/environment.ts by `npm run docs:env`; a unit test fails when this file is stale. -->',
    '',
    'Every variable forecourt reads is in one zod schema (`EnvironmentSchema`). The server parses it once at start-up',
    '(`createServerContext` in `src/server/context/server-context.ts`) and refuses to start on a value it cannot use, naming',
    'each variable at fault. An empty value is the same as an unset one. Besides these, a dealer whose leads go to a',
    "webhook names the variable holding that webhook's secret in its config (`leads.forward.webhook.secret_env`).",
    '',
    '**Functions run on Node 20 or later** (the Netlify and Vercel functions in `netlify/functions/` and `api/`; checked on',
    'Node 20.20 with the function bundled by esbuild, storing a lead in PostgreSQL). They need `DATABASE_URL`, and with it',
    "never load Node's built-in `node:sqlite`: the embedded store is imported only when it is used, and needs Node 22.5 or",
    'later (`npm start`, the CLIs and the builds run on Node 24, which the project pins).',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}
