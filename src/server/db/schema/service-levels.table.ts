import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz, refNullOnDelete } from './columns.ts';
import { users } from './users.table.ts';

/** Service-level targets admins set; a metric without a row uses its default. */
export const slaTargets = pgTable('sla_targets', {
  metric: text('metric').primaryKey(),
  minutes: integer('minutes').notNull(),
  updatedBy: refNullOnDelete('updated_by', () => users.id),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
