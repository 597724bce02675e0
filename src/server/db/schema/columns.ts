// Column builders the tables share, so each table lists what is its own. Each call makes a
// fresh builder: drizzle binds a builder to the one table it is declared in.
import { type AnyPgColumn, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The row's own id: a random UUID. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** A moment, stored with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A row that belongs to another (its buyer, its order): required, and deleted with it. */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** A row this one mentions (who acted, which product): it stays when that row goes, and reads null. */
export const refNullOnDelete = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });

/** A private file kept in the file storage (storage/) under a random name (payment proof, order document). */
export const storedFileColumns = (uploadedBy: () => AnyPgColumn) => ({
  storedName: text('stored_name').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  originalName: text('original_name').notNull(),
  size: integer('size').notNull(),
  uploadedBy: refNullOnDelete('uploaded_by', uploadedBy),
});
