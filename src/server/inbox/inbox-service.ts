import type { ServerContext } from '../context/server-context.ts';
import { staffStore } from '../console/staff-store.ts';
import type { StaffDirectory } from './alerts/alert-recipients.ts';
import { staffDirectory } from './alerts/staff-directory.ts';
import { inboxStore, type InboxStore } from './inbox-store.ts';
import { removeExpiredLeads, RETENTION_INTERVAL_MS, type RetentionReport } from './lead-retention.ts';

/** The leads inbox: the console's store over the context's database, and lead retention. */
export type InboxService = {
  store(): InboxStore;
  /** The staff records new-lead alerts read and push subscriptions are kept in. */
  directory(): StaffDirectory;
  /** Removes the leads past their dealer's retention period now (`npm run leads -- retention`). */
  removeExpired(): Promise<RetentionReport>;
  /** Removes them now and then hourly in this process (npm start); stop() ends the timer. */
  startRetention(log: (line: string) => void): { stop(): void };
};

export function createInboxService(context: Pick<ServerContext, 'store' | 'dealers' | 'providers' | 'clock'>): InboxService {
  let store: InboxStore | null = null;
  let directory: StaffDirectory | null = null;
  const removeExpired = () =>
    removeExpiredLeads({ database: context.store.database(), dealers: context.dealers.dealers, images: context.providers.images, now: context.clock() });
  return {
    store: () => (store ??= inboxStore(context.store.database(), context.clock)),
    directory: () => (directory ??= staffDirectory(context.store.database, () => staffStore(context.store.database(), context.clock), context.clock)),
    removeExpired,
    startRetention(log) {
      const run = () =>
        removeExpired()
          .then((report) => {
            for (const r of report) if (r.removed > 0) log(`retention: removed ${r.removed} leads of ${r.dealer} that arrived before ${r.before}`);
          })
          .catch((error: unknown) => log(`retention pass failed: ${error instanceof Error ? error.message : String(error)}`));
      void run();
      const timer = setInterval(() => void run(), RETENTION_INTERVAL_MS);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
  };
}
