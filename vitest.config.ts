import { defineConfig } from 'vitest/config';

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
  },
});
