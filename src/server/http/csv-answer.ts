import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { pipeline, Readable } from 'node:stream';
import { z } from 'zod';
import { CSV_FORMATS } from '../../shared/exports/exports.ts';
import { PRIVATE_ANSWER } from './cache-control.ts';
import { type ErrorStatus, errorReplies } from './responses.ts';

/** A cell as an export writes it: text, a number (never formatted), a yes/no, or empty. */
export type CsvCell = string | number | boolean | null | undefined;

/** One column of an export: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => CsvCell;
}

/** What an export service answers: the columns and the rows, read lazily a page at a time. */
export interface CsvExport<Row> {
  columns: readonly CsvColumn<Row>[];
  rows: AsyncIterable<Row>;
  /** The reader's spreadsheet settings (CSV_FORMATS); English ones (`,` and `1234.5`) otherwise. */
  format?: CsvFormat;
}

export type CsvFormat = (typeof CSV_FORMATS)[keyof typeof CSV_FORMATS];

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, or a tab or return before one). Buyers
 * type product descriptions and names that staff open in a spreadsheet: such a cell is written
 * with a leading apostrophe, which spreadsheets show as text (OWASP, "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The guard applies to each `;`-separated part too: a spreadsheet that splits on `;` (French
 * settings) honours a quote only at the start of a field, so in `2026,"Acme;=1+1"` it would
 * still find a field `=1+1"`; written `Acme;'=1+1`, that part is text as well.
 */
const textCell = (text: string) =>
  text
    .split(';')
    .map((part) => (FORMULA_START.test(part) ? `'${part}` : part))
    .join(';');

function cellText(value: CsvCell, format: CsvFormat): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return format.decimal === '.' ? value : String(value).replace('.', format.decimal);
  return textCell(value);
}

/**
 * The export as a CSV byte stream: UTF-8 with a byte-order mark (so spreadsheet programs read
 * accents right), a header row, RFC 4180 quoting by csv-stringify (and `;` quoted too). Rows are pulled as the
 * client reads, so a slow download holds one page of rows, never the whole list.
 */
export function csvStream<Row>({ columns, rows, format = CSV_FORMATS.en }: CsvExport<Row>): Readable {
  const stringifier = stringify({
    bom: true,
    delimiter: format.delimiter,
    header: true,
    columns: columns.map((column) => column.header),
    // csv-stringify quotes a cell holding `,`, `"` or a line break; `;` too, because a
    // spreadsheet set up for French (and many other locales) splits on it: a bare `Acme;=1+1`
    // would open as a second cell holding a formula.
    quoted_match: ';',
  });
  async function* records() {
    for await (const row of rows) yield columns.map((column) => cellText(column.cell(row), format));
  }
  // A failure part way (the database going away) ends the download cut short rather than
  // pretending it is whole; Fastify logs it.
  pipeline(Readable.from(records()), stringifier, () => {});
  return stringifier;
}

/** Sends an export as a download named `fileName`, private to the caller and never cached. */
export function sendCsv<Row>(reply: FastifyReply, fileName: string, csv: CsvExport<Row>) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', PRIVATE_ANSWER)
    .header('X-Content-Type-Options', 'nosniff')
    .send(csvStream(csv));
}

/** The failures of a signed-in export: bad filters, no token, not allowed. */
export const CSV_ERROR_STATUSES: readonly ErrorStatus[] = [400, 401, 403, 429, 500];

/** `schema.response` of an export: the CSV itself (its header row as the example), or the error envelope. */
export const csvReplies = <Row>(
  columns: readonly CsvColumn<Row>[],
  errors: readonly ErrorStatus[] = CSV_ERROR_STATUSES,
) => ({
  200: {
    description: 'The CSV file (UTF-8 with a byte-order mark, one header row), sent as a download.',
    content: {
      'text/csv': { schema: z.string().meta({ example: `${columns.map((column) => column.header).join(',')}\r\n` }) },
    },
  },
  ...errorReplies(errors),
});
