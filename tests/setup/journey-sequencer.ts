import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The quality gate's files, longest first: the page gate's shards, the state gate's, then its other files. */
const GATE_ORDER = [
  /\/tests\/quality\/every-page-passes-axe\.shard-\d+\.e2e\.ts$/,
  /\/tests\/quality\/every-page-state-passes-axe\.shard-\d+\.e2e\.ts$/,
  /\/tests\/quality\//,
];

/**
 * The journeys' order across the workers: vitest's own (files that failed last time, then the
 * slowest last time, then — with no record, as in a fresh clone — the largest), with the quality
 * gate's files first whatever the record, longest first (GATE_ORDER). Each of its shards is still
 * among the longest files: started last, they would run alone at the end while the other workers sat
 * idle. The operator journeys, which wait seconds for a change to go live, take no place of their
 * own: they run beside the gate's shards and the shopper files as vitest's order brings them.
 */
export default class JourneySequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const gate = GATE_ORDER.findIndex((pattern) => pattern.test(spec.moduleId));
      return gate === -1 ? GATE_ORDER.length : gate;
    };
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
