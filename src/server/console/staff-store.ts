import type { Transaction } from 'kysely';
import type { StoreDatabase } from '../store/open-database.ts';
import type { StoreTables } from '../store/tables.ts';
import { timeOrderedId } from '../store/time-ordered-id.ts';
import { ALERT_CHANNELS, DEPARTMENTS, type AlertChannel, type Department, roleCovers, type Role, type StaffPerson, type StaffRole } from './staff-model.ts';

export type Invitation = {
  dealer: string;
  email: string;
  name: string;
  phone: string | null;
  role: Role;
  locations: readonly string[];
  departments: readonly Department[];
  /** The inviter's person id; null from the command line. */
  invitedBy: string | null;
};

export type InviteResult = { invited: true; person: StaffPerson; role: StaffRole } | { invited: false; reason: 'already_staff' | 'phone_taken' };

/** A person and their role at one dealer, as the console's staff list and the alerts read them. */
export type StaffMember = StaffPerson & { role: StaffRole };

const strings = (text: string): string[] => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};
const parseList = <T extends string>(text: string, allowed: readonly T[]): T[] => strings(text).filter((item): item is T => allowed.includes(item as T));
const iso = (value: Date | string) => new Date(value).toISOString();

type PersonRow = { person_id: string; email: string; name: string; phone: string | null; alert_channels: string };
type RoleRow = { role_id: string; person_id: string; dealership_slug: string; role: Role; locations: string; departments: string; created_at: Date | string };

const personOf = (row: PersonRow): StaffPerson => ({
  personId: row.person_id,
  email: row.email,
  name: row.name,
  phone: row.phone,
  alertChannels: parseList(row.alert_channels, ALERT_CHANNELS),
});
const roleOf = (row: RoleRow): StaffRole => ({
  roleId: row.role_id,
  personId: row.person_id,
  dealer: row.dealership_slug,
  role: row.role,
  locations: strings(row.locations),
  departments: parseList(row.departments, DEPARTMENTS),
  createdAt: iso(row.created_at),
});

const PERSON_COLUMNS = ['staff_people.person_id', 'email', 'name', 'phone', 'alert_channels'] as const;
const ROLE_COLUMNS = ['role_id', 'staff_roles.person_id', 'dealership_slug', 'role', 'locations', 'departments', 'staff_roles.created_at'] as const;

/**
 * The console's people and their roles per dealer, on the store's database (both engines). A
 * person is one e-mail address; each dealer they work at gives them one live role there. Removing
 * a role ends the person's console sessions on that dealer's site at once; removing their last
 * role removes the person (they sign in nowhere) and ends every session.
 */
export function staffStore(database: StoreDatabase, clock: () => Date = () => new Date()) {
  const livePeople = (trx: Transaction<StoreTables> | StoreDatabase['db']) =>
    trx
      .selectFrom('staff_roles')
      .innerJoin('staff_people', 'staff_people.person_id', 'staff_roles.person_id')
      .select([...PERSON_COLUMNS, ...ROLE_COLUMNS])
      .where('staff_roles.removed_at', 'is', null)
      .where('staff_people.removed_at', 'is', null);
  const member = (row: PersonRow & RoleRow): StaffMember => ({ ...personOf(row), role: roleOf(row) });

  return {
    /** Gives a person (new, or known by their e-mail) a role at a dealer; refused when they already hold one there. */
    async invite(invitation: Invitation): Promise<InviteResult> {
      return database.transaction(async (trx): Promise<InviteResult> => {
        const now = clock().toISOString();
        const email = invitation.email.trim().toLowerCase();
        let person = await trx.selectFrom('staff_people').select(PERSON_COLUMNS).where('email', '=', email).executeTakeFirst();
        if (invitation.phone) {
          const holder = await trx
            .selectFrom('staff_people')
            .select('person_id')
            .where('phone', '=', invitation.phone)
            .where('removed_at', 'is', null)
            .executeTakeFirst();
          if (holder && holder.person_id !== person?.person_id) return { invited: false, reason: 'phone_taken' };
        }
        if (!person) {
          const values = {
            person_id: timeOrderedId(),
            email,
            name: invitation.name,
            phone: invitation.phone,
            alert_channels: '[]',
            created_at: now,
            removed_at: null,
          };
          await trx.insertInto('staff_people').values(values).execute();
          person = values;
        } else {
          const live = await trx
            .selectFrom('staff_roles')
            .select('role_id')
            .where('person_id', '=', person.person_id)
            .where('dealership_slug', '=', invitation.dealer)
            .where('removed_at', 'is', null)
            .executeTakeFirst();
          if (live) return { invited: false, reason: 'already_staff' };
          const phone = invitation.phone ?? person.phone;
          await trx
            .updateTable('staff_people')
            .set({ removed_at: null, name: invitation.name || person.name, phone })
            .where('person_id', '=', person.person_id)
            .execute();
          person = { ...person, phone, name: invitation.name || person.name };
        }
        const role = {
          role_id: timeOrderedId(),
          person_id: person.person_id,
          dealership_slug: invitation.dealer,
          role: invitation.role,
          locations: JSON.stringify(invitation.locations),
          departments: JSON.stringify(invitation.departments),
          created_at: now,
          invited_by: invitation.invitedBy,
          removed_at: null,
        };
        await trx.insertInto('staff_roles').values(role).execute();
        return { invited: true, person: personOf(person), role: roleOf(role) };
      });
    },

    /** Takes a person's role at a dealer away and ends their sessions there (everywhere, when it was their last role); false when they held none. */
    async remove(dealer: string, personId: string): Promise<boolean> {
      return database.transaction(async (trx) => {
        const now = clock().toISOString();
        const removed = await trx
          .updateTable('staff_roles')
          .set({ removed_at: now })
          .where('person_id', '=', personId)
          .where('dealership_slug', '=', dealer)
          .where('removed_at', 'is', null)
          .executeTakeFirst();
        if (Number(removed.numUpdatedRows) === 0) return false;
        const left = await trx.selectFrom('staff_roles').select('role_id').where('person_id', '=', personId).where('removed_at', 'is', null).executeTakeFirst();
        if (!left) await trx.updateTable('staff_people').set({ removed_at: now }).where('person_id', '=', personId).execute();
        let sessions = trx.updateTable('staff_sessions').set({ revoked_at: now }).where('person_id', '=', personId).where('revoked_at', 'is', null);
        if (left) sessions = sessions.where('dealership_slug', '=', dealer);
        await sessions.execute();
        return true;
      });
    },

    /** The live staff of a dealer, owners first, then by name. */
    async list(dealer: string): Promise<StaffMember[]> {
      const rows = await database.query((db) => livePeople(db).where('dealership_slug', '=', dealer).orderBy('name').orderBy('email').execute());
      const order = ['owner', 'manager', 'sales', 'service'];
      return rows.map(member).sort((a, b) => order.indexOf(a.role.role) - order.indexOf(b.role.role));
    },

    /** A person's live role at a dealer, or null (a removed person holds none). */
    async roleAt(personId: string, dealer: string): Promise<StaffMember | null> {
      const row = await database.query((db) =>
        livePeople(db).where('staff_people.person_id', '=', personId).where('dealership_slug', '=', dealer).executeTakeFirst(),
      );
      return row ? member(row) : null;
    },

    /** Every live role a person holds, by dealer. */
    async rolesOf(personId: string): Promise<StaffRole[]> {
      const rows = await database.query((db) => livePeople(db).where('staff_people.person_id', '=', personId).orderBy('dealership_slug').execute());
      return rows.map(roleOf);
    },

    /** The live staff member at a dealer that an e-mail address or national-form mobile names. */
    async byAddress(dealer: string, address: { email: string } | { phone: string }): Promise<StaffMember | null> {
      const row = await database.query((db) => {
        const q = livePeople(db).where('dealership_slug', '=', dealer);
        return ('email' in address ? q.where('email', '=', address.email.trim().toLowerCase()) : q.where('phone', '=', address.phone)).executeTakeFirst();
      });
      return row ? member(row) : null;
    },

    /**
     * Who at this dealer should be told of something at `location` (a location slug; null: the
     * dealer as a whole) in `department`: the live staff whose role covers both. The new-lead
     * alerts read each one's channels and phone from here.
     */
    async staffFor(dealer: string, location: string | null, department: Department | null): Promise<StaffMember[]> {
      const all = await database.query((db) => livePeople(db).where('dealership_slug', '=', dealer).orderBy('email').execute());
      return all.map(member).filter(({ role }) => roleCovers(role, location, department));
    },

    /** Sets how a person wants new-lead alerts (and the mobile SMS goes to). */
    async setAlerts(personId: string, alerts: { channels: readonly AlertChannel[]; phone?: string | null }): Promise<void> {
      await database.transaction((trx) =>
        trx
          .updateTable('staff_people')
          .set({ alert_channels: JSON.stringify(alerts.channels), ...(alerts.phone !== undefined ? { phone: alerts.phone } : {}) })
          .where('person_id', '=', personId)
          .execute(),
      );
    },
  };
}

export type StaffStore = ReturnType<typeof staffStore>;
