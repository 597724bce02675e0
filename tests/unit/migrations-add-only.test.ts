// During a rolling deploy the previous release keeps serving on the schema the new one has
// just migrated (docs/operations/upgrading.md), so a release's migrations only add: new
// tables, nullable or defaulted columns, indexes, enum values. Running the previous release
// against the new schema here is not feasible (it would need that release's checkout and
// build), so this reads every migration's SQL instead and refuses the statements that break
// the code before it: DROP, RENAME, a column's type changed, a column made NOT NULL, or a
// NOT NULL column added without a default.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = join(import.meta.dirname, '../../src/server/db/migrations');

/**
 * Statements reviewed and let through, by migration and statement: each relaxes a rule, so the
 * release before it keeps working. A new entry needs the same argument in its comment.
 */
const REVIEWED: Record<string, string[]> = {
  // A receipt per order became several receipts per order: dropping the unique rule only
  // allows more rows; the code before it never relied on the refusal.
  '20261123133819_order_desk': ['ALTER TABLE "order_receipts" DROP CONSTRAINT "order_receipts_order_id_unique"'],
  // One open proof per order becomes one per instalment (payment plans): dropping the unique
  // index only lets more rows in; the previous release reads and writes the table as before.
  '20261129034112_payment_plans': ['DROP INDEX "order_receipts_open_idx"'],
};

const RULES: [RegExp, string][] = [
  [/\bDROP\b/i, 'drops something the previous release still uses'],
  [/\bRENAME\b/i, 'renames something the previous release still uses by its old name'],
  [/\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i, "changes a column's type under the previous release"],
  [/\bSET\s+NOT\s+NULL\b/i, 'makes a column NOT NULL that the previous release may leave empty'],
  [
    /\bADD\s+COLUMN\b(?![^;]*\bDEFAULT\b)[^;]*\bNOT\s+NULL\b/i,
    'adds a NOT NULL column without a default, which the previous release does not fill',
  ],
];

/** The statements of a migration file (drizzle separates them with statement-breakpoint). */
function statements(sql: string): string[] {
  return sql
    .split(/-->\s*statement-breakpoint|;\s*$/m)
    .map((statement) =>
      statement
        .replace(/--.*$/gm, '')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/;$/, ''),
    )
    .filter(Boolean);
}

/** Why each statement of `sql` breaks the release before it; [] when it only adds. */
export function breakingStatements(sql: string, reviewed: string[] = []): string[] {
  return statements(sql)
    .filter((statement) => !reviewed.includes(statement))
    .flatMap((statement) => RULES.filter(([rule]) => rule.test(statement)).map(([, why]) => `${statement}: ${why}`));
}

describe('the add-only rule for migrations', () => {
  it.each([
    ['ALTER TABLE "users" DROP COLUMN "phone";', 'drops'],
    ['DROP TABLE "quotes";', 'drops'],
    ['ALTER TABLE "users" RENAME COLUMN "phone" TO "phone_number";', 'renames'],
    ['ALTER TABLE "orders" ALTER COLUMN "quantity" SET DATA TYPE bigint;', "column's type"],
    ['ALTER TABLE "orders" ALTER COLUMN "port" TYPE text;', "column's type"],
    ['ALTER TABLE "orders" ALTER COLUMN "port" SET NOT NULL;', 'NOT NULL'],
    ['ALTER TABLE "orders" ADD COLUMN "incoterm" text NOT NULL;', 'without a default'],
  ])('refuses %s', (sql, why) => {
    expect(breakingStatements(sql).join('\n')).toContain(why);
  });

  it.each([
    'CREATE TABLE "things" ("id" uuid PRIMARY KEY NOT NULL, "name" text NOT NULL);',
    'ALTER TABLE "orders" ADD COLUMN "incoterm" text;',
    `ALTER TABLE "orders" ADD COLUMN "incoterm" text DEFAULT 'FOB' NOT NULL;`,
    'CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");',
    `ALTER TYPE "public"."user_type" ADD VALUE 'editor';`,
  ])('lets %s through', (sql) => {
    expect(breakingStatements(sql)).toEqual([]);
  });

  const files = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql'));

  it('finds the migrations', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s only adds', (file) => {
    const name = file.replace(/\.sql$/, '');
    expect(breakingStatements(readFileSync(join(MIGRATIONS, file), 'utf8'), REVIEWED[name])).toEqual([]);
  });
});
