import type { DealerConfig } from '../dealer/dealer-config.ts';
import type { SignInType } from './sign-in-link.ts';

/**
 * The account pages a dealer's site has: none without `authentication`; the watchlist page only
 * with `authentication.watchlist`. getStaticPaths of each page builds it or not from this.
 */
export function accountPages(config: Pick<DealerConfig, 'authentication'>): { signIn: boolean; watchlist: boolean; garage: boolean } {
  const auth = config.authentication;
  return { signIn: auth !== false, watchlist: auth !== false && auth.watchlist, garage: auth !== false };
}

/**
 * Whether a page of sign-in type `type` sends a signed-out visitor to sign-in: the garage always
 * (part 2 §2), the watchlist page always (it lists a signed-in shopper's cars), others when the
 * dealer lists them in `authentication.gated_routes`.
 */
export function isGated(config: Pick<DealerConfig, 'authentication'>, type: SignInType): boolean {
  const auth = config.authentication;
  if (auth === false) return false;
  if (type === 'my-garage' || type === 'watchlist') return true;
  return (auth.gated_routes as readonly string[]).includes(type);
}
