/** The sign-in types (rule: accounts.sign-in-types), the watchlist's among them. */
const SIGN_IN_TYPES = ['trade-in', 'checkout', 'finance', 'spin-to-win', 'online-payment', 'car-finance', 'my-garage', 'watchlist'] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

/** /sign-in?type={type}&redirect={path}&back={path} */
export function signInUrl(type: SignInType, redirect: string, back: string = redirect): string {
  return `/sign-in?type=${type}&redirect=${encodeURIComponent(redirect)}&back=${encodeURIComponent(back)}`;
}

/**
 * A site path to go to after sign-in, or '/' for anything else: a full URL, a protocol-relative
 * '//host' or a backslash trick would send the shopper off the dealer's site (an open redirect).
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  try {
    const url = new URL(value, 'https://site.invalid');
    return url.origin === 'https://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}
