import type { BuildsOverview, StockHealth } from '../../../lib/builds/build-record.ts';

/** What came of an approval or a rollback: the build now live (or on its way), or why not. */
export type ReleaseOutcome =
  { ok: true; buildId: string | null; detail: string } | { ok: false; reason: 'nothing_staged' | 'no_previous_build' | 'release_failed'; detail: string };

/**
 * The console's view of a dealer's builds (issue 29 part 5), defined here because the server may
 * not import the build engine: `npm start` hands in the engine's (engine/console/engine-builds.ts),
 * a serverless host reads what CI published and asks CI's release workflow to act
 * (published-builds.ts); without either, none (the Builds screen says builds are run elsewhere).
 */
export type BuildsPort = {
  /** How the port works, for the screen and the audit log: 'this server' or 'GitHub Actions (owner/name)'. */
  readonly label: string;
  /** Whether a promote or rollback is done before the call answers (else it is dispatched and takes minutes). */
  readonly immediate: boolean;
  overview(dealer: string): Promise<BuildsOverview | null>;
  stockHealth(dealer: string): Promise<StockHealth | null>;
  /** Makes the staged build live (and publishes it, from its preview where it has one). */
  promote(dealer: string): Promise<ReleaseOutcome>;
  /** Makes the previous live build live again. */
  rollback(dealer: string): Promise<ReleaseOutcome>;
};
