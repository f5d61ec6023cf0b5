import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { StoreDatabase } from '../store/open-database.ts';
import type { StoreTables } from '../store/tables.ts';

const HOUR_MS = 60 * 60 * 1000;

/** How long a confirmation link works, and how many are sent in an hour to one address and for one account. */
const EMAIL_LINK_LIMITS = { validMs: 24 * HOUR_MS, perAddressPerHour: 3, perAccountPerHour: 5 } as const;

// The advisory lock class (PostgreSQL) that queues the sends to one address, so the limits count what the one before committed.
const EMAIL_LINK_LOCK = 4_207_303;

async function lock(trx: Transaction<StoreTables>, engine: StoreDatabase['engine'], keys: readonly string[]): Promise<void> {
  // SQLite needs nothing: every write transaction begins IMMEDIATE, so writers run one at a time.
  if (engine !== 'postgres') return;
  for (const key of [...keys].sort()) await sql`select pg_advisory_xact_lock(cast(${EMAIL_LINK_LOCK} as integer), hashtext(${key}))`.execute(trx);
}

/** Who a confirmation link is for: one shopper's address on one dealer's site. */
export type EmailOwner = { dealer: string; phone: string; email: string };

export type IssueResult = { ok: true; linkId: string; expires: Date } | { ok: false; reason: 'confirmed' | 'address_limit' | 'account_limit' };

export type ConfirmResult = 'confirmed' | 'used' | 'expired' | 'unknown';

/**
 * The e-mail addresses shoppers gave for alerts (rule: accounts.shopper-alerts): a link is
 * recorded for each confirmation e-mail, used once, within its day; only a confirmed address takes
 * e-mail alerts. Accounts are phone-based, so an address is confirmed for one shopper on one site.
 */
export function alertEmailStore(database: StoreDatabase, clock: () => Date = () => new Date()) {
  const count = async (trx: Transaction<StoreTables>, where: (q: ReturnType<typeof base>) => ReturnType<typeof base>, since: string) =>
    Number((await where(base(trx)).where('created_at', '>', since).executeTakeFirstOrThrow()).sent);
  const base = (trx: Transaction<StoreTables>) => trx.selectFrom('alert_email_links').select((eb) => eb.fn.countAll<number | string>().as('sent'));
  const confirmedRow = (trx: Kysely<StoreTables>, who: EmailOwner) =>
    trx
      .selectFrom('alert_emails')
      .select('confirmed_at')
      .where('dealership_slug', '=', who.dealer)
      .where('phone', '=', who.phone)
      .where('email', '=', who.email.toLowerCase())
      .executeTakeFirst();

  return {
    /** A new link for the address, unless it is confirmed already or the hour's sends to it or for the account are spent. */
    issue(who: EmailOwner): Promise<IssueResult> {
      const email = who.email.toLowerCase();
      return database.transaction(async (trx) => {
        await lock(trx, database.engine, [`email ${email}`, `account ${who.dealer}\n${who.phone}`]);
        if (await confirmedRow(trx, who)) return { ok: false, reason: 'confirmed' };
        const now = clock();
        const since = new Date(now.getTime() - HOUR_MS).toISOString();
        if ((await count(trx, (q) => q.where('email', '=', email), since)) >= EMAIL_LINK_LIMITS.perAddressPerHour)
          return { ok: false, reason: 'address_limit' };
        if ((await count(trx, (q) => q.where('dealership_slug', '=', who.dealer).where('phone', '=', who.phone), since)) >= EMAIL_LINK_LIMITS.perAccountPerHour)
          return { ok: false, reason: 'account_limit' };
        const linkId = randomBytes(18).toString('base64url');
        const expires = new Date(now.getTime() + EMAIL_LINK_LIMITS.validMs);
        await trx
          .insertInto('alert_email_links')
          .values({
            link_id: linkId,
            dealership_slug: who.dealer,
            phone: who.phone,
            email,
            expires_at: expires.toISOString(),
            used_at: null,
            created_at: now.toISOString(),
          })
          .execute();
        return { ok: true, linkId, expires };
      });
    },

    /** Uses a link once: its address is confirmed for its shopper. A link used before, out of date or unknown changes nothing. */
    confirm(linkId: string, who: EmailOwner): Promise<ConfirmResult> {
      return database.transaction(async (trx) => {
        const now = clock();
        const row = await trx
          .selectFrom('alert_email_links')
          .selectAll()
          .where('link_id', '=', linkId)
          .where('dealership_slug', '=', who.dealer)
          .where('phone', '=', who.phone)
          .where('email', '=', who.email.toLowerCase())
          .executeTakeFirst();
        if (!row) return 'unknown';
        if (row.used_at !== null) return 'used';
        if (new Date(row.expires_at).getTime() < now.getTime()) return 'expired';
        const used = await trx
          .updateTable('alert_email_links')
          .set({ used_at: now.toISOString() })
          .where('link_id', '=', linkId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) === 0) return 'used';
        await trx
          .insertInto('alert_emails')
          .values({ dealership_slug: row.dealership_slug, phone: row.phone, email: row.email, confirmed_at: now.toISOString() })
          .onConflict((c) => c.columns(['dealership_slug', 'phone', 'email']).doNothing())
          .execute();
        return 'confirmed';
      });
    },

    /** Whether the shopper confirmed this address by its link. */
    async isConfirmed(who: EmailOwner): Promise<boolean> {
      return (await database.query((db) => confirmedRow(db, who))) !== undefined;
    },

    /**
     * Makes `who.email` the shopper's address for e-mail alerts on the site (once its link is sent,
     * or when it is confirmed already); their saved searches by e-mail move to it
     * (saved-search-store.ts `useAddress`) and wait for its confirmation when it has none.
     */
    async choose(who: EmailOwner): Promise<void> {
      const email = who.email.toLowerCase();
      const now = clock().toISOString();
      await database.transaction((trx) =>
        trx
          .insertInto('alert_email_address')
          .values({ dealership_slug: who.dealer, phone: who.phone, email, chosen_at: now })
          .onConflict((c) => c.columns(['dealership_slug', 'phone']).doUpdateSet({ email, chosen_at: now }))
          .execute(),
      );
    },

    /** The shopper's address for e-mail alerts on the site and whether its link was opened; null before they gave one. */
    async address(dealer: string, phone: string): Promise<{ email: string; confirmed: boolean } | null> {
      const row = await database.query((db) =>
        db.selectFrom('alert_email_address').select('email').where('dealership_slug', '=', dealer).where('phone', '=', phone).executeTakeFirst(),
      );
      if (!row) return null;
      const confirmed = await database.query((db) => confirmedRow(db, { dealer, phone, email: row.email }));
      return { email: row.email, confirmed: confirmed !== undefined };
    },

    /** Of the shoppers `phones`, each (phone, address) confirmed on the site, as `${phone}\n${email}` (one query for a whole change). */
    async confirmedFor(dealer: string, phones: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      if (phones.length === 0) return found;
      const unique = [...new Set(phones)];
      // In slices, under either engine's limit on bound parameters.
      for (let i = 0; i < unique.length; i += 500) {
        const rows = await database.query((db) =>
          db
            .selectFrom('alert_emails')
            .select(['phone', 'email'])
            .where('dealership_slug', '=', dealer)
            .where('phone', 'in', unique.slice(i, i + 500))
            .execute(),
        );
        for (const row of rows) found.add(`${row.phone}\n${row.email}`);
      }
      return found;
    },

    /** The shopper's confirmed addresses on the site, oldest first. */
    async confirmed(dealer: string, phone: string): Promise<string[]> {
      const rows = await database.query((db) =>
        db.selectFrom('alert_emails').select('email').where('dealership_slug', '=', dealer).where('phone', '=', phone).orderBy('confirmed_at').execute(),
      );
      return rows.map((row) => row.email);
    },
  };
}

export type AlertEmailStore = ReturnType<typeof alertEmailStore>;
