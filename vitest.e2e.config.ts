import { defineConfig } from 'vitest/config';

// Browser journeys: a real build of the sample dealers, served locally, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['tests/shopper/**/*.e2e.ts', 'tests/operator/**/*.e2e.ts', 'tests/quality/**/*.e2e.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
