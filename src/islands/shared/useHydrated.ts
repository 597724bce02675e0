import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until React has hydrated it. Forms stay disabled
 * until then: on a slow phone, text typed into the static HTML would be dropped when React
 * takes over, and a submit would post the page instead of calling the API.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
