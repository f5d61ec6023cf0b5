import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const server = path.resolve(import.meta.dirname, '..');

/** The module-level state the server keeps, each for a reason no host could change from outside. */
const KEPT = new Map([
  ['app.ts', 'the process server a host that made none uses (a function), made once from the environment'],
  ['store/time-ordered-id.ts', "the id generator's clock and sequence"],
]);

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'testing' || name === 'fixtures' ? [] : modules(file);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path.relative(server, file)] : [];
  });
}

describe('the server keeps no module-level settings', () => {
  it('declares no top-level let or var outside the kept few: what a feature needs comes in through the server context', () => {
    const mutable = modules(server).filter((file) => !KEPT.has(file) && /^(?:export\s+)?(?:let|var)\s/m.test(readFileSync(path.join(server, file), 'utf8')));
    expect(mutable).toEqual([]);
    for (const file of KEPT.keys()) expect(modules(server)).toContain(file);
  });
});
