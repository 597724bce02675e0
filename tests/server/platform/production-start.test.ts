// A server started with NODE_ENV=production on a new data folder (a first deploy, or a folder
// left empty by a restore that failed) starts with an empty catalogue: the demo products are
// loaded only where SEED_DEMO=true asks for them, or outside production.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../src/server/env.ts';
import { type ServerProcess, startServer, stopServer } from '../support/process.ts';
import { tempDirs } from '../support/temp-dirs.ts';

describe('the demo catalogue', () => {
  it('is loaded outside production, and in production only when SEED_DEMO=true asks for it', () => {
    expect(loadEnv({}).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadEnv({ SEED_DEMO: 'yes please' })).toThrow(/SEED_DEMO/);
  });
});

describe('the time a shutdown gives requests in flight', () => {
  it('is the request timeout unless set, so a deploy never cuts an upload the server still accepts', () => {
    expect(loadEnv({}).SHUTDOWN_TIMEOUT_SECONDS).toBe(120);
    expect(loadEnv({ REQUEST_TIMEOUT_SECONDS: '300' }).SHUTDOWN_TIMEOUT_SECONDS).toBe(300);
    expect(loadEnv({ REQUEST_TIMEOUT_SECONDS: '300', SHUTDOWN_TIMEOUT_SECONDS: '30' }).SHUTDOWN_TIMEOUT_SECONDS).toBe(
      30,
    );
  });
});

describe('a production server on a new data folder', () => {
  const tempDir = tempDirs('atp-production-');
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const dataDir = tempDir();
    server = await startServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      BUILD_DIR: join(dataDir, 'no-build'),
      CONTENT_DIR: join(dataDir, 'content'),
    });
  }, 120_000);
  afterAll(() => stopServer(server), 30_000);

  it('has no products and says nothing of a demo catalogue', async () => {
    const answer = await fetch(`${server!.url}/api/product`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: unknown[] }).data).toEqual([]);
    expect(server!.output()).not.toContain('seeded the demo catalogue');
  });
});
