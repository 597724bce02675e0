import { readFileSync } from 'node:fs';

// The database's schema version is the last committed migration (drizzle's journal), and the
// app's version is package.json's: a backup records both, and a restore compares them.

interface Journal {
  entries: { tag: string }[];
}

const JOURNAL = new URL('./migrations/meta/_journal.json', import.meta.url);
const PACKAGE = new URL('../../../package.json', import.meta.url);

/** Every migration of this code, oldest first (`20261123072441_init`, ...). */
export function migrationTags(): string[] {
  return (JSON.parse(readFileSync(JOURNAL, 'utf8')) as Journal).entries.map((entry) => entry.tag);
}

/** The schema this code migrates a database to: its last migration. */
export const schemaVersion = (): string => migrationTags().at(-1) ?? 'none';

/** package.json's version of this code. */
export const appVersion = (): string => (JSON.parse(readFileSync(PACKAGE, 'utf8')) as { version: string }).version;
