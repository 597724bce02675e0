// One migrated database per test run, copied for every test database (vitest globalSetup).
//
// Replaying the migrations takes seconds per database, and server suites open one or more
// each; copying a database that was migrated once takes a fraction of that. Two copies are
// made: migrated only, and migrated with the demo catalogue (what buildTestApp seeds).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/client.ts';
import { seedCatalogue } from '../../../src/server/db/seed/index.ts';

/** What a test database is copied from: PGlite images (files) and PostgreSQL template names. */
export interface DatabaseImages {
  pglite: { migrated: string; seeded: string };
  /** Only when TEST_DATABASE_URL names a PostgreSQL server, on that server. */
  postgres?: { adminUrl: string; migrated: string; seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseImages: DatabaseImages;
  }
}

async function pgliteImages(folder: string): Promise<DatabaseImages['pglite']> {
  const database = await openDatabase({ kind: 'memory' });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = async (name: string) => {
      const file = join(folder, `${name}.tar`);
      writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      return file;
    };
    const migrated = await dump('migrated');
    await seedCatalogue(database.db);
    return { migrated, seeded: await dump('seeded') };
  } finally {
    await database.close();
  }
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onPostgres(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function postgresTemplates(adminUrl: string): Promise<NonNullable<DatabaseImages['postgres']>> {
  const run = randomUUID().replaceAll('-', '');
  const names = { migrated: `tmpl_${run}`, seeded: `tmpls_${run}` };
  for (const [kind, name] of Object.entries(names)) {
    await onPostgres(adminUrl, `create database ${name}`);
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
    if (kind === 'seeded') await seedCatalogue(database.db);
    await database.close();
  }
  return { adminUrl, ...names };
}

/**
 * The images of this run: made by the first project's setup, shared by the others (every
 * project of the config runs this setup), removed once the last one is torn down.
 */
interface RunImages {
  made: Promise<{ images: DatabaseImages; remove: () => Promise<void> }>;
  users: number;
}
const run = globalThis as typeof globalThis & { atpDatabaseImages?: RunImages };

async function makeImages() {
  const folder = mkdtempSync(join(tmpdir(), 'atp-db-images-'));
  const adminUrl = process.env['TEST_DATABASE_URL'];
  const [pglite, postgres] = await Promise.all([
    pgliteImages(folder),
    adminUrl ? postgresTemplates(adminUrl) : undefined,
  ]);
  return {
    images: { pglite, ...(postgres ? { postgres } : {}) },
    async remove() {
      rmSync(folder, { recursive: true, force: true });
      if (postgres) {
        for (const name of [postgres.migrated, postgres.seeded]) {
          await onPostgres(postgres.adminUrl, `drop database if exists ${name} with (force)`);
        }
      }
    },
  };
}

export default async function setup(project: TestProject) {
  run.atpDatabaseImages ??= { made: makeImages(), users: 0 };
  const shared = run.atpDatabaseImages;
  shared.users += 1;
  project.provide('databaseImages', (await shared.made).images);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete run.atpDatabaseImages;
    await (await shared.made).remove();
  };
}
