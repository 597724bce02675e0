import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { sessions, users } from '../schema/index.ts';

export const insertSession = (db: Db, values: { userId: string; tokenHash: string; expiresAt: Date }) =>
  db.insert(sessions).values(values);

/** The user behind a live (unexpired) session token hash. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function findSessionById(db: Db, id: string) {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
}

export const touchSession = (db: Db, id: string, now: Date, expiresAt: Date) =>
  db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, id));

/** Deletes the session; answers the ids deleted (none when it was already gone). */
export async function deleteSessionByHash(db: Db, tokenHash: string): Promise<string[]> {
  const rows = await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Deletes a user's sessions, except one when named; answers the ids deleted. */
export async function deleteSessionsOfUser(db: Db, userId: string, exceptSessionId?: string): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
