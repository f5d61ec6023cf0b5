/**
 * Records every platform's optional native binding in package-lock.json, so `npm ci` accepts the
 * lockfile on any machine. npm leaves out the bindings it cannot resolve from the registry it
 * talks to (a mirror may carry only this platform's), and `npm ci` then reports them missing.
 * A recorded entry for another platform is skipped by npm on this one (its os / cpu / libc do not
 * match) and fetched by name and version where it does. Run after any change of dependencies:
 * `npm run lock:platforms`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type LockEntry = {
  version?: string;
  optional?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
};

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];

/** Platform constraints read from a binding's name, e.g. `…-linux-arm64-musl` or `…-wasm32-wasi`. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | undefined {
  const parts = name.split('/').pop()!.split('-');
  const cpu = parts.find((part) => CPU.includes(part));
  const os = parts.find((part) => OS.includes(part));
  if (!cpu) return undefined;
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc && os === 'linux' ? { libc: [libc] } : {}) };
}

/** Where Node looks for `dep` from the package at `from`, nearest first. */
function resolutionPaths(from: string, dep: string): string[] {
  const paths: string[] = [];
  for (let at = from; ;) {
    paths.push(`${at ? `${at}/` : ''}node_modules/${dep}`);
    const cut = at.lastIndexOf('/node_modules/');
    if (cut < 0) break;
    at = at.slice(0, cut);
  }
  if (from !== '' && !paths.includes(`node_modules/${dep}`)) paths.push(`node_modules/${dep}`);
  return paths;
}

export function recordPlatformBindings(lock: { packages: Record<string, LockEntry> }): string[] {
  const added: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const version = range.replace(/^[\^~=]/, '');
      // Node resolves `dep` from the nearest node_modules up the tree, so npm records it there.
      const nearest = resolutionPaths(path, dep).find((candidate) => lock.packages[candidate]);
      if (nearest && lock.packages[nearest]!.version === version) continue;
      const platform = platformOf(dep);
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
      const flags = entry.dev ? { dev: true } : entry.devOptional ? { devOptional: true } : {};
      // Another version sits on the way up: npm nests this one under the package that wants it.
      lock.packages[nearest ? `${path}/node_modules/${dep}` : `node_modules/${dep}`] = { version, ...flags, optional: true, ...platform };
      added.push(`${dep}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  return added;
}

if (import.meta.main) {
  const file = new URL('../package-lock.json', import.meta.url);
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = recordPlatformBindings(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `recorded ${added.length} platform bindings:\n  ${added.join('\n  ')}` : 'every platform binding already recorded');
}
