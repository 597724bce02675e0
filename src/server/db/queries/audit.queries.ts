import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { auditLog, disputes, inquiries, orders, products, screeningLists, users } from '../schema/index.ts';
import { countRows } from './rows.ts';

/** Appends one entry to the audit trail (the table refuses updates and deletes). */
export async function insertAuditEntry(tx: Db, values: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(values);
}

/** Several entries in one statement (a list import's rescreen of many subjects). */
export async function insertAuditEntries(tx: Db, values: (typeof auditLog.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await tx.insert(auditLog).values(values);
}

export interface AuditFilter {
  actorId?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** First and last day (YYYY-MM-DD, UTC), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

const where = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.from ? gte(auditLog.createdAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(auditLog.createdAt, dayAfter(filter.to)) : undefined,
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

/** Everyone who has an entry, by name, and every kind of object acted on: the filter lists. */
export async function auditFilterChoices(db: Db) {
  const [actors, types] = await Promise.all([
    db
      .selectDistinct({ id: users.id, name: users.fullName })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(asc(users.fullName)),
    db.selectDistinct({ type: auditLog.entityType }).from(auditLog).orderBy(asc(auditLog.entityType)),
  ]);
  return { actors, entityTypes: types.map((row) => row.type) };
}

/** How each kind of object is named: a table, its id column and the column people know it by. */
const NAMED = {
  order: { table: orders, id: orders.id, name: orders.orderNumber },
  product: { table: products, id: products.id, name: products.productName },
  buyer: { table: users, id: users.id, name: users.fullName },
  user: { table: users, id: users.id, name: users.fullName },
  conversation: { table: users, id: users.id, name: users.fullName },
  dispute: { table: disputes, id: disputes.id, name: disputes.subject },
  inquiry: { table: inquiries, id: inquiries.id, name: inquiries.productName },
  'screening-list': { table: screeningLists, id: screeningLists.id, name: screeningLists.fileName },
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The current names of the objects a page of entries acted on, by "type:id" (one query per kind). */
export async function auditEntityNames(
  db: Db,
  entities: { entityType: string; entityId: string }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const byType = new Map<keyof typeof NAMED, Set<string>>();
  for (const { entityType, entityId } of entities) {
    if (!(entityType in NAMED) || !UUID.test(entityId)) continue;
    const type = entityType as keyof typeof NAMED;
    byType.set(type, (byType.get(type) ?? new Set()).add(entityId));
  }
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      const { table, id, name } = NAMED[type];
      const rows = await db
        .select({ id, name })
        .from(table)
        .where(inArray(id, [...ids]));
      for (const row of rows) names.set(`${type}:${row.id}`, row.name);
    }),
  );
  return names;
}
