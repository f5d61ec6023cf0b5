import type { ServerContext } from '../context/server-context.ts';
import type { SmsProvider } from './sms/sms-provider.ts';
import { sessions, type Sessions } from './sessions.ts';
import { signInCodes, type SignInCodes } from './sign-in-codes.ts';
import { watchlistStore, type WatchlistStore } from './watchlist-store.ts';

/** Sign-in, sessions and the watchlist, on the context's database; made on first use. */
export type AccountService = {
  codes(): SignInCodes;
  sessions(): Sessions;
  watchlist(): WatchlistStore;
  sms(): SmsProvider;
};

/** The context's SMS provider (Twilio when its three variables are set, else kept in the store). */
export function createAccountService(context: Pick<ServerContext, 'store' | 'providers'>, clock?: () => Date): AccountService {
  let made: { codes: SignInCodes; sessions: Sessions; watchlist: WatchlistStore } | null = null;
  const all = () => {
    if (!made) {
      const database = context.store.database();
      made = { codes: signInCodes(database, clock), sessions: sessions(database, clock), watchlist: watchlistStore(database, clock) };
    }
    return made;
  };
  return { codes: () => all().codes, sessions: () => all().sessions, watchlist: () => all().watchlist, sms: () => context.providers.sms() };
}
