import type { SmsProvider } from '../accounts/sms/sms-provider.ts';
import { signInCodes, type SignInCodes } from '../accounts/sign-in-codes.ts';
import type { ServerContext } from '../context/server-context.ts';
import type { Mailer } from '../leads/delivery/mailers.ts';
import { auditLog, type AuditLog } from './audit-log.ts';
import { staffSessions, type StaffSessions } from './staff-sessions.ts';
import { staffStore, type StaffStore } from './staff-store.ts';

/**
 * The dealer console's staff: people and roles, console sign-in codes (held per person) and
 * sessions, and the audit log, on the context's database; codes go out by the context's mailer
 * (SMTP, else the mbox) or SMS provider. Made on first use.
 */
export type StaffService = {
  people(): StaffStore;
  sessions(): StaffSessions;
  codes(): SignInCodes;
  audit(): AuditLog;
  mailer(): Mailer;
  sms(): SmsProvider;
};

export function createStaffService(context: Pick<ServerContext, 'store' | 'providers' | 'config'>, clock: () => Date = () => new Date()): StaffService {
  let made: { people: StaffStore; sessions: StaffSessions; codes: SignInCodes; audit: AuditLog } | null = null;
  const all = () => {
    if (!made) {
      const database = context.store.database();
      made = {
        people: staffStore(database, clock),
        sessions: staffSessions(database, clock, context.config.staffSessionMs),
        codes: signInCodes(database, clock, { table: 'staff_sign_in_codes', holder: 'person_id' }),
        audit: auditLog(database, clock),
      };
    }
    return made;
  };
  return {
    people: () => all().people,
    sessions: () => all().sessions,
    codes: () => all().codes,
    audit: () => all().audit,
    mailer: () => context.providers.mailer(),
    sms: () => context.providers.sms(),
  };
}
