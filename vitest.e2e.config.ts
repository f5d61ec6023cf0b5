import { defineConfig } from 'vitest/config';
import FileDurationsReporter from './tests/setup/file-durations-reporter.ts';
import JourneySequencer from './tests/setup/journey-sequencer.ts';

// Browser journeys: a real build of the sample dealers, served locally, driven in Debian's Chromium.
// docs/testing.md says how they are organised and run.
export default defineConfig({
  test: {
    globalSetup: ['tests/setup/global-setup.ts'],
    testTimeout: 60_000,
    // expect.poll waits up to 10 s (vitest's default is 1 s): with three files at a time a page's
    // island can take longer than a second to hydrate and fill in, and a poll ends as soon as it holds.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 600_000,
    // Three files at a time, each with its own Chromium, against the one build and server of the
    // global setup. A journey spends much of its time waiting (for a page's network to go quiet, a
    // rebuild, the lead forwarder, a rate limit's gap): measured with `time`, the journeys used about
    // half of CI's two cores when they ran two files at a time with the operator files one by one
    // after them. Every journey keeps its own data apart (its own phone number, e-mail, car, work
    // directory and server), so their order is free, and the operator journeys — which build
    // dealers in work directories of their own — run beside the shopper files; their "live within
    // seconds" checks passed with the machine at a load of 20.
    fileParallelism: true,
    maxWorkers: 3,
    // The quality gate checks its pages, and its pages' states, a few at a time (it.concurrent,
    // describe.concurrent); no other file has concurrent tests.
    maxConcurrency: 4,
    sequence: { sequencer: JourneySequencer },
    reporters: ['default', new FileDurationsReporter('journeys')],
    include: ['tests/shopper/**/*.e2e.ts', 'tests/console/**/*.e2e.ts', 'tests/quality/**/*.e2e.ts', 'tests/operator/**/*.e2e.ts'],
  },
});
