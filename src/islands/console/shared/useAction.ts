import { useCallback, useState } from 'react';
import { reportFailure } from '../../../lib/api/report.ts';

/**
 * A button's call (publish, move a picture, change a role): `pending` while it runs, and a
 * failure said the docs/product/errors.md way. A form with fields sends through useSubmit instead, which
 * also shows field errors and keeps the page on a lost connection.
 */
export function useAction() {
  const [pending, setPending] = useState(false);

  const run = useCallback(async <T>(call: () => Promise<T>, onDone: (result: T) => void | Promise<void>) => {
    setPending(true);
    try {
      await onDone(await call());
    } catch (error) {
      reportFailure(error);
    } finally {
      setPending(false);
    }
  }, []);

  return { pending, run };
}
