import { useCallback, useEffect, useState } from 'react';
import { consoleCall } from './console-api.ts';
import { chosenRole, useStaffSession, type SessionRole } from './use-staff-session.ts';

/** What a screen island loads: the chosen dealer's role, its data (null while loading), an error, and a reload. */
export type DealerData<T> = { role: SessionRole | null; data: T | null; error: string | null; reload(): void };

/** Loads GET /api/console/dealers/<chosen dealer><path> once the session is known, and again on `reload`. */
export function useDealerData<T>(path: string): DealerData<T> {
  const session = useStaffSession();
  const role = session ? chosenRole(session) : null;
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const dealer = role?.dealer ?? null;
  useEffect(() => {
    if (!dealer) return;
    void consoleCall<T>('GET', `/dealers/${encodeURIComponent(dealer)}${path}`).then((answer) => {
      if (answer.ok) {
        setData(answer.body);
        setError(null);
      } else setError(answer.message);
    });
  }, [dealer, path, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { role, data, error, reload };
}
