import type { RebuildTrigger } from '../../server/webhooks/stock-event.ts';

/** Why a dealer is rebuilt: accepted webhook deliveries (RebuildTrigger). */
export type { RebuildTrigger };

export type RebuildJob = { slug: string; triggers: RebuildTrigger[] };

/** What a builder reports: a local incremental build, or a dispatch to CI. */
export type RebuildOutcome = { ok: boolean; detail: string };

export type Builder = (job: RebuildJob) => Promise<RebuildOutcome>;

export type Clock = {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type RebuildQueueOptions = {
  builder: Builder;
  clock?: Clock;
  /**
   * An event for an idle dealer starts its build at once; events arriving during a build, or within
   * this long after one, wait until none arrived for this long…
   */
  debounceMs?: number;
  /** …or this long after the first waiting event, whichever comes first. */
  maxWaitMs?: number;
  /**
   * An idle dealer's availability-only event (a car reserved or freed) waits this long for more
   * before its build starts, so the holds made in that window are one build, not one each; a
   * stock event arriving meanwhile starts the build at once. 0 builds availability at once.
   */
  availabilityWindowMs?: number;
  /** Dealers built at once; one dealer is never built twice at once. */
  concurrency?: number;
  log?: (line: string) => void;
};

type DealerState = {
  waiting: RebuildTrigger[];
  firstWaitingAt: number | null;
  timer: unknown;
  /** The timer is an availability window gathering holds (its end does not move). */
  gathering: boolean;
  ready: boolean;
  running: boolean;
  /** Clock time the dealer's last build ended, null before its first. */
  lastFinishedAt: number | null;
};

/**
 * Turns stock events into builds: the first event for an idle dealer builds at once (a sold car is
 * shown as such within seconds), the events arriving while it builds are debounced into one more
 * build after it (a burst becomes at most two builds), never two builds of one dealer at once,
 * at most `concurrency` dealers building at a time, each job logged with its trigger and outcome.
 * Availability alone (reservations) waits `availabilityWindowMs` first, so many holds in a short
 * window rebuild the dealer once.
 */
export class RebuildQueue {
  readonly #builder: Builder;
  readonly #clock: Clock;
  readonly #debounceMs: number;
  readonly #maxWaitMs: number;
  readonly #availabilityWindowMs: number;
  readonly #concurrency: number;
  readonly #log: (line: string) => void;
  readonly #dealers = new Map<string, DealerState>();
  readonly #readyOrder: string[] = [];
  #running = 0;
  #idleWaiters: (() => void)[] = [];

  constructor(o: RebuildQueueOptions) {
    this.#builder = o.builder;
    this.#clock = o.clock ?? systemClock;
    this.#debounceMs = o.debounceMs ?? 750;
    this.#maxWaitMs = o.maxWaitMs ?? 5_000;
    this.#availabilityWindowMs = o.availabilityWindowMs ?? 0;
    this.#concurrency = Math.max(1, o.concurrency ?? 1);
    this.#log = o.log ?? ((line) => console.log(line));
  }

  enqueue(slug: string, trigger: RebuildTrigger): void {
    const state = this.#state(slug);
    state.waiting.push(trigger);
    const now = this.#clock.now();
    state.firstWaitingAt ??= now;
    if (state.running || state.ready) return;
    const availabilityOnly = state.waiting.every((t) => t.availability === true);
    if (state.gathering) {
      // More holds join the window without moving its end; a stock change builds everything now.
      if (availabilityOnly) return;
      this.#clock.clearTimeout(state.timer);
      state.timer = null;
      state.gathering = false;
      this.#makeReady(slug, state);
      return;
    }
    const quiet = state.timer === null && (state.lastFinishedAt === null || now - state.lastFinishedAt >= this.#debounceMs);
    if (quiet && availabilityOnly && this.#availabilityWindowMs > 0) {
      state.gathering = true;
      state.timer = this.#clock.setTimeout(() => {
        state.timer = null;
        state.gathering = false;
        this.#makeReady(slug, state);
      }, this.#availabilityWindowMs);
    } else if (quiet) this.#makeReady(slug, state);
    else this.#schedule(slug, state);
  }

  /** Resolves once nothing is waiting or building. */
  idle(): Promise<void> {
    if (this.#isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Dealers with events waiting or a build running. */
  busy(): string[] {
    return [...this.#dealers].filter(([, s]) => s.running || s.waiting.length > 0).map(([slug]) => slug);
  }

  #state(slug: string): DealerState {
    let state = this.#dealers.get(slug);
    if (!state)
      this.#dealers.set(
        slug,
        (state = { waiting: [], firstWaitingAt: null, timer: null, gathering: false, ready: false, running: false, lastFinishedAt: null }),
      );
    return state;
  }

  #schedule(slug: string, state: DealerState): void {
    if (state.timer !== null) this.#clock.clearTimeout(state.timer);
    const now = this.#clock.now();
    const deadline = Math.min(now + this.#debounceMs, (state.firstWaitingAt ?? now) + this.#maxWaitMs);
    state.timer = this.#clock.setTimeout(
      () => {
        state.timer = null;
        this.#makeReady(slug, state);
      },
      Math.max(0, deadline - now),
    );
  }

  #makeReady(slug: string, state: DealerState): void {
    state.ready = true;
    this.#readyOrder.push(slug);
    this.#pump();
  }

  #pump(): void {
    while (this.#running < this.#concurrency && this.#readyOrder.length > 0) {
      const slug = this.#readyOrder.shift()!;
      const state = this.#state(slug);
      state.ready = false;
      if (state.running || state.waiting.length === 0) continue;
      void this.#run(slug, state);
    }
    if (this.#isIdle()) for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }

  async #run(slug: string, state: DealerState): Promise<void> {
    const triggers = state.waiting.splice(0);
    state.firstWaitingAt = null;
    state.running = true;
    this.#running++;
    const cars = [...new Set(triggers.flatMap((t) => t.carIds))];
    const what = `${triggers.length} event(s) [${triggers.map((t) => t.deliveryId).join(', ')}]${cars.length ? `, cars ${cars.slice(0, 10).join(', ')}${cars.length > 10 ? ` and ${cars.length - 10} more` : ''}` : ''}`;
    const started = this.#clock.now();
    this.#log(`[rebuild] ${slug}: started for ${what}`);
    let outcome: RebuildOutcome;
    try {
      outcome = await this.#builder({ slug, triggers });
    } catch (error) {
      outcome = { ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
    const seconds = ((this.#clock.now() - started) / 1000).toFixed(1);
    this.#log(`[rebuild] ${slug}: ${outcome.ok ? 'done' : 'FAILED'} in ${seconds} s (${what}): ${outcome.detail}`);
    state.running = false;
    state.lastFinishedAt = this.#clock.now();
    this.#running--;
    if (state.waiting.length > 0) this.#schedule(slug, state);
    this.#pump();
  }

  #isIdle(): boolean {
    return this.#running === 0 && [...this.#dealers.values()].every((s) => s.waiting.length === 0 && !s.running);
  }
}
