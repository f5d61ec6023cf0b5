import { loadDealer } from '../../lib/dealer/load-dealer.ts';
import type { BuildsPort, ReleaseOutcome } from '../../server/console/builds/builds-port.ts';
import { publishLive } from '../publish/publish-stage.ts';
import { liveBuild, promote, readReleases, rollback, stagedBuild, withDealerLock } from '../release/releases.ts';
import type { WorkPaths } from '../work-dir.ts';
import { buildsOverview, stockHealth } from './builds-overview.ts';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The builds port `npm start` hands the server: the work directory's builds read in place, and an
 * approval or rollback done here as `npm run promote` and `npm run rollback` do it (the dealer's
 * lock, the atomic swap, then the publish to its bucket, copied from the preview on promote).
 * A staged build is previewed on this server's staged host.
 */
export function engineBuilds(paths: WorkPaths, o: { port: number; log: (line: string) => void }): BuildsPort {
  const release = { root: paths.work };
  const publish = async (slug: string, fromPreview: boolean) => {
    await publishLive(loadDealer(slug, paths.dealers), { paths, log: o.log, fromPreview });
  };
  return {
    label: 'this server',
    immediate: true,
    overview: async (slug) => buildsOverview(slug, release, `http://staged.${slug}.localhost:${o.port}/`),
    stockHealth: async (slug) => stockHealth(slug, release),
    promote: (slug) =>
      withDealerLock(slug, release, async (): Promise<ReleaseOutcome> => {
        const staged = stagedBuild(slug, release);
        if (!staged || staged === liveBuild(slug, release)) return { ok: false, reason: 'nothing_staged', detail: `${slug} has no staged build` };
        try {
          promote(slug, staged, release);
          await publish(slug, true);
        } catch (error) {
          return { ok: false, reason: 'release_failed', detail: message(error) };
        }
        o.log(`${slug}: ${staged} is live (approved in the console)`);
        return { ok: true, buildId: staged, detail: `${staged} is live` };
      }),
    rollback: (slug) =>
      withDealerLock(slug, release, async (): Promise<ReleaseOutcome> => {
        if (!readReleases(slug, release).live.at(-2)) return { ok: false, reason: 'no_previous_build', detail: `${slug} has no earlier live build` };
        let now: string;
        try {
          now = rollback(slug, release);
          await publish(slug, false);
        } catch (error) {
          return { ok: false, reason: 'release_failed', detail: message(error) };
        }
        o.log(`${slug}: rolled back to ${now} (in the console)`);
        return { ok: true, buildId: now, detail: `${now} is live again` };
      }),
  };
}
