import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { auditLog, users } from '../schema/index.ts';
import { countRows } from './rows.ts';

export interface AuditFilter {
  actorId?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
}

const where = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
  );

/** One page of entries, newest first, with the actor's name. */
export async function listAuditEntries(db: Db, filter: AuditFilter, limit: number, offset: number) {
  return db
    .select({ entry: auditLog, actorName: users.fullName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export const countAuditEntries = (db: Db, filter: AuditFilter): Promise<number> =>
  countRows(db, auditLog, where(filter));
