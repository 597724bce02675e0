import { useCallback, useEffect, useState } from 'react';
import { reportFailure } from '../../../lib/api/report.ts';
import { staffGet } from '../../../lib/api/staff.ts';

/**
 * One record of a console page (an order, an inquiry, the service-level report) loaded from
 * `path`: `missing` once the server says 404, so the page can say so; `reload` after a
 * change; `setRecord` when a call already answered the new state.
 */
export function useStaffRecord<T>(
  path: string,
  /** Whether the staff member may read it: nothing loads before. */
  enabled = true,
) {
  const [record, setRecord] = useState<T | null>(null);
  const [missing, setMissing] = useState(false);

  const reload = useCallback(async () => {
    try {
      setRecord(await staffGet<T>(path));
    } catch (error) {
      if (reportFailure(error).status === 404) setMissing(true);
    }
  }, [path]);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  return { record, setRecord, missing, reload };
}
