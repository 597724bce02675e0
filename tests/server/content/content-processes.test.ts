// A publish through one server process switches every process within a second (issue 26,
// docs/product/console.md): two real OS processes sharing PostgreSQL, Redis, DATA_DIR (the
// builds) and CONTENT_DIR, as on shared storage. Their publishes build with the quick stand-in
// (tests/fixtures/server-with-quick-build.ts), so the test measures the switch, not astro.
// Runs when TEST_DATABASE_URL and TEST_REDIS_URL name the services (as on CI).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client.ts';
import type { ContentFile } from '../../../src/shared/content/content-files.contract.ts';
import { freshPostgresDatabase } from '../support/helper.ts';
import { clusterEnv, type ServerProcess, SERVER_WITH_QUICK_BUILD, startServer, stopServer } from '../support/process.ts';
import { describeWith, TEST_DATABASE_URL, TEST_REDIS_URL } from '../support/services.ts';
import { createEditor } from '../support/staff-accounts.ts';

/** When (performance.now()) each server first answered its home page with `text`. */
async function firstServing(servers: ServerProcess[], text: string, timeoutMs: number): Promise<number[]> {
  const seen: (number | undefined)[] = servers.map(() => undefined);
  const deadline = performance.now() + timeoutMs;
  while (seen.some((at) => at === undefined)) {
    if (performance.now() > deadline) throw new Error(`not every process served the new text within ${timeoutMs} ms`);
    // Both asked at once each round, so neither is favoured by the order of the questions.
    const pages = await Promise.all(servers.map(async (server) => (await fetch(`${server.url}/`)).text()));
    const now = performance.now();
    pages.forEach((page, index) => {
      if (seen[index] === undefined && page.includes(text)) seen[index] = now;
    });
  }
  return seen as number[];
}

describeWith(['postgres', 'redis'], 'content publishing across two server processes (PostgreSQL + Redis)', () => {
  const shared = mkdtempSync(join(tmpdir(), 'atp-content-processes-'));
  const streamName = `test-content-processes-${randomUUID()}`;
  let database: Database & { url: string };
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;

  // Each start migrates, seeds and loads the app: on a loaded two-core machine one start can
  // take most of a minute.
  beforeAll(async () => {
    database = await freshPostgresDatabase(TEST_DATABASE_URL);
    const env = {
      ...clusterEnv({ databaseUrl: database.url, redisUrl: TEST_REDIS_URL!, streamName, dataDir: shared }),
      CONTENT_DIR: join(shared, 'content'),
    };
    // One after the other: the first migrates the new database and fills CONTENT_DIR.
    first = await startServer(env, 0, SERVER_WITH_QUICK_BUILD);
    second = await startServer(env, 0, SERVER_WITH_QUICK_BUILD);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([stopServer(first), stopServer(second)]);
    await database?.close();
    rmSync(shared, { recursive: true, force: true });
    const redis = new Redis(TEST_REDIS_URL!);
    const keys = [streamName, ...(await redis.keys(`${streamName}:*`))];
    await redis.del(...keys);
    await redis.quit();
  }, 60_000);

  it('serves the text published through one process from the other within a second', { timeout: 120_000 }, async () => {
    const editor = await createEditor(database.db);
    const call = (server: ServerProcess, method: string, path: string, body?: unknown) =>
      fetch(`${server.url}/api/staff/content${path}`, {
        method,
        headers: { ...editor.auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    // The editor saves through the second process and publishes through the first.
    const home = ((await (await call(second!, 'GET', '/files/pages/home.md')).json()) as { data: ContentFile }).data;
    const text = `Published through one process ${randomUUID()}`;
    const data = structuredClone(home.data) as { hero: { text: string } };
    data.hero.text = text;
    const saved = await call(second!, 'PUT', '/files/pages/home.md', {
      revision: home.revision,
      data,
      body: home.body,
    });
    expect(saved.status, await saved.text()).toBe(200);
    const published = await call(first!, 'POST', '/publish', {});
    expect(published.status, await published.text()).toBe(202);

    const [firstAt, secondAt] = await firstServing([first!, second!], text, 90_000);
    expect(secondAt! - firstAt!, 'the second process followed the first this many ms later').toBeLessThan(1000);
  });
});
