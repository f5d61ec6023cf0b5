import os from 'node:os';
import { defineConfig } from 'vitest/config';
import FileDurationsReporter from './tests/setup/file-durations-reporter.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/guards/**/*.test.ts'],
    environment: 'node',
    // Property tests, process tests and 7,000-car fixtures take seconds when the machine is busy
    // (CI shares it), and so do setup hooks that generate the sample feed; a hung test still fails,
    // later. Speed is measured by the benchmarks.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // A throwaway PostgreSQL cluster, so the store tests run on both engines (rule: engineering.two-store-engines).
    globalSetup: ['src/server/store/testing/postgres-cluster.ts'],
    // Vitest's own default is a worker fewer than the cores: one worker on a 2-core CI machine, so a
    // core goes unused whenever the main process does not need it. Two there; elsewhere the default.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Files share a worker's modules instead of each importing the whole graph again: the suite took
    // 123 s (200 core-seconds, a third of it importing) isolated, 69 s (93) shared, with the same
    // results, and with the files in two shuffled orders. So a test file leaves nothing behind:
    // spies, stubbed globals and environment variables are undone after every test, and a file's
    // state lives in what it creates (a store, a server context, a temporary directory), not in a module.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    reporters: ['default', new FileDurationsReporter('unit')],
  },
});
