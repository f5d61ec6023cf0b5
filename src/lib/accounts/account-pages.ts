import type { DealerConfig } from '../dealer/dealer-config.ts';
import type { SpinToWin } from '../dealer/config-spin-to-win.ts';
import type { SignInType } from './sign-in-link.ts';

type AccountPages = { signIn: boolean; watchlist: boolean; garage: boolean; garageAlias: string | null; spinToWin: SpinToWin | null };

/**
 * The account pages a dealer's site has: none without `authentication`; the watchlist page only
 * with `authentication.watchlist`; the garage also at `/{garage_alias}` when the dealer names one;
 * /spin-to-win only with the dealer's promotion (`authentication.spin_to_win`).
 * getStaticPaths of each page builds it or not from this.
 */
export function accountPages(config: Pick<DealerConfig, 'authentication'>): AccountPages {
  const auth = config.authentication;
  if (auth === false) return { signIn: false, watchlist: false, garage: false, garageAlias: null, spinToWin: null };
  return { signIn: true, watchlist: auth.watchlist, garage: true, garageAlias: auth.garage_alias, spinToWin: auth.spin_to_win || null };
}

/**
 * Whether a page of sign-in type `type` sends a signed-out visitor to sign-in: the garage always
 * (rule: accounts.gated-routes), the watchlist page always (it lists a signed-in shopper's cars), others when the
 * dealer lists them in `authentication.gated_routes`.
 */
export function isGated(config: Pick<DealerConfig, 'authentication'>, type: SignInType): boolean {
  const auth = config.authentication;
  if (auth === false) return false;
  if (type === 'my-garage' || type === 'watchlist') return true;
  return (auth.gated_routes as readonly string[]).includes(type);
}
