import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { platformOf, recordPlatformBindings } from './lock-platforms.ts';

describe('lock-platforms', () => {
  it('reads os, cpu and libc from a binding name', () => {
    expect(platformOf('@x/binding-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@x/binding-linux-x64-musl')).toEqual({ os: ['linux'], cpu: ['x64'], libc: ['musl'] });
    expect(platformOf('@x/binding-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOf('left-pad')).toBeUndefined();
  });

  it('records a missing binding, nested when another version is hoisted', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/@x/core': { version: '2.0.0', optionalDependencies: { '@x/binding-darwin-arm64': '2.0.0', '@x/binding-linux-x64-gnu': '2.0.0' } },
        'node_modules/@x/binding-linux-x64-gnu': { version: '2.0.0', optional: true },
        'node_modules/@x/binding-darwin-arm64': { version: '1.0.0', optional: true },
      },
    };
    expect(recordPlatformBindings(lock)).toEqual(['@x/binding-darwin-arm64@2.0.0']);
    expect(lock.packages['node_modules/@x/core/node_modules/@x/binding-darwin-arm64' as keyof typeof lock.packages]).toEqual({
      version: '2.0.0',
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
  });

  it('leaves nothing missing in the committed lockfile, so npm ci accepts it', () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    expect(recordPlatformBindings(lock)).toEqual([]);
  });
});
