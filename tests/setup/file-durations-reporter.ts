import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** What a run of one suite leaves in test-results/<suite>-durations.json for `node scripts/test-timings.ts`. */
export type SuiteDurations = {
  suite: string;
  /** From the run's start (before a global setup) to its end. */
  wallMs: number;
  /** Each test file's own time: importing it, its hooks and its tests. */
  files: { file: string; ms: number; state: string }[];
};

/** Where the run of `suite` records its durations. */
const durationsFile = (root: string, suite: string) => path.join(root, 'test-results', `${suite}-durations.json`);

/**
 * Records the wall time of a run and each test file's duration, so CI can print where the time
 * went (the ten slowest files of the unit suite and the journeys together).
 */
export default class FileDurationsReporter implements Reporter {
  private readonly suite: string;
  private started = performance.now();
  private root = process.cwd();

  constructor(suite: string) {
    this.suite = suite;
  }

  onInit(vitest: { config: { root: string } }): void {
    this.started = performance.now();
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const record: SuiteDurations = {
      suite: this.suite,
      wallMs: Math.round(performance.now() - this.started),
      files: modules.map((m) => {
        const d = m.diagnostic();
        return {
          file: path.relative(this.root, m.moduleId),
          ms: Math.round(d.prepareDuration + d.environmentSetupDuration + d.collectDuration + d.setupDuration + d.duration),
          state: m.state(),
        };
      }),
    };
    const file = durationsFile(this.root, this.suite);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  }
}
