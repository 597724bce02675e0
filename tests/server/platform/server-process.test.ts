import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../../src/server/db/data-dir-lock.ts';
import { runToExit, startServer } from '../support/process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'atp-proc-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = { DATA_DIR: dataDir, BUILD_DIR: join(dataDir, 'no-build') };

// Each test starts real server processes (migrations, seed, a lock on the data folder): on a
// loaded two-core machine one start alone can take most of the default 30 s.
describe('the server process on the embedded database', { timeout: 300_000 }, () => {
  it('refuses a second process on the same data folder, keeps data across a clean restart', async () => {
    const first = await startServer(env);
    expect(first.output()).toContain('seeded the demo catalogue');
    const products = ((await (await fetch(`${first.url}/api/product`)).json()) as { data: { id: string }[] }).data;
    expect(products.length).toBeGreaterThan(0);

    const second = await runToExit(env);
    expect(second.code).toBe(1);
    expect(second.output).toContain(`The data folder ${dataDir} is in use by another process`);

    // The first one still serves after the refusal.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM received');

    const restarted = await startServer(env);
    expect(restarted.output()).not.toContain('seeded the demo catalogue');
    const again = ((await (await fetch(`${restarted.url}/api/product`)).json()) as { data: { id: string }[] }).data;
    expect(again.map((p) => p.id)).toEqual(products.map((p) => p.id));
    restarted.child.kill('SIGINT');
    expect(await restarted.exited).toBe(0);
  });

  it('starts again at once after being killed, its lock taken over from the dead process', async () => {
    const killed = await startServer(env);
    killed.child.kill('SIGKILL');
    await killed.exited;
    // "At once" is proved without a clock below (a fresh lock of a dead owner); a loaded
    // machine may take longer to boot than the 10 s after which a lock is stale anyway.
    const restarted = await startServer(env);
    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
    // A live owner is still respected.
    const second = await runToExit(env);
    expect(second.output).toContain(`The data folder ${dataDir} is in use by another process`);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  });

  it('refuses to start with a clear message for each bad setting', async () => {
    const result = await runToExit({ ...env, PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_URL: 'not a url' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Invalid configuration');
    expect(result.output).toMatch(/PORT:/);
    expect(result.output).toMatch(/DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//);
    expect(result.output).toMatch(/APP_URL:/);
  });

  it('takes over a lock refreshed just now whose owner process is gone, and refuses one whose owner runs', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'atp-lock-'));
    try {
      // A lock as a killed server leaves it: fresh (refreshed every 2 s), its owner gone.
      const gone = spawnSync(process.execPath, ['-e', '']).pid;
      mkdirSync(join(folder, '.lock'));
      writeFileSync(join(folder, '.lock-owner'), JSON.stringify({ pid: gone, host: hostname() }));
      const release = await lockDataDir(folder);
      // Now this process owns it, and it is alive.
      await expect(lockDataDir(folder)).rejects.toThrow(`The data folder ${folder} is in use by another process`);
      await release();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
