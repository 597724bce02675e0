// A publish through one server instance switches every instance sharing the database, the
// data folder and the content folder within a second: through Redis, or, without Redis, by
// reading the live version each second. (Two app instances in one test process, each with its
// own database pool and Redis connections, as two server processes have.)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/client.ts';
import type { ContentVersion } from '../../../src/shared/content/content.contract.ts';
import { buildTestApp, freshPostgresDatabase, type TestApp } from '../support/helper.ts';
import { describeWith, TEST_REDIS_URL } from '../support/services.ts';
import { createEditor } from '../support/staff-accounts.ts';

function clusterSuite(withRedis: boolean) {
  let shared: string;
  let first: TestApp;
  let second: TestApp;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;

  beforeAll(async () => {
    shared = mkdtempSync(join(tmpdir(), 'atp-content-cluster-'));
    database = await freshPostgresDatabase();
    const env = {
      DATA_DIR: shared,
      CONTENT_DIR: join(shared, 'content'),
      ...(withRedis ? { REDIS_URL: TEST_REDIS_URL!, REDIS_STREAM_NAME: `test-content-${randomUUID()}` } : {}),
      DATABASE_URL: database.url,
    };
    first = await buildTestApp({ seed: false, database, env });
    second = await buildTestApp({
      seed: false,
      database: await openDatabase({ kind: 'postgres', url: database.url }),
      env,
    });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    rmSync(shared, { recursive: true, force: true });
  });

  it('serves the new site on the other instance within a second of going live', async () => {
    const editor = await createEditor(first.db);
    const home = join(first.env.CONTENT_DIR, 'pages/home.md');
    const text = `Published through the first instance ${randomUUID()}`;
    writeFileSync(home, readFileSync(home, 'utf8').replace(/^( {2}text: ).*$/m, `$1${JSON.stringify(text)}`));
    const published = await first.inject({
      method: 'POST',
      url: '/api/staff/content/publish',
      headers: editor.auth,
      payload: {},
    });
    expect(published.statusCode).toBe(202);
    const status = async () =>
      (
        (await first.inject({ method: 'GET', url: '/api/staff/content/versions', headers: editor.auth })).json().data
          .items as ContentVersion[]
      )[0]?.status;
    await expect.poll(status, { timeout: 20_000, interval: 50 }).toBe('LIVE');
    await expect
      .poll(async () => (await second.inject({ method: 'GET', url: '/' })).body, { timeout: 1000, interval: 50 })
      .toContain(text);
  });
}

describeWith(['postgres', 'redis'], 'content publishing across instances (PostgreSQL + Redis)', () =>
  clusterSuite(true),
);
describeWith(['postgres'], 'content publishing across instances (PostgreSQL, no Redis: polling)', () =>
  clusterSuite(false),
);
