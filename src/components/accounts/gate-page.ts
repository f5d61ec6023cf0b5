import { signInUrl, type SignInType } from '../../lib/accounts/sign-in-link.ts';
import { loadSession } from '../../stores/session.ts';

/** Where Back on the sign-in page goes: the page the visitor came from on this site, else home. */
function backPath(): string {
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin ? `${from.pathname}${from.search}` : '/';
  } catch {
    return '/';
  }
}

/**
 * Sends a signed-out visitor of a gated page to sign-in with redirect (this page) and back. Waits
 * for the server's answer first: while the user state is loading nothing redirects (rule: accounts.gated-routes).
 * The page's data calls check the session themselves; this only spares the visitor a dead end.
 */
export function gatePage(): void {
  const marker = document.querySelector<HTMLElement>('[data-sign-in-gate]');
  if (!marker) return;
  const forCar = new URLSearchParams(window.location.search).has('car_id') && marker.dataset['signInCarGate'];
  const type = (forCar || marker.dataset['signInGate']) as SignInType;
  void loadSession().then((session) => {
    if (session.status !== 'signed-out') return;
    window.location.replace(signInUrl(type, `${window.location.pathname}${window.location.search}`, backPath()));
  });
}
