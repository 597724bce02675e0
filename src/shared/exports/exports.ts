// CSV exports of the lists (docs/product/api.md, "Exports"): where each one is, what its file
// is called. The browser's export buttons and the server's routes read the same table, so a
// button never points at a call that does not exist.

import type { Locale } from '../i18n/locales.ts';

/** Each export: its call under /api and the stem of the file name it is saved under. */
export const EXPORTS = {
  buyerOrders: { path: 'buyer-hub/orders.csv', file: 'my-orders' },
  buyerInquiries: { path: 'buyer-hub/inquiries.csv', file: 'my-inquiries' },
  staffOrders: { path: 'staff/orders.csv', file: 'orders' },
  staffBuyers: { path: 'staff/buyers.csv', file: 'buyers' },
  staffInquiries: { path: 'staff/inquiries.csv', file: 'inquiries-and-quotes' },
  serviceLevels: { path: 'staff/sla.csv', file: 'service-levels' },
} as const;
export type ExportKind = keyof typeof EXPORTS;

/**
 * An export's download name, dated by the day it was made (UTC): `orders-2026-11-26.csv`, so
 * two exports of one list sort by day in a folder and never overwrite each other on the same
 * day's re-export (browsers add " (1)").
 */
export const exportFileName = (kind: ExportKind, at: Date) =>
  `${EXPORTS[kind].file}-${at.toISOString().slice(0, 10)}.csv`;

/** How many rows an export reads from the database at a time: memory stays flat whatever the list's size. */
export const EXPORT_PAGE_ROWS = 500;

/**
 * The filters of an export: the list's current filters, without blanks and paging (an export
 * is every page).
 */
export function exportFilters(filters: Record<string, string | number | undefined | null>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (name === 'page' || name === 'pageSize' || value === undefined || value === null || value === '') continue;
    kept[name] = String(value);
  }
  return kept;
}

/**
 * How a CSV file is written for a reader's spreadsheet: English settings split fields on `,`
 * and read `1234.5`; French settings split on `;` and read `1234,5` (a `.` would make the
 * number text). The buyer's exports follow the buyer's language (issue 41); staff's stay English.
 */
export const CSV_FORMATS: Record<Locale, { delimiter: ',' | ';'; decimal: '.' | ',' }> = {
  en: { delimiter: ',', decimal: '.' },
  fr: { delimiter: ';', decimal: ',' },
};
