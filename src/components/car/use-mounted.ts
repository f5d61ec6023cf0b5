import { useEffect, useState } from 'react';

/** False during the server render and hydration, true after: stored state is shown only then. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
