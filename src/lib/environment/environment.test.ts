import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvironmentSchema, parseEnvironment } from './environment.ts';
import { ENVIRONMENT_REFERENCE_PATH, renderEnvironmentReference } from './environment-reference.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Variables read that are no setting: handed from one of forecourt's processes to another it starts. */
const HANDOFFS = new Set(['FORECOURT_SNAPSHOT', 'LEAD_SERVER_FORWARD']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs|astro)$/.test(name) && !/\.(test|e2e|live\.test)\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every NAME read as env['NAME'], env.NAME or process.env… (assignments to it aside) in the source the server, engine and CLIs run. */
function variablesRead(): Map<string, string> {
  const read = new Map<string, string>();
  for (const file of ['src', 'scripts', 'netlify', 'api'].flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/env(?:\?)?(?:\.([A-Z][A-Z0-9_]+)|\['([A-Z][A-Z0-9_]+)'\])(?!\s*=[^=])/g)) {
      read.set(match[1] ?? match[2]!, path.relative(root, file));
    }
  }
  return read;
}

describe('the environment schema', () => {
  it('names every variable the source reads', () => {
    const known = new Set(Object.keys(EnvironmentSchema.shape));
    const read = variablesRead();
    expect(read.size).toBeGreaterThan(30);
    expect([...read].filter(([name]) => !known.has(name) && !HANDOFFS.has(name)).map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('reads an empty value as unset, trims, and gives each default', () => {
    const env = parseEnvironment({
      SMTP_URL: '',
      DATABASE_URL: '  postgres://db/leads ',
      FORECOURT_TRADE_IN_RATE_PER_MINUTE: ' ',
      VERCEL: '1',
      UNRELATED: 'x',
    });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBe('postgres://db/leads');
    expect([env.FORECOURT_LEAD_RATE_PER_MINUTE, env.FORECOURT_TRADE_IN_RATE_PER_MINUTE, env.PORT]).toEqual([10, 30, 4321]);
    expect([env.VERCEL, env.NETLIFY]).toEqual([true, false]);
    expect(env).not.toHaveProperty('UNRELATED');
  });

  it('refuses to start on values it cannot use, naming every variable at fault', () => {
    expect(() => parseEnvironment({ PORT: 'eighty', FORECOURT_LEAD_RATE_PER_MINUTE: '0' })).toThrow(
      /FORECOURT_LEAD_RATE_PER_MINUTE: expected a whole number above 0, got "0"\n {2}PORT: expected a whole number above 0, got "eighty"/,
    );
  });

  it(`matches the committed ${ENVIRONMENT_REFERENCE_PATH} (npm run docs:env writes it), a row for every variable`, () => {
    const doc = readFileSync(path.join(root, ENVIRONMENT_REFERENCE_PATH), 'utf8');
    expect(doc).toBe(renderEnvironmentReference());
    for (const name of Object.keys(EnvironmentSchema.shape)) expect(doc).toContain(`| \`${name}\` |`);
  });
});
