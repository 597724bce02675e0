import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from './columns.ts';
import { users } from './users.table.ts';

/**
 * Who changed what, and when. Rows are only ever inserted: no API updates or deletes them,
 * and a trigger (migration audit_log_append_only) refuses UPDATE and DELETE in the database.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    /** The staff member who acted; null when nobody is known (a failed sign-in of an unknown address). */
    actorId: uuid('actor_id').references(() => users.id),
    /** `area.verb`, e.g. `team.invite`, `buyer.suspend`, `staff.sign-in`. */
    action: text('action').notNull(),
    /** What was acted on, e.g. `user`, `order`, `product`. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** Short summaries of the fields that changed; never secrets. */
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
  ],
);
