import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, refNullOnDelete, timestamptz } from './columns.ts';
import { users } from './users.table.ts';

/**
 * One publish of the public site's content (docs/product/console.md, Content): who, when, which
 * files, and the build's fate. Exactly one row is LIVE once a publish has succeeded; a rollback
 * is a new row carrying an earlier one's content (`rollbackOf`).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: idColumn(),
    /** BUILDING, LIVE, FAILED or SUPERSEDED (src/shared/content/content.ts). */
    status: text('status').notNull(),
    actorId: refNullOnDelete('actor_id', () => users.id),
    message: text('message').notNull().default(''),
    /** Paths under CONTENT_DIR that differ from the version that was live when it was made. */
    files: jsonb('files').$type<string[]>().notNull().default([]),
    /** The unified diff of those files, shown again when the version is previewed. */
    diff: text('diff').notNull().default(''),
    /** The build's complaint in plain words (file and field) when it FAILED. */
    error: text('error'),
    rollbackOf: uuid('rollback_of'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    liveAt: timestamptz('live_at'),
  },
  (t) => [index('content_versions_created_idx').on(t.createdAt), index('content_versions_status_idx').on(t.status)],
);
