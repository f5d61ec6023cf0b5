import type { StoreDatabase } from '../store/open-database.ts';
import { timeOrderedId } from '../store/time-ordered-id.ts';

/** One line of the console's audit log. */
export type AuditEntry = {
  dealer: string;
  /** The person who acted; null for a signed-out caller or the command line. */
  personId: string | null;
  /** How the actor is shown: their e-mail, 'command line', or 'signed out'. */
  actor: string;
  /** What was done or tried, e.g. 'reservations.cancel', 'staff.invite', 'sign-in'. */
  action: string;
  target: string | null;
  outcome: 'done' | 'refused';
  /** The problem code of a refusal, or a short note of the change. */
  detail: string | null;
};

export type AuditLine = AuditEntry & { auditId: string; at: string };

/** The audit log (rule: console.audit): every console change and every refused console call, append-only. */
export function auditLog(database: StoreDatabase, clock: () => Date = () => new Date()) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await database.transaction((trx) =>
        trx
          .insertInto('staff_audit')
          .values({
            audit_id: timeOrderedId(),
            dealership_slug: entry.dealer,
            person_id: entry.personId,
            actor: entry.actor,
            action: entry.action,
            target: entry.target,
            outcome: entry.outcome,
            detail: entry.detail,
            created_at: clock().toISOString(),
          })
          .execute(),
      );
    },

    /** A dealer's log, newest first; `before` (an audit id) pages back. */
    async list(dealer: string, o: { before?: string; limit?: number } = {}): Promise<AuditLine[]> {
      const rows = await database.query((db) => {
        let q = db.selectFrom('staff_audit').selectAll().where('dealership_slug', '=', dealer);
        if (o.before) q = q.where('audit_id', '<', o.before);
        return q
          .orderBy('audit_id', 'desc')
          .limit(o.limit ?? 100)
          .execute();
      });
      return rows.map((row) => ({
        auditId: row.audit_id,
        at: new Date(row.created_at).toISOString(),
        dealer: row.dealership_slug,
        personId: row.person_id,
        actor: row.actor,
        action: row.action,
        target: row.target,
        outcome: row.outcome,
        detail: row.detail,
      }));
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
