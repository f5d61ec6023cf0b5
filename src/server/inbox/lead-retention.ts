import type { Dealer } from '../../lib/dealer/load-dealer.ts';
import type { StoreDatabase } from '../store/open-database.ts';
import type { ImageStore } from '../trade-in/images/image-store.ts';

const DAY_MS = 86_400_000;
/** Leads removed per transaction: a dealer with years of leads is cleared in steps, never one long lock. */
const BATCH = 500;

export type RetentionReport = { dealer: string; removed: number; before: string }[];

/**
 * Removes every lead older than its dealer's `leads.retention_days` (rule: leads.retention), with
 * what the store keeps about it: its outbox rows, step tokens, requests, test-drive booking, console
 * status, notes and alerts go with it (their foreign keys cascade), and its trade-in valuations and
 * their photos are removed here (a valuation only loses its lead by the key). Dealers whose switch is
 * false keep their leads. Photos are removed from the image store after their rows are gone.
 */
export async function removeExpiredLeads(o: {
  database: StoreDatabase;
  dealers: readonly Dealer[];
  images: () => ImageStore;
  now: Date;
}): Promise<RetentionReport> {
  const report: RetentionReport = [];
  for (const dealer of o.dealers) {
    const days = dealer.config.leads.retention_days;
    if (days === false) continue;
    const before = new Date(o.now.getTime() - days * DAY_MS).toISOString();
    let removed = 0;
    for (;;) {
      const { count, keys } = await o.database.transaction(async (trx) => {
        const ids = (
          await trx.selectFrom('leads').select('lead_id').where('dealership_slug', '=', dealer.slug).where('created_at', '<', before).limit(BATCH).execute()
        ).map((r) => r.lead_id);
        if (ids.length === 0) return { count: 0, keys: [] as string[] };
        const images = await trx
          .selectFrom('trade_in_images')
          .innerJoin('trade_in_valuations', 'trade_in_valuations.eval_id', 'trade_in_images.eval_id')
          .select('trade_in_images.storage_key')
          .where('trade_in_valuations.lead_id', 'in', ids)
          .execute();
        await trx.deleteFrom('trade_in_valuations').where('lead_id', 'in', ids).execute();
        await trx.deleteFrom('leads').where('lead_id', 'in', ids).execute();
        return { count: ids.length, keys: images.map((i) => i.storage_key) };
      });
      for (const key of keys) await o.images().remove(key);
      removed += count;
      if (count < BATCH) break;
    }
    report.push({ dealer: dealer.slug, removed, before });
  }
  return report;
}

/** How often `npm start` removes expired leads (and once at start). */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/** The report as the CLI prints it, one line a dealer. */
export const retentionLines = (report: RetentionReport): string =>
  report.map((r) => `${r.dealer}: removed ${r.removed} leads that arrived before ${r.before}\n`).join('') || 'No dealer keeps leads for a limited time.\n';
