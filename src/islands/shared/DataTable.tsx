import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { matchesSearch, PAGE_SIZE } from '../../shared/hub/buyer-hub.ts';
import { $hubSearch } from '../../stores/hub-search.ts';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import Pager from './Pager.tsx';
import './hub.css';

const text = messages('shared/table', {
  noResults: 'No results found',
  noMatch: params('No {noun} matched your criteria. Try searching for something else.'),
  page: params(', page {current} of {count}'),
  showing: params('Showing {first}-{last} of {total}'),
  pages: params('{caption} pages'),
});

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-align numbers. */
  numeric?: boolean;
  /** A lesser fact (date, terms, quantity): on phones it comes after the main ones in the row's card. */
  minor?: boolean;
}

const cellClass = (column: { numeric?: boolean; minor?: boolean }) =>
  [column.numeric && 'numeric', column.minor && 'minor'].filter(Boolean).join(' ') || undefined;

export interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The text a row is searched by (docs/product/limits.md fields). */
  searchText: (row: Row) => string;
  /** Shown when there are no rows at all. */
  empty: ReactNode;
  /** What the rows are, for the no-results message ("order", "inquiry"). */
  noun: string;
}

/**
 * The buyer hub table (docs/product/limits.md): client-side case-insensitive search by what the buyer typed in
 * the header's search box, back to page 1 on each change,
 * 10 rows a page, the pager hidden for one page. On phones each row is a card of label and
 * value lines (hub.css `.as-cards`), so every column stays on screen at 360 px (issue 41); the
 * explicit roles keep it a table for screen readers once CSS no longer lays it out as one.
 */
export default function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  searchText,
  empty,
  noun,
}: DataTableProps<Row>) {
  const t = useMessages(text);
  const format = useFormat();
  const [page, setPage] = useState(1);
  const query = useStore($hubSearch).trim();
  const filtered = useMemo(
    () => (query ? rows.filter((row) => matchesSearch(searchText(row), query)) : rows),
    [rows, query, searchText],
  );
  useEffect(() => setPage(1), [query]);

  if (rows.length === 0) return <>{empty}</>;
  if (filtered.length === 0) {
    return (
      <div className="empty-state" role="status">
        <h3>{t.noResults}</h3>
        <p>{t.noMatch({ noun })}</p>
      </div>
    );
  }

  const pageCount = Math.ceil(filtered.length / PAGE_SIZE);
  const current = Math.min(page, pageCount);
  const visible = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  return (
    <>
      <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="data-table as-cards" role="table">
          <caption className="visually-hidden">
            {caption}
            {pageCount > 1 ? t.page({ current, count: pageCount }) : ''}
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.header} scope="col" role="columnheader" className={cellClass(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {visible.map((row) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((column) => (
                  <td key={column.header} role="cell" className={cellClass(column)} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="table-count" aria-live="polite">
        {t.showing({
          first: format.number((current - 1) * PAGE_SIZE + 1),
          last: format.number((current - 1) * PAGE_SIZE + visible.length),
          total: format.number(filtered.length),
        })}
      </p>
      <Pager page={current} pageCount={pageCount} onPage={setPage} label={t.pages({ caption })} />
    </>
  );
}
