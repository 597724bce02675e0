import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { contentVersions, users } from '../schema/index.ts';
import { countRows } from './rows.ts';

export type ContentVersionRow = typeof contentVersions.$inferSelect;

export async function insertContentVersion(
  db: Db,
  values: Pick<ContentVersionRow, 'actorId' | 'message' | 'files' | 'diff' | 'rollbackOf'>,
) {
  const [row] = await db
    .insert(contentVersions)
    .values({ ...values, status: 'BUILDING' })
    .returning();
  return row!;
}

/**
 * The content as shipped becomes version 1, LIVE, on the first start (docs/product/console.md):
 * the first publish then has a version to roll back to. Under a lock, so processes starting
 * together on one database record it once; answers the row when this call made it.
 */
export async function recordShippedContentVersion(db: Db, message: string, at: Date) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content_versions:shipped'))`);
    if ((await countRows(tx, contentVersions)) > 0) return undefined;
    const [row] = await tx
      .insert(contentVersions)
      .values({ status: 'LIVE', actorId: null, message, files: [], diff: '', liveAt: at })
      .returning();
    return row!;
  });
}

export async function findContentVersion(db: Db, id: string) {
  const [row] = await db.select().from(contentVersions).where(eq(contentVersions.id, id));
  return row;
}

export async function liveContentVersion(db: Db) {
  const [row] = await db.select().from(contentVersions).where(eq(contentVersions.status, 'LIVE')).limit(1);
  return row;
}

/** The version goes live; the one live before it is SUPERSEDED (exactly one is LIVE). */
export async function markContentVersionLive(db: Db, id: string, at: Date) {
  await db
    .update(contentVersions)
    .set({ status: 'SUPERSEDED' })
    .where(and(eq(contentVersions.status, 'LIVE'), ne(contentVersions.id, id)));
  await db.update(contentVersions).set({ status: 'LIVE', liveAt: at }).where(eq(contentVersions.id, id));
}

export async function markContentVersionFailed(db: Db, id: string, error: string) {
  await db.update(contentVersions).set({ status: 'FAILED', error }).where(eq(contentVersions.id, id));
}

export const listContentVersionRows = (db: Db, limit: number, offset: number) =>
  db
    .select({ version: contentVersions, actorName: users.fullName })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.actorId))
    .orderBy(desc(contentVersions.createdAt), desc(contentVersions.id))
    .limit(limit)
    .offset(offset);

export const countContentVersions = (db: Db): Promise<number> => countRows(db, contentVersions);
