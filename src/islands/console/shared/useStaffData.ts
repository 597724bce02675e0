import { useCallback, useEffect, useRef, useState } from 'react';
import { toFailure } from '../../../lib/api/failure.ts';
import { reportFailure } from '../../../lib/api/report.ts';
import { type Query, staffGet } from '../../../lib/api/staff.ts';

export interface StaffDataOptions {
  /** The query string (a list's filter and page). */
  query?: Query | undefined;
  /** Whether to load yet: nothing is asked before (the staff member may not read it yet). */
  enabled?: boolean | undefined;
  /** Change it to load again (a live event says the data changed, a file was saved). */
  refresh?: number | string | undefined;
}

/**
 * The console's one way to load what a screen shows, a list's page or one record: loaded when
 * the screen may read it and again when `path`, `query` or `refresh` change. An answer to a
 * question no longer asked (the filter changed) or older than the one shown is dropped; asking
 * the same again (a poll, a live event) never starves: each answer newer than the shown one is
 * taken. A 404 sets `missing`, for the screen to show NotFound; any other failure is reported
 * the console's way (toast, /no-connection, sign-in) and keeps what was shown. `reload` asks
 * again (awaitable, after a change); `setData` takes the new state a call already answered.
 */
export function useStaffData<T>(path: string | null, { query, enabled = true, refresh }: StaffDataOptions = {}) {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(path !== null);
  const [missing, setMissing] = useState(false);
  // One string for the question, so a query rebuilt on every render does not ask again.
  const question = path === null ? null : JSON.stringify([path, query ?? {}]);
  /** The question the screen asks now: an answer to another (a filter since changed) is dropped. */
  const current = useRef(question);
  current.current = question;
  /** Asks counted, and the latest whose answer is shown: an answer older than it is dropped. */
  const asks = useRef({ made: 0, shown: 0 });

  const reload = useCallback(async () => {
    if (question === null) return;
    const [where, params] = JSON.parse(question) as [string, Query];
    const mine = ++asks.current.made;
    const stillWanted = () => current.current === question && mine > asks.current.shown;
    setLoading(true);
    try {
      const answer = await staffGet<T>(where, params);
      if (!stillWanted()) return;
      asks.current.shown = mine;
      setData(answer);
      setMissing(false);
    } catch (error) {
      if (!stillWanted()) return;
      const failure = toFailure(error);
      if (failure.status === 404) setMissing(true);
      else reportFailure(failure);
    } finally {
      if (mine === asks.current.made) setLoading(false);
    }
  }, [question]);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload, refresh]);

  return { data, setData, loading, missing, reload };
}
