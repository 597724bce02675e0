// The database type every query and service takes. Apart from client.ts (which opens the
// database) so modules that client.ts itself uses can name it without an import circle.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers, so queries and services run unchanged on either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
