import { useCallback, useEffect, useState } from 'react';
import { toFailure } from '../../lib/api/failure.ts';
import { apiGet } from '../../lib/api/http.ts';
import { reportFailure } from '../../lib/api/report.ts';

export type ApiData<T> =
  | { state: 'loading' }
  | { state: 'loaded'; data: T }
  /** The failure was already reported (toast, /no-connection or /login). */
  | { state: 'failed'; status: number };

/**
 * Loads one API path for a screen, applying docs/product/errors.md to failures: no answer goes to
 * /no-connection, an expired session to sign-in, anything else a red toast. Pass null to
 * wait (e.g. until the id is known).
 */
export function useApiData<T>(path: string | null): ApiData<T> & { reload: () => void } {
  const [result, setResult] = useState<ApiData<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (path === null) return;
    let current = true;
    apiGet<T>(path).then(
      (data) => current && setResult({ state: 'loaded', data }),
      (error: unknown) => {
        if (!current) return;
        // A 404 is shown by the screen itself, as a not-found state; an ended session is
        // already on its way to sign-in (lib/api/http.ts).
        const failure = toFailure(error);
        if (failure.status !== 404) reportFailure(failure);
        setResult({ state: 'failed', status: failure.status });
      },
    );
    return () => {
      current = false;
    };
  }, [path, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...result, reload };
}
