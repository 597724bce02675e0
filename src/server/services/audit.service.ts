import type { AuditEntry, AuditFilters, AuditPage, AuditQuery } from '../../shared/audit/audit.ts';
import type { Db } from '../db/client.ts';
import {
  auditEntityNames,
  auditFilterChoices,
  countAuditEntries,
  insertAuditEntries,
  insertAuditEntry,
  listAuditEntries,
} from '../db/queries/audit.queries.ts';
import type { ServiceContext } from './context.ts';

/** A JSON summary of an object's fields before or after a change; never secrets. */
export type AuditSummary = Record<string, unknown> | null;

export interface AuditEntryInput {
  /** The staff member acting; null only when nobody is known (failed sign-in of an unknown address). */
  actorId: string | null;
  /** `area.verb`, e.g. `team.invite`, `buyer.suspend`, `order.status`. */
  action: string;
  /** What was acted on: `user`, `buyer`, `order`, `product`, ... */
  entityType: string;
  entityId: string;
  before?: AuditSummary | undefined;
  after?: AuditSummary | undefined;
}

/**
 * Appends one entry to the audit trail. Call it with the transaction that makes the change,
 * so the change and its record commit or fail together. Entries are never updated or deleted.
 */
export async function recordAudit(tx: Db, entry: AuditEntryInput): Promise<void> {
  await insertAuditEntry(tx, {
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Appends several entries in one statement, with the transaction that makes their changes. */
export async function recordAudits(tx: Db, entries: readonly AuditEntryInput[]): Promise<void> {
  await insertAuditEntries(
    tx,
    entries.map((entry) => ({
      actorId: entry.actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

/** GET /staff/audit: one page of the trail, newest first, filtered by actor and object. */
export async function listAudit(ctx: ServiceContext, query: AuditQuery): Promise<AuditPage> {
  const { db } = ctx;
  const { page, pageSize, ...filter } = query;
  const [rows, total] = await Promise.all([
    listAuditEntries(db, filter, pageSize, (page - 1) * pageSize),
    countAuditEntries(db, filter),
  ]);
  const names = await auditEntityNames(
    db,
    rows.map(({ entry }) => entry),
  );
  return {
    items: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorName,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      entityName: names.get(`${entry.entityType}:${entry.entityId}`) ?? null,
      before: entry.before as AuditEntry['before'],
      after: entry.after as AuditEntry['after'],
      createdAt: entry.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

/** GET /staff/audit/filters: the people and kinds of object the filter offers. */
export const listAuditFilters = (ctx: ServiceContext): Promise<AuditFilters> => auditFilterChoices(ctx.db);
