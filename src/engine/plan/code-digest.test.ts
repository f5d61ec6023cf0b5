import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeDigest, codeDigestWatcher } from './code-digest.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function repo(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'code-digest-'));
  dirs.push(root);
  fs.mkdirSync(path.join(root, 'src/components/car'), { recursive: true });
  fs.mkdirSync(path.join(root, 'public'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src/components/car/CarCard.astro'), '<article>card</article>');
  fs.writeFileSync(path.join(root, 'src/components/car/card.test.ts'), 'test');
  fs.writeFileSync(path.join(root, 'public/favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(root, 'astro.config.mjs'), 'export default {}');
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
  return root;
}

describe('code digest', () => {
  it('changes when a component, a public file, the config, the lockfile or the build env changes — not for tests', () => {
    const root = repo();
    const cache = path.join(root, '.cache/code-digest.json');
    const base = codeDigest(root, cache, {});
    expect(codeDigest(root, cache, {})).toBe(base);
    fs.writeFileSync(path.join(root, 'src/components/car/card.test.ts'), 'changed test');
    expect(codeDigest(root, cache, {})).toBe(base);
    expect(codeDigest(root, cache, { MEILI_HOST: 'https://search.example.com' })).not.toBe(base);
    for (const [file, text] of [
      ['src/components/car/CarCard.astro', '<article>card v2</article>'],
      ['public/favicon.svg', '<svg></svg>'],
      ['astro.config.mjs', 'export default { a: 1 }'],
      ['package-lock.json', '{"a":1}'],
    ] as const) {
      const before = codeDigest(root, cache, {});
      fs.writeFileSync(path.join(root, file), text);
      expect(codeDigest(root, cache, {})).not.toBe(before);
    }
  });

  it('ignores the HTTP server, which no page imports', () => {
    const root = repo();
    const before = codeDigest(root, null, {});
    fs.mkdirSync(path.join(root, 'src/server/leads'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src/server/leads/lead-route.ts'), 'export {}');
    expect(codeDigest(root, null, {})).toBe(before);
    fs.writeFileSync(path.join(root, 'src/components/car/server-side.ts'), 'export {}');
    expect(codeDigest(root, null, {})).not.toBe(before);
  });

  it('gives the same digest with or without its stat cache', () => {
    const root = repo();
    const cache = path.join(root, '.cache/code-digest.json');
    const warm = codeDigest(root, cache, {});
    expect(codeDigest(root, null, {})).toBe(warm);
  });

  it('is kept by a watcher until a code input changes, then worked out again', async () => {
    const root = repo();
    const cache = path.join(root, '.cache/code-digest.json');
    const watcher = codeDigestWatcher(root, cache);
    try {
      const base = watcher.digest();
      expect(base).toBe(codeDigest(root, cache, process.env));
      const settles = async (expected: () => string) => {
        for (let waited = 0; watcher.digest() !== expected() && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
        return watcher.digest();
      };
      fs.writeFileSync(path.join(root, 'src/components/car/CarCard.astro'), '<article>card v2</article>');
      const edited = await settles(() => codeDigest(root, cache, process.env));
      expect(edited).not.toBe(base);
      fs.writeFileSync(path.join(root, 'package-lock.json.tmp'), '{"b":2}');
      fs.renameSync(path.join(root, 'package-lock.json.tmp'), path.join(root, 'package-lock.json'));
      expect(await settles(() => codeDigest(root, cache, process.env))).not.toBe(edited);
    } finally {
      watcher.close();
    }
  });
});
