import { defineConfig } from 'vitest/config';
import FileDurationsReporter from './tests/setup/file-durations-reporter.ts';
import JourneySequencer from './tests/setup/journey-sequencer.ts';

// Browser journeys: a real build of the sample dealers, served locally, driven in Debian's Chromium.
// docs/testing.md says how they are organised and run.
export default defineConfig({
  test: {
    globalSetup: ['tests/setup/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 600_000,
    // Two files at a time, each with its own Chromium, against the one build and server of the
    // global setup: a journey spends much of its time waiting (for a page's network to go quiet, a
    // rebuild, a rate limit's gap), which the other file's work fills. Every journey keeps its own
    // data apart (its own phone number, e-mail, car or work directory), so their order is free.
    fileParallelism: true,
    maxWorkers: 2,
    // The quality gate checks its pages a few at a time (it.concurrent); no other file has concurrent tests.
    maxConcurrency: 3,
    sequence: { sequencer: JourneySequencer },
    reporters: ['default', new FileDurationsReporter('journeys')],
    // The operator journeys build and rebuild dealers (CPU-bound) and wait for a change to go live
    // within seconds: they run one at a time, after the shopper and quality files, so no other file
    // competes with their builds for this machine's two cores.
    projects: [
      {
        test: {
          name: 'shopper',
          include: ['tests/shopper/**/*.e2e.ts', 'tests/console/**/*.e2e.ts', 'tests/quality/**/*.e2e.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      { test: { name: 'operator', include: ['tests/operator/**/*.e2e.ts'], maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
