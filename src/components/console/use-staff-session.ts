import { useEffect, useState } from 'react';
import { CONSOLE_HOME } from '../../lib/console/console-nav.ts';
import { consoleCall } from './console-api.ts';

/** One of the signed-in person's roles, as GET /api/console/auth/session lists them. */
export type SessionRole = { dealer: string; dealer_name: string; role: string; locations: string[]; departments: string[] };

/** The signed-in console user, as GET /api/console/auth/session answers. */
export type StaffSessionBody = {
  person: { person_id: string; email: string; name: string; phone: string | null; alert_channels: string[] };
  site: string;
  expires_at: string;
  roles: SessionRole[];
};

/** The dealer a screen works on: `?dealer=` when the person holds a role there, else the site's. */
export function chosenRole(session: StaffSessionBody): SessionRole {
  const asked = new URLSearchParams(window.location.search).get('dealer');
  return session.roles.find((r) => r.dealer === asked) ?? session.roles.find((r) => r.dealer === session.site) ?? session.roles[0]!;
}

/**
 * The console session for a screen island: null while loading; signed out, the browser goes to the
 * sign-in page with the screen to come back to.
 */
export function useStaffSession(): StaffSessionBody | null {
  const [session, setSession] = useState<StaffSessionBody | null>(null);
  useEffect(() => {
    void consoleCall<StaffSessionBody>('GET', '/auth/session').then((answer) => {
      if (answer.ok) setSession(answer.body);
      else if (answer.status === 401) window.location.assign(`${CONSOLE_HOME}?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
    });
  }, []);
  return session;
}
