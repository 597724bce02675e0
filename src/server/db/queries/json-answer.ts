import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The `list` column of a one-row json_agg answer; both drivers answer `{ rows }`. */
export const listText = (result: unknown): string => (result as { rows: { list?: string }[] }).rows[0]?.list ?? '[]';

/** An ISO 8601 UTC time stamp, as Date.toISOString writes it, built by the database. */
export const isoTime = (column: SQL | AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Which column answers each field of an API answer (its schema is in src/shared/<area>/*.contract.ts),
 * so the answer is read the same way whether the database builds it as JSON or a row is
 * turned into it. Time stamps answer as ISO text either way.
 */
export type AnswerColumns<Answer> = Record<keyof Answer, AnyPgColumn>;

const isTime = (column: AnyPgColumn) => column.dataType === 'date';

/** The select list of a JSON row: `column as "field"`, for `json_agg` of a subquery. */
export const jsonFields = <Answer>(columns: AnswerColumns<Answer>): SQL =>
  sql.join(
    Object.entries<AnyPgColumn>(columns).map(
      ([field, column]) => sql`${isTime(column) ? isoTime(column) : column} as ${sql.identifier(field)}`,
    ),
    sql`, `,
  );

/** The answer of one row read through drizzle. */
export function answerOf<Answer>(columns: AnswerColumns<Answer>, row: Record<keyof Answer, unknown>): Answer {
  const answer: Record<string, unknown> = {};
  for (const field of Object.keys(columns) as (keyof Answer & string)[]) {
    const value = row[field];
    answer[field] = value instanceof Date ? value.toISOString() : value;
  }
  return answer as Answer;
}
