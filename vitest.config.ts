import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/guards/**/*.test.ts'],
    environment: 'node',
    // A throwaway PostgreSQL cluster, so the store tests run on both engines (DESIGN §9).
    globalSetup: ['src/server/store/testing/postgres-cluster.ts'],
  },
});
