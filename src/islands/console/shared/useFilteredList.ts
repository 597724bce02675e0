import { useEffect, useState } from 'react';
import type { Query } from '../../../lib/api/staff.ts';
import type { Paged } from '../../../shared/common/envelope.ts';
import { useStaffData } from './useStaffData.ts';

/** A console list's filter: its fields, and the page (from 1). */
export type ListFilter = Record<string, string | number | undefined> & { page: number };

/** The address bar's `?name=` value, or undefined when absent or empty. */
export const urlParam = (name: string) => new URLSearchParams(window.location.search).get(name) || undefined;

/** The address bar's `?name=` value when it is one of `values` (a status, a term), else undefined. */
export const urlChoice = <T extends string>(values: readonly T[], name: string): T | undefined => {
  const value = urlParam(name);
  return values.includes(value as T) ? (value as T) : undefined;
};

/** The page number of the address bar (1 when absent or not a number). */
export const urlPage = () => Math.max(1, Number(urlParam('page')) || 1);

/** Writes the filter into the address bar (page 1 and empty fields left out), so the view can be linked to. */
function writeFilterToUrl(filter: ListFilter) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value && !(key === 'page' && value === 1)) params.set(key, String(value));
  const query = params.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
}

/** A console list's filter fields and the page: what the address bar holds. */
interface FilteredListOptions<F extends ListFilter> {
  /** Whether the staff member may see the list: nothing loads before. */
  enabled: boolean;
  pageSize?: number;
  /** What of the filter the server is asked for; the whole filter unless told. */
  query?: (filter: F) => Query;
  /** Bump it to load the same page again (e.g. when a live event says the list changed). */
  refresh?: number | undefined;
}

/**
 * A console list: the filter, read from the address bar first and kept there, and the page
 * it shows (loaded through useStaffData; a failure keeps the last page shown).
 * `narrow` changes some fields and starts again from page 1; `choose(key)` does so from a
 * select (its empty choice clears the field); `goTo` turns the page.
 */
export function useFilteredList<T, F extends ListFilter>(
  path: string,
  filterFromUrl: () => F,
  { enabled, pageSize = 20, query = (filter) => filter, refresh }: FilteredListOptions<F>,
) {
  const [filter, setFilter] = useState<F>(filterFromUrl);
  // The filter is kept in the address bar, so the view can be linked to and survives a reload.
  useEffect(() => {
    if (enabled) writeFilterToUrl(filter);
  }, [enabled, filter]);
  const { data: page, loading } = useStaffData<Paged<T>>(path, {
    query: { ...query(filter), pageSize },
    enabled,
    refresh,
  });
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const narrow = (changes: Partial<F>) => setFilter((f) => ({ ...f, ...changes, page: 1 }));
  const choose = (key: keyof F & string) => (event: { target: { value: string } }) =>
    narrow({ [key]: event.target.value || undefined } as Partial<F>);
  const goTo = (page: number) => setFilter((f) => ({ ...f, page }));
  return { page, loading, pageCount, filter, setFilter, narrow, choose, goTo };
}

export type FilteredList<T, F extends ListFilter = ListFilter> = ReturnType<typeof useFilteredList<T, F>>;
