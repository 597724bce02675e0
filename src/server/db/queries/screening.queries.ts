// Sanctions lists, their names, and each subject's screening result (services/screening.service.ts).
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { screeningEntries, screeningLists, screeningResults, users } from '../schema/index.ts';
import { findOne } from './rows.ts';

export type ScreeningListRow = typeof screeningLists.$inferSelect;
export type ScreeningEntryRow = typeof screeningEntries.$inferSelect;
export type ScreeningResultRow = typeof screeningResults.$inferSelect;
export type NewScreeningEntry = typeof screeningEntries.$inferInsert;
export type ScreeningResultValues = Omit<typeof screeningResults.$inferInsert, 'id'>;

/** Rows per INSERT: 9 parameters each stays far below PostgreSQL's 65,535. */
const ENTRY_BATCH = 2_000;

export const findListBySha = (db: Db, sha256: string) => findOne(db, screeningLists, eq(screeningLists.sha256, sha256));

/** The list names are screened against: the latest loaded. */
export async function latestList(db: Db): Promise<ScreeningListRow | undefined> {
  const [row] = await db.select().from(screeningLists).orderBy(desc(screeningLists.importedAt)).limit(1);
  return row;
}

/**
 * Inserts the list unless a list of the same SHA-256 is there already (answers undefined then):
 * the unique index decides, so two imports of one file racing store it once.
 */
export async function insertList(db: Db, values: typeof screeningLists.$inferInsert) {
  const [row] = await db.insert(screeningLists).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertEntries(db: Db, rows: readonly NewScreeningEntry[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ENTRY_BATCH) {
    await db.insert(screeningEntries).values(rows.slice(start, start + ENTRY_BATCH));
  }
}

/** Every name of a list, for the in-memory index. */
export const namesOfList = (db: Db, listId: string) =>
  db
    .select({
      id: screeningEntries.id,
      reference: screeningEntries.reference,
      name: screeningEntries.name,
      normalised: screeningEntries.normalised,
    })
    .from(screeningEntries)
    .where(eq(screeningEntries.listId, listId));

export const findResult = (db: Db, subjectType: string, subjectId: string) =>
  findOne(
    db,
    screeningResults,
    and(eq(screeningResults.subjectType, subjectType), eq(screeningResults.subjectId, subjectId)),
  );

/** The subject's result, locked until the transaction ends (a decision and a rescreen take turns). */
export async function lockResult(db: Db, subjectType: string, subjectId: string) {
  const [row] = await db
    .select()
    .from(screeningResults)
    .where(and(eq(screeningResults.subjectType, subjectType), eq(screeningResults.subjectId, subjectId)))
    .for('update');
  return row;
}

/** Stores the subject's result: the first, or in place of the one before. */
export async function saveResult(db: Db, values: ScreeningResultValues): Promise<ScreeningResultRow> {
  const [row] = await db
    .insert(screeningResults)
    .values(values)
    .onConflictDoUpdate({ target: [screeningResults.subjectType, screeningResults.subjectId], set: values })
    .returning();
  if (!row) throw new Error('saving a screening result returned no row');
  return row;
}

/** First results of subjects never screened before, in one statement. */
export async function insertResults(db: Db, values: readonly ScreeningResultValues[]): Promise<void> {
  if (values.length > 0) await db.insert(screeningResults).values([...values]);
}

/** Buyers after `afterId`, by id, `limit` at a time: what an import rescreens, in pages. */
export const buyersAfter = (db: Db, afterId: string | null, limit: number) =>
  db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.type, 'buyer'), afterId ? gt(users.id, afterId) : undefined))
    .orderBy(asc(users.id))
    .limit(limit);

/** The results of these subjects, locked until the transaction ends (an import's page of buyers). */
export const lockResults = (db: Db, subjectType: string, subjectIds: readonly string[]) =>
  subjectIds.length === 0
    ? Promise.resolve([] as ScreeningResultRow[])
    : db
        .select()
        .from(screeningResults)
        .where(and(eq(screeningResults.subjectType, subjectType), inArray(screeningResults.subjectId, [...subjectIds])))
        .for('update');

/** Marks results screened again against `listId` at `at`, where nothing else changed. */
export async function touchResults(
  db: Db,
  subjectType: string,
  subjectIds: readonly string[],
  listId: string,
  at: Date,
): Promise<void> {
  if (subjectIds.length === 0) return;
  await db
    .update(screeningResults)
    .set({ listId, screenedAt: at })
    .where(and(eq(screeningResults.subjectType, subjectType), inArray(screeningResults.subjectId, [...subjectIds])));
}
