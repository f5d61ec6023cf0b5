import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys' order across the workers: vitest's own (files that failed last time, then the
 * slowest last time, then — with no record, as in a fresh clone — the largest), with the quality
 * gate's files first whatever the record. They are by far the longest: started last, they would
 * run alone at the end while the other worker sat idle.
 */
export default class JourneySequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => (spec.moduleId.includes('/tests/quality/') ? 0 : 1);
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
