import { useStore } from '@nanostores/react';
import { $session, type SessionState } from '../../stores/session.ts';
import { useMounted } from '../car/use-mounted.ts';

const LOADING: SessionState = { status: 'loading' };

/**
 * Who is signed in, for an island: 'loading' during the server render and hydration, the server's
 * answer after. The gate's script often has that answer before React hydrates an island; rendering
 * it straight away would differ from the server's HTML (React error #418, and the island re-made).
 */
export function useSession(): SessionState {
  const session = useStore($session);
  return useMounted() ? session : LOADING;
}
