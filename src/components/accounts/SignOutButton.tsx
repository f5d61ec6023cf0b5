import { ACCOUNT_COPY } from '../../lib/accounts/copy.ts';
import { formatPhone } from '../../lib/phone/format-phone.ts';
import { signOut } from '../../stores/session.ts';
import { useSession } from './use-session.ts';

/** Who is signed in, and Sign out (then home); until the server has said, the line's room is kept so nothing below moves. */
export default function SignOutButton() {
  const session = useSession();
  if (session.status !== 'signed-in') return <p className="account-who" />;
  return (
    <p className="account-who">
      {ACCOUNT_COPY.signedInAs(formatPhone(session.phone))}{' '}
      <button type="button" className="btn secondary" onClick={() => void signOut().then(() => window.location.assign('/'))}>
        {ACCOUNT_COPY.signOut}
      </button>
    </p>
  );
}
