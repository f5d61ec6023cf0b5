import { describe, expect, it } from 'vitest';
import { RebuildQueue, type Clock, type RebuildJob, type RebuildOutcome } from './rebuild-queue.ts';

/** A clock whose timers fire only when the test advances time. */
class FakeClock implements Clock {
  time = 0;
  #timers = new Map<number, { at: number; fn: () => void }>();
  #next = 1;
  now = () => this.time;
  setTimeout = (fn: () => void, ms: number) => {
    const id = this.#next++;
    this.#timers.set(id, { at: this.time + ms, fn });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.#timers.delete(handle as number);
  };
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.#timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.#timers.delete(due[0]);
      this.time = due[1].at;
      due[1].fn();
      await flush();
    }
    this.time = end;
    await flush();
  }
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A builder that records jobs and finishes each only when the test says so. */
function fakeBuilder() {
  const jobs: RebuildJob[] = [];
  const finishers: ((o: RebuildOutcome) => void)[] = [];
  const running = new Set<string>();
  let overlap = false;
  let maxParallel = 0;
  const builder = (job: RebuildJob) => {
    if (running.has(job.slug)) overlap = true;
    running.add(job.slug);
    maxParallel = Math.max(maxParallel, running.size);
    jobs.push(job);
    return new Promise<RebuildOutcome>((resolve) =>
      finishers.push((o) => {
        running.delete(job.slug);
        resolve(o);
      }),
    );
  };
  const finishAll = async () => {
    for (const finish of finishers.splice(0)) finish({ ok: true, detail: 'built' });
    await flush();
  };
  return { builder, jobs, finishAll, stats: () => ({ overlap, maxParallel }) };
}

const trigger = (n: number, carIds: string[] = [`car-${n}`]) => ({ deliveryId: `d-${n}`, carIds, receivedAt: n });

describe('RebuildQueue', () => {
  it('builds the first event for an idle dealer at once, and a burst during that build as one more build', async () => {
    const clock = new FakeClock();
    const fake = fakeBuilder();
    const log: string[] = [];
    const queue = new RebuildQueue({ builder: fake.builder, clock, debounceMs: 500, maxWaitMs: 60_000, log: (l) => log.push(l) });
    queue.enqueue('harbour-mazda', trigger(0));
    await flush();
    expect(fake.jobs.map((j) => j.triggers.map((t) => t.deliveryId))).toEqual([['d-0']]);
    for (let i = 1; i < 50; i++) {
      queue.enqueue('harbour-mazda', trigger(i));
      await clock.advance(100);
    }
    await fake.finishAll();
    expect(fake.jobs).toHaveLength(1);
    await clock.advance(500);
    expect(fake.jobs).toHaveLength(2);
    expect(fake.jobs[1]!.triggers.map((t) => t.deliveryId)).toEqual(Array.from({ length: 49 }, (_, i) => `d-${i + 1}`));
    await fake.finishAll();
    await queue.idle();
    expect(fake.jobs).toHaveLength(2);
    expect(log.some((l) => l.includes('harbour-mazda: done') && l.includes('49 event(s)') && l.includes('built'))).toBe(true);
  });

  it('debounces events that arrive just after a build ended into one build', async () => {
    const clock = new FakeClock();
    const fake = fakeBuilder();
    const queue = new RebuildQueue({ builder: fake.builder, clock, debounceMs: 500, maxWaitMs: 60_000, log: () => {} });
    queue.enqueue('harbour-mazda', trigger(0));
    await flush();
    await fake.finishAll();
    for (let i = 1; i <= 5; i++) {
      queue.enqueue('harbour-mazda', trigger(i));
      await clock.advance(100);
    }
    expect(fake.jobs).toHaveLength(1);
    await clock.advance(500);
    expect(fake.jobs.map((j) => j.triggers.length)).toEqual([1, 5]);
    await fake.finishAll();
    // Quiet again: the next event builds at once.
    await clock.advance(1_000);
    queue.enqueue('harbour-mazda', trigger(9));
    await flush();
    expect(fake.jobs).toHaveLength(3);
  });

  it('builds after maxWait even while events keep arriving', async () => {
    const clock = new FakeClock();
    const fake = fakeBuilder();
    const queue = new RebuildQueue({ builder: fake.builder, clock, debounceMs: 500, maxWaitMs: 2_000, log: () => {} });
    for (let i = 0; i < 30; i++) {
      queue.enqueue('harbour-mazda', trigger(i));
      await clock.advance(200);
    }
    expect(fake.jobs.length).toBeGreaterThanOrEqual(1);
    expect(fake.jobs[0]!.triggers.length).toBeLessThanOrEqual(11);
  });

  it('never builds one dealer twice at once: events during a build make exactly one more build', async () => {
    const clock = new FakeClock();
    const fake = fakeBuilder();
    const queue = new RebuildQueue({ builder: fake.builder, clock, debounceMs: 100, concurrency: 4, log: () => {} });
    queue.enqueue('westside-used-cars', trigger(1));
    await clock.advance(100);
    expect(fake.jobs).toHaveLength(1);
    for (let i = 2; i <= 6; i++) queue.enqueue('westside-used-cars', trigger(i));
    await clock.advance(1_000);
    expect(fake.jobs).toHaveLength(1);
    await fake.finishAll();
    await clock.advance(100);
    expect(fake.jobs).toHaveLength(2);
    expect(fake.jobs[1]!.triggers.map((t) => t.deliveryId)).toEqual(['d-2', 'd-3', 'd-4', 'd-5', 'd-6']);
    await fake.finishAll();
    await queue.idle();
    expect(fake.stats().overlap).toBe(false);
  });

  it('bounds how many dealers build at once', async () => {
    const clock = new FakeClock();
    const fake = fakeBuilder();
    const queue = new RebuildQueue({ builder: fake.builder, clock, debounceMs: 10, concurrency: 2, log: () => {} });
    for (const slug of ['a', 'b', 'c', 'd']) queue.enqueue(slug, trigger(1));
    await clock.advance(10);
    expect(fake.jobs.map((j) => j.slug)).toEqual(['a', 'b']);
    await fake.finishAll();
    expect(fake.jobs.map((j) => j.slug)).toEqual(['a', 'b', 'c', 'd']);
    await fake.finishAll();
    await queue.idle();
    expect(fake.stats().maxParallel).toBe(2);
  });

  it('logs a failed job with its trigger and keeps serving other events', async () => {
    const clock = new FakeClock();
    const log: string[] = [];
    let calls = 0;
    const queue = new RebuildQueue({
      builder: () => (++calls === 1 ? Promise.reject(new Error('disk full')) : Promise.resolve({ ok: true, detail: 'ok' })),
      clock,
      debounceMs: 10,
      log: (l) => log.push(l),
    });
    queue.enqueue('harbour-mazda', trigger(7, ['200007']));
    await clock.advance(10);
    queue.enqueue('harbour-mazda', trigger(8));
    await clock.advance(10);
    await queue.idle();
    expect(log.find((l) => l.includes('FAILED'))).toMatch(/harbour-mazda: FAILED .*d-7.*200007.*disk full/);
    expect(calls).toBe(2);
  });

  it('builds the holds made within the availability window as one build of the dealer, not one per hold', async () => {
    const clock = new FakeClock();
    const fake = fakeBuilder();
    const queue = new RebuildQueue({ builder: fake.builder, clock, debounceMs: 400, availabilityWindowMs: 2_000, log: () => {} });
    const hold = (n: number) => ({ ...trigger(n, [`400${n}`]), availability: true as const });
    for (let i = 0; i < 30; i++) {
      queue.enqueue('westside-used-cars', hold(i));
      await clock.advance(60);
    }
    // 30 holds in 1.8 s: nothing built yet, then one build with every hold once the window closes.
    expect(fake.jobs).toHaveLength(0);
    await clock.advance(200);
    expect(fake.jobs.map((j) => j.triggers.length)).toEqual([30]);
    await fake.finishAll();
    await queue.idle();
    expect(fake.jobs).toHaveLength(1);
  });

  it('builds at once when a stock change arrives during the availability window, the holds with it', async () => {
    const clock = new FakeClock();
    const fake = fakeBuilder();
    const queue = new RebuildQueue({ builder: fake.builder, clock, debounceMs: 400, availabilityWindowMs: 2_000, log: () => {} });
    queue.enqueue('westside-used-cars', { ...trigger(1), availability: true });
    await clock.advance(500);
    expect(fake.jobs).toHaveLength(0);
    queue.enqueue('westside-used-cars', trigger(2));
    await flush();
    expect(fake.jobs.map((j) => j.triggers.map((t) => t.deliveryId))).toEqual([['d-1', 'd-2']]);
    await fake.finishAll();
    await clock.advance(2_000);
    await queue.idle();
    expect(fake.jobs).toHaveLength(1);
  });
});
