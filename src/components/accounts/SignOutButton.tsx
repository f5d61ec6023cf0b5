import { useStore } from '@nanostores/react';
import { ACCOUNT_COPY } from '../../lib/accounts/copy.ts';
import { formatPhone } from '../../lib/phone/format-phone.ts';
import { $session, signOut } from '../../stores/session.ts';

/** Who is signed in, and Sign out (then home). */
export default function SignOutButton() {
  const session = useStore($session);
  if (session.status !== 'signed-in') return null;
  return (
    <p className="account-who">
      {ACCOUNT_COPY.signedInAs(formatPhone(session.phone))}{' '}
      <button type="button" className="btn secondary" onClick={() => void signOut().then(() => window.location.assign('/'))}>
        {ACCOUNT_COPY.signOut}
      </button>
    </p>
  );
}
