import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, refNullOnDelete, timestamptz } from './columns.ts';
import { users } from './users.table.ts';

/**
 * Each sanctions list an admin loaded (UN Security Council Consolidated List XML). The newest
 * is the one names are screened against; older ones stay as the record of what was screened.
 */
export const screeningLists = pgTable('screening_lists', {
  id: idColumn(),
  /** The list's own date (`dateGenerated`), else the import's day. */
  version: text('version').notNull(),
  fileName: text('file_name').notNull(),
  /** SHA-256 of the file: loading the same file again adds nothing. */
  sha256: text('sha256').notNull().unique(),
  entryCount: integer('entry_count').notNull(),
  nameCount: integer('name_count').notNull(),
  /** Null when loaded by the command line (`npm run screening:import`). */
  importedBy: refNullOnDelete('imported_by', () => users.id),
  importedAt: timestamptz('imported_at').notNull().defaultNow(),
});

/** One name of a listed person or entity (the listed name and each alias), normalised for matching. */
export const screeningEntries = pgTable(
  'screening_entries',
  {
    id: idColumn(),
    listId: uuid('list_id')
      .notNull()
      .references(() => screeningLists.id, { onDelete: 'cascade' }),
    /** REFERENCE_NUMBER, e.g. QDi.001. */
    reference: text('reference').notNull(),
    kind: text('kind', { enum: ['INDIVIDUAL', 'ENTITY'] }).notNull(),
    listType: text('list_type'),
    listedOn: text('listed_on'),
    /** The name as listed, and its normalised form (src/shared/screening: sorted words, no suffixes). */
    name: text('name').notNull(),
    normalised: text('normalised').notNull(),
    /** The listed name (false: an alias). */
    primary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    index('screening_entries_list_idx').on(t.listId),
    check('screening_entries_kind_check', sql`${t.kind} in ('INDIVIDUAL','ENTITY')`),
  ],
);

/**
 * The screening of one subject: its latest result and the admin's decision on it. Subjects are
 * buyers today (`subject_type` 'buyer'); companies screen through the same table later.
 */
export const screeningResults = pgTable(
  'screening_results',
  {
    id: idColumn(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    status: text('status', { enum: ['CLEAR', 'HIT', 'CLEARED', 'CONFIRMED'] }).notNull(),
    /** The names screened, as the subject had them. */
    names: text('names').array().notNull(),
    /** The list screened against; null before any list was loaded. */
    listId: uuid('list_id').references(() => screeningLists.id, { onDelete: 'set null' }),
    /** The best match at or above the threshold, if any. */
    matchedEntryId: uuid('matched_entry_id').references(() => screeningEntries.id, { onDelete: 'set null' }),
    matchedReference: text('matched_reference'),
    matchedName: text('matched_name'),
    /** The subject's name that matched. */
    screenedName: text('screened_name'),
    score: real('score'),
    screenedAt: timestamptz('screened_at').notNull(),
    decidedBy: refNullOnDelete('decided_by', () => users.id),
    decidedAt: timestamptz('decided_at'),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('screening_results_subject_idx').on(t.subjectType, t.subjectId),
    index('screening_results_status_idx').on(t.status),
    check('screening_results_status_check', sql`${t.status} in ('CLEAR','HIT','CLEARED','CONFIRMED')`),
  ],
);
