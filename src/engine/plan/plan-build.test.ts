import { describe, expect, it } from 'vitest';
import { keepsTimeState, planBuild, type BuildPlan, type PlanInput } from './plan-build.ts';
import type { BuildManifest } from './manifest.ts';
import { testManifest } from './fixtures/manifest.ts';

const T1 = '2026-11-22T01:00:00.000Z';
const T2 = '2026-11-22T02:00:00.000Z';
const none = { state: 'none', until: null };

type Car = PlanInput['cars'][number];
const car = (id: string, doc = `doc-${id}`, time: Car['time'] = none): Car => ({ id, slug: `car-${id}`, doc, time });

const input = (over: Partial<PlanInput>): PlanInput => ({
  previous: null,
  cars: [car('1'), car('2')],
  code: 'code-1',
  dealer: 'dealer-1',
  dealerFiles: [],
  date: '2026-11-22',
  builtAt: T1,
  full: false,
  bundleReady: () => true,
  ...over,
});

/** The manifest a release of `plan` writes (release-build.ts), as far as the planner reads it. */
const released = (plan: BuildPlan, buildId: string, o: { dealerFiles?: string[]; buildFiles?: string[] } = {}): BuildManifest =>
  testManifest({
    buildId,
    cars: plan.cars,
    digests: plan.digests,
    stockUpdatedAt: plan.stockUpdatedAt,
    dealerFiles: o.dealerFiles ?? [],
    buildFiles: o.buildFiles ?? ['_build.json'],
  });

describe('planBuild', () => {
  it('plans a first build as full: every car added, every page listed, nothing carried over', () => {
    const plan = planBuild(input({}));
    expect(plan.mode).toBe('full');
    expect(plan.previousBuildId).toBeNull();
    expect(plan.carChanges).toEqual({ added: ['1', '2'], changed: [], removed: [], kept: 0 });
    expect(plan.focus).toBeNull();
    expect(plan.carryOver).toBeNull();
    expect(plan.copyDealerFiles).toBe(true);
    expect(plan.stockUpdatedAt).toBe(T1);
    expect(Object.keys(plan.carKeys)).toEqual(['1', '2']);
  });

  it('releases the previous build again when nothing a page renders from changed', () => {
    const previous = released(planBuild(input({})), 'b1');
    const plan = planBuild(input({ previous, builtAt: T2 }));
    expect(plan.mode).toBe('unchanged');
    expect(plan.previousBuildId).toBe('b1');
    expect(plan.carChanges).toEqual({ added: [], changed: [], removed: [], kept: 2 });
    expect(plan.stockUpdatedAt).toBe(T1);
  });

  it('plans a stock change as incremental: only the changed, added and tag-changed cars are listed, removed cars named', () => {
    const previous = released(planBuild(input({ cars: [car('1'), car('2'), car('3')] })), 'b1');
    const plan = planBuild(input({ previous, builtAt: T2, cars: [car('1', 'doc-1b'), car('3', 'doc-3', { state: 'just-sold', until: null }), car('4')] }));
    expect(plan.mode).toBe('incremental');
    expect(plan.carChanges).toEqual({ added: ['4'], changed: ['1'], removed: ['2'], kept: 1 });
    // Car 3's record is the same but its tag changed: its pages re-render, its change time stays.
    expect(plan.focus).toEqual(['1', '3', '4']);
    expect(plan.carChangedAt).toEqual({ '1': T2, '3': T1, '4': T2 });
    expect(plan.differing.changedAt).toEqual({ '1': T2, '4': T2 });
    expect(plan.carryOver).toEqual({ buildId: 'b1', cloned: true });
    expect(plan.stockUpdatedAt).toBe(T2);
    expect(plan.copyDealerFiles).toBe(false);
    expect(plan.dropFromClone).toEqual(['_build.json']);
    expect(plan.patchSnapshot).toBe(true);
  });

  it("lists every page when the dealer's inputs changed, and replaces the dealer's files", () => {
    const previous = released(planBuild(input({})), 'b1', { dealerFiles: ['logo.svg'] });
    const plan = planBuild(input({ previous, dealer: 'dealer-2', dealerFiles: ['logo.svg'] }));
    expect(plan.mode).toBe('incremental');
    expect(plan.focus).toBeNull();
    expect(plan.copyDealerFiles).toBe(true);
    expect(plan.dropFromClone).toEqual(['_build.json', 'logo.svg']);
  });

  it('starts afresh, reusing unchanged pages file by file, when the code, the bundle or the dealer public files changed', () => {
    const previous = released(planBuild(input({})), 'b1', { dealerFiles: ['logo.svg'] });
    const newCode = planBuild(input({ previous, code: 'code-2', dealerFiles: ['logo.svg'] }));
    expect(newCode.mode).toBe('full');
    expect(newCode.carryOver).toEqual({ buildId: 'b1', cloned: false });
    expect(newCode.patchSnapshot).toBe(false);
    const changedCar = [car('1', 'doc-1b'), car('2')];
    expect(planBuild(input({ previous, cars: changedCar, dealerFiles: ['logo.svg'] })).mode).toBe('incremental');
    expect(planBuild(input({ previous, cars: changedCar, dealerFiles: ['logo.svg'], bundleReady: () => false })).mode).toBe('full');
    // A public file's content is in the dealer digest, so a new file changes it too.
    const newFile = planBuild(input({ previous, dealer: 'dealer-2', dealerFiles: ['logo.svg', 'offer.pdf'] }));
    expect(newFile.mode).toBe('full');
    expect(newFile.dropFromClone).toEqual([]);
  });

  it('renders everything for a forced full build, carrying nothing over', () => {
    const previous = released(planBuild(input({})), 'b1');
    const plan = planBuild(input({ previous, full: true }));
    expect(plan.mode).toBe('full');
    expect(plan.carryOver).toBeNull();
    expect(plan.focus).toBeNull();
  });

  it('asks whether the bundle is kept for the key of this code, and is the same plan for the same input', () => {
    const asked: string[] = [];
    const previous = released(planBuild(input({})), 'b1');
    const a = planBuild(input({ previous, cars: [car('1', 'doc-1b'), car('2')], bundleReady: (key) => (asked.push(key), true) }));
    const b = planBuild(input({ previous, cars: [car('1', 'doc-1b'), car('2')] }));
    expect(asked).toEqual([a.digests.bundle]);
    expect(JSON.parse(JSON.stringify(a))).toEqual(b);
  });
});

describe('keepsTimeState', () => {
  const at = new Date(T2);
  it("keeps a car's time state only for the same record, code and dealer, until it lapses", () => {
    const first = planBuild(
      input({ cars: [car('1', 'doc-1', { state: 'new-arrival', until: at.getTime() + 1 }), car('2', 'doc-2', { state: 'new-arrival', until: at.getTime() })] }),
    );
    const previous = released(first, 'b1');
    const keeps = keepsTimeState(previous, { code: 'code-1', dealer: 'dealer-1', at });
    expect(keeps({ id: '1', slug: 'car-1', doc: 'doc-1' })).toBe(true);
    expect(keeps({ id: '1', slug: 'car-1', doc: 'doc-1b' })).toBe(false);
    expect(keeps({ id: '2', slug: 'car-2', doc: 'doc-2' })).toBe(false);
    expect(keepsTimeState(previous, { code: 'code-2', dealer: 'dealer-1', at })({ id: '1', slug: 'car-1', doc: 'doc-1' })).toBe(false);
    expect(keepsTimeState(null, { code: 'code-1', dealer: 'dealer-1', at })({ id: '1', slug: 'car-1', doc: 'doc-1' })).toBe(false);
  });
});
