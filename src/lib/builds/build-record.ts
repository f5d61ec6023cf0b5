import { z } from 'zod';

/**
 * What the dealer console reads of builds (issue 29 parts 5 and 6). The build engine writes it and
 * works it out; the server reads it through its builds port, from the engine beside it (`npm start`)
 * or, on a serverless host, from the overview CI publishes. Both sides share these shapes, so they
 * live here and not in either.
 */

/** One car as a build showed it: what the console compares between builds and checks for health. */
const CarLineSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Dollars; null when the car shows no price. */
  price: z.number().nullable(),
  status: z.string(),
  photos: z.number(),
});
export type CarLine = z.infer<typeof CarLineSchema>;

/** A stock record the build left out (skipped), or a listed car's value it dropped, and why (parse-stock.ts). */
const StockProblemSchema = z.object({ car_id: z.string().nullable(), path: z.string(), reason: z.string() });
export type StockProblem = z.infer<typeof StockProblemSchema>;

/**
 * The file a build writes beside its manifest (`builds/<slug>/<buildId>.console.json`): each car it
 * shows as the console compares them, and the records it skipped or trimmed, with their reasons.
 */
export const BuildRecordSchema = z.object({
  build_id: z.string(),
  cars: z.record(z.string(), CarLineSchema),
  skipped: z.array(StockProblemSchema),
  dropped: z.array(StockProblemSchema),
});
export type BuildRecord = z.infer<typeof BuildRecordSchema>;

/** A finished build as the console lists it: when, why, how it was built and how long each stage took. */
const BuildRunSchema = z.object({
  build_id: z.string(),
  created_at: z.string(),
  trigger: z.string(),
  mode: z.string(),
  seconds: z.number(),
  pages: z.number(),
  rendered: z.number(),
  cars: z.number().nullable(),
  stock_updated_at: z.string(),
  /** Milliseconds per stage (build-one-dealer.ts). */
  timings: z.record(z.string(), z.number()),
});
export type BuildRun = z.infer<typeof BuildRunSchema>;

const CarRefSchema = z.object({ id: z.string(), slug: z.string(), title: z.string() });
export type CarRef = z.infer<typeof CarRefSchema>;

const BuildChangesSchema = z.object({
  added: z.array(CarRefSchema),
  removed: z.array(CarRefSchema),
  sold: z.array(CarRefSchema),
  prices: z.array(CarRefSchema.extend({ from: z.number().nullable(), to: z.number().nullable() })),
  /** Pages whose content differs (a new key), appeared or went; `sample` names the first few. */
  pages: z.object({ changed: z.number(), added: z.number(), removed: z.number(), sample: z.array(z.string()) }),
});
export type BuildChanges = z.infer<typeof BuildChangesSchema>;

const ReleaseEventSchema = z.object({
  at: z.string(),
  action: z.enum(['promote', 'rollback', 'stage']),
  build: BuildRunSchema.nullable(),
  build_id: z.string(),
});

/** What the Builds screen shows: the live and staged builds, what changed between them, and the history. */
const BuildsOverviewSchema = z.object({
  dealer: z.string(),
  live: BuildRunSchema.nullable(),
  staged: BuildRunSchema.nullable(),
  /** Staged against live; null when nothing is staged. */
  changes: BuildChangesSchema.nullable(),
  /** Where the staged build can be looked at; null when nothing is staged or it is published nowhere. */
  preview_url: z.string().nullable(),
  /** The build a rollback makes live again; null when there is none. */
  rollback_to: z.string().nullable(),
  /** Release events, newest first, each with its build's run when the build is still kept. */
  history: z.array(ReleaseEventSchema),
  generated_at: z.string(),
});
export type BuildsOverview = z.infer<typeof BuildsOverviewSchema>;

/** Stock health (part 6): when stock last changed, what the newest build skipped, and live cars missing photos or a price. */
const StockHealthSchema = z.object({
  dealer: z.string(),
  /** The newest build's stock time (the newest record change it saw); null before any build. */
  stock_updated_at: z.string().nullable(),
  /** The build these come from. */
  build_id: z.string().nullable(),
  built_at: z.string().nullable(),
  skipped: z.array(StockProblemSchema),
  dropped: z.array(StockProblemSchema),
  without_photos: z.array(CarRefSchema),
  without_price: z.array(CarRefSchema),
});
export type StockHealth = z.infer<typeof StockHealthSchema>;

/** What CI publishes for a serverless console to read: both views of one dealer. */
export const PublishedBuildsSchema = z.object({ overview: BuildsOverviewSchema, health: StockHealthSchema });
export type PublishedBuilds = z.infer<typeof PublishedBuildsSchema>;
