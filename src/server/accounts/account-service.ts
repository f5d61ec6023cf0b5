import type { LeadService } from '../leads/lead-service.ts';
import { embeddedSms } from './sms/embedded-sms.ts';
import type { SmsProvider } from './sms/sms-provider.ts';
import { twilioFromEnv } from './sms/twilio-sms.ts';
import { sessions, type Sessions } from './sessions.ts';
import { signInCodes, type SignInCodes } from './sign-in-codes.ts';
import { watchlistStore, type WatchlistStore } from './watchlist-store.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** Sign-in, sessions and the watchlist, on the lead store's database; made on first use. */
export type AccountService = {
  codes(): SignInCodes;
  sessions(): Sessions;
  watchlist(): WatchlistStore;
  sms(): SmsProvider;
};

/** Twilio when its three variables are set; else the embedded provider that keeps messages in the store. */
export function createAccountService(leads: Pick<LeadService, 'database'>, env: Env = process.env, clock?: () => Date): AccountService {
  let made: { codes: SignInCodes; sessions: Sessions; watchlist: WatchlistStore; sms: SmsProvider } | null = null;
  const all = () => {
    if (!made) {
      const database = leads.database();
      made = {
        codes: signInCodes(database, clock),
        sessions: sessions(database, clock),
        watchlist: watchlistStore(database, clock),
        sms: twilioFromEnv(env) ?? embeddedSms(database, clock),
      };
    }
    return made;
  };
  return { codes: () => all().codes, sessions: () => all().sessions, watchlist: () => all().watchlist, sms: () => all().sms };
}
