import { EXPORT_PAGE_ROWS } from '../../../shared/exports/exports.ts';

type PageReader<Row> = (page: { offset: number; limit: number; page: number }) => Promise<readonly Row[]>;

/**
 * Every page of a list (EXPORT_PAGE_ROWS rows each), read through the list's own page reader,
 * so an export filters and orders exactly as the list does and holds one page in memory.
 * Pages are read as the download is consumed; a row added meanwhile may shift a page by one
 * (an export is not a snapshot, like the paged list it copies).
 */
export async function* everyPage<Row>(
  readPage: PageReader<Row>,
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<readonly Row[]> {
  for (let page = 1; ; page += 1) {
    const rows = await readPage({ offset: (page - 1) * pageRows, limit: pageRows, page });
    if (rows.length > 0) yield rows;
    if (rows.length < pageRows) return;
  }
}

/** Every row of a list, a page at a time (everyPage). */
export async function* everyRow<Row>(readPage: PageReader<Row>, pageRows = EXPORT_PAGE_ROWS): AsyncGenerator<Row> {
  for await (const rows of everyPage(readPage, pageRows)) yield* rows;
}

/** Only the rows that pass `keep`, for lists filtered after they are read. */
export async function* keepRows<Row>(rows: AsyncIterable<Row>, keep: (row: Row) => boolean): AsyncGenerator<Row> {
  for await (const row of rows) if (keep(row)) yield row;
}

/** A quantity typed as text ("25", "1,200"), as a number when it reads as one, else as typed. */
export function quantityCell(text: string): number | string {
  const number = Number(text.replaceAll(',', '').trim());
  return text.trim() !== '' && Number.isFinite(number) ? number : text;
}
