import { CONSOLE_COPY } from '../../lib/console/console-copy.ts';
import { CONSOLE_HOME, type ConsoleScreen } from '../../lib/console/console-nav.ts';
import { reactIsland } from '../react-island.ts';
import { consoleCall } from './console-api.ts';
import { chosenRole, useStaffSession } from './use-staff-session.ts';

type Props = { screens: readonly ConsoleScreen[]; current: string };

/**
 * The console's navigation: the screens the person's role at the chosen dealer uses, who is signed
 * in, a dealer switch when they hold roles at several dealers, and sign-out. Signed out, the
 * session hook sends the browser to the sign-in page.
 */
function ConsoleNav({ screens, current }: Props) {
  const session = useStaffSession();
  if (!session) return <p className="console-nav__loading">{CONSOLE_COPY.loading}</p>;
  const role = chosenRole(session);
  const query = role.dealer === session.site ? '' : `?dealer=${encodeURIComponent(role.dealer)}`;
  const signOut = async () => {
    await consoleCall('POST', '/auth/sign-out');
    window.location.assign(CONSOLE_HOME);
  };
  return (
    <nav className="console-nav" aria-label="Console">
      <ul className="console-nav__screens">
        {screens
          .filter((s) => s.roles.includes(role.role))
          .map((s) => (
            <li key={s.key}>
              <a href={`${s.path}${query}`} aria-current={s.key === current ? 'page' : undefined}>
                {CONSOLE_COPY.nav[s.key]}
              </a>
            </li>
          ))}
      </ul>
      <div className="console-nav__who">
        {session.roles.length > 1 ? (
          <label>
            <span className="visually-hidden">Dealer</span>
            <select
              value={role.dealer}
              onChange={(e) => {
                const url = new URL(window.location.href);
                url.searchParams.set('dealer', e.currentTarget.value);
                window.location.assign(url.href);
              }}
            >
              {session.roles.map((r) => (
                <option key={r.dealer} value={r.dealer}>
                  {r.dealer_name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span>{role.dealer_name}</span>
        )}
        <span className="console-nav__person">
          {session.person.name} ({role.role})
        </span>
        <button type="button" onClick={() => void signOut()}>
          {CONSOLE_COPY.signOut}
        </button>
      </div>
    </nav>
  );
}

export default reactIsland(ConsoleNav);
