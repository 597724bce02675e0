import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type AppOptions, buildApp } from '../../../src/server/app.ts';
import type { Clock } from '../../../src/server/clock.ts';
import { type Database, openDatabase } from '../../../src/server/db/client.ts';
import { seedCatalogue } from '../../../src/server/db/seed/index.ts';
import { loadEnv } from '../../../src/server/env.ts';
import { FAKE_SITE_BUILD } from '../../fixtures/fake-site-command.ts';
import type { DatabaseImages } from './database-images.ts';

/**
 * When TEST_DATABASE_URL is set (CI does, for the PostgreSQL at 127.0.0.1:5432), every
 * test app gets a fresh database on that server; otherwise a fresh in-memory PGlite.
 */
const PG_ADMIN_URL = process.env['TEST_DATABASE_URL'];

export const usingPostgres = Boolean(PG_ADMIN_URL);

/** The PostgreSQL that runs on every development and CI machine of this project. */
export const LOCAL_POSTGRES_URL = PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The databases migrated once for this vitest run (database-images.ts), which fresh ones copy;
 * none outside vitest (benchmarks, fuzz), where every database replays the migrations.
 */
const images: DatabaseImages | undefined = process.env['VITEST']
  ? (await import('vitest')).inject('databaseImages')
  : undefined;

/** The PGlite image, read once per worker. */
const pgliteImage = (() => {
  const read = new Map<string, Blob>();
  return (file: string) => {
    let image = read.get(file);
    if (!image) {
      image = new Blob([readFileSync(file)]);
      read.set(file, image);
    }
    return image;
  };
})();

export interface FreshDatabaseOptions {
  /** With the demo catalogue already in it (what buildTestApp seeds). */
  seeded?: boolean;
}

/** A brand-new, migrated database; dropped again by the returned close(). */
export async function freshDatabase(options: FreshDatabaseOptions = {}): Promise<Database & { url?: string }> {
  if (PG_ADMIN_URL) return freshPostgresDatabase(PG_ADMIN_URL, options);
  const file = images?.pglite[options.seeded ? 'seeded' : 'migrated'];
  return openDatabase(file ? { kind: 'memory', image: pgliteImage(file) } : { kind: 'memory' });
}

/** Copies a template database, retrying while another copy of it is being made (55006). */
async function createDatabase(admin: pg.Client, name: string, template: string | undefined) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A new database on a PostgreSQL server, migrated (a copy of this run's template when there is
 * one on that server); close() drops it.
 */
export async function freshPostgresDatabase(
  adminUrl = LOCAL_POSTGRES_URL,
  options: FreshDatabaseOptions = {},
): Promise<Database & { url: string }> {
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const templates = images?.postgres?.adminUrl === adminUrl ? images.postgres : undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await createDatabase(admin, name, templates?.[options.seeded ? 'seeded' : 'migrated']);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await dropWhenUnused(cleanup, name);
      await cleanup.end();
    },
  };
}

/**
 * Drops a test database once its last connection is gone. Forcing it instead would kill
 * connections that are still closing, and pg reports that as an uncaught error.
 */
async function dropWhenUnused(admin: pg.Client, name: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // 55006: still in use
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}

export interface TestAppOptions {
  /** Environment overrides, e.g. BUILD_DIR or REDIS_URL. */
  env?: Record<string, string>;
  seed?: boolean;
  database?: Database;
  /** Outbox worker timings, e.g. short retry delays for an SMTP outage. */
  outbox?: AppOptions['outbox'];
  /** Receives the app's log lines (at LOG_LEVEL, default silent) instead of no logger at all. */
  logStream?: NodeJS.WritableStream;
  /** A clock the test moves, for anything measured in time (service levels, waits). */
  clock?: Clock;
  /** What a publish runs instead of `astro build` (FAKE_SITE_BUILD: a quick stand-in). */
  contentBuild?: readonly string[];
  /** The sockets' heartbeat, shortened to see a silent drop noticed without waiting 25 s. */
  socketHeartbeat?: AppOptions['socketHeartbeat'];
}

export { FAKE_SITE_BUILD } from '../../fixtures/fake-site-command.ts';

/** Builds the whole app on a fresh database, the demo catalogue seeded, ready for inject(). */
export async function buildTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'atp-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BUILD_DIR: join(dataDir, 'no-build'),
    // Never the repository's own content/: a copy is made here on first use.
    CONTENT_DIR: join(dataDir, 'content'),
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    ...options.env,
  });
  const seed = options.seed !== false;
  const database = options.database ?? (await freshDatabase({ seeded: seed }));
  // A copy of the seeded image is seeded already; a database the test brought may not be.
  if (seed && options.database) await seedCatalogue(database.db);
  const app = await buildApp({
    env,
    database,
    outbox: options.outbox,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    ...(options.clock ? { clock: options.clock } : {}),
    contentBuild: options.contentBuild ?? FAKE_SITE_BUILD,
    socketHeartbeat: options.socketHeartbeat,
  });
  // A mail or picture still being written as the app closes can refill a folder mid-removal
  // (ENOTEMPTY): removal is retried, as Node's rm does for exactly that case.
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 }));
  await app.ready();
  return app;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as an account's client sends it (its `auth` headers; null: signed out), with a body when given. */
export function callAs(
  app: TestApp,
  account: { auth: Record<string, string> } | null,
  method: Method,
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    ...(account ? { headers: account.auth } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** What a GET as the caller with `auth` answers, which must be 200 (else the error names the answer). */
export async function readData<T>(app: TestApp, auth: Record<string, string>, url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: auth });
  if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}
