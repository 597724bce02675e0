import type { ReactNode } from 'react';

/**
 * A console data table in its scrolling frame: on a phone the table scrolls sideways, so the
 * frame is a named region that takes the keyboard's focus, and arrow keys can scroll it.
 */
export default function ScrollingTable({
  label,
  caption,
  className,
  columns,
  children,
}: {
  /** Names the region: "History table" is read as "History table, scrolls sideways". */
  label: string;
  /** The table's name for screen readers (hidden on screen). */
  caption: ReactNode;
  /** Classes beside `data-table`. */
  className?: string;
  /** The column headings, left to right. */
  columns: readonly ReactNode[];
  /** The body rows. */
  children: ReactNode;
}) {
  return (
    <div className="table-scroll" role="region" aria-label={`${label}, scrolls sideways`} tabIndex={0}>
      <table className={className ? `data-table ${className}` : 'data-table'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // Headings are fixed for the table's life, so their place names them.
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
