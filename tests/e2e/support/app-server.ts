// The app under test, one per Playwright worker: its own port, data folder and embedded
// database, so workers run specs side by side without sharing admins, canned replies or
// published content. The mail sink stays one for the run (playwright.config.ts): every spec
// mails addresses of its own.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ADMIN_ACCOUNT, E2E_PORT, MAIL_SINK_SMTP_PORT, STAFF_ACCOUNT } from './e2e-env.ts';

const run = promisify(execFile);

export interface AppServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const STARTUP_LIMIT_MS = 120_000;

/**
 * Makes the run's agent and first admin with `npm run user:create`, as on a fresh install
 * (before the server: the embedded database has one user at a time), then starts the server
 * and waits until it answers /api/health.
 */
export async function startAppServer(parallelIndex: number): Promise<AppServer> {
  const port = E2E_PORT + parallelIndex;
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `atp-e2e-${parallelIndex}-`));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Publishing from the console edits a copy, never the repository's content/ (nor commits to it).
    CONTENT_DIR: join(dataDir, 'content'),
    APP_URL: url,
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
    // Every spec signs up and signs in from 127.0.0.1 (tests/e2e/support/README.md).
    RATE_LIMIT_MULTIPLIER: '50',
  };
  for (const account of [STAFF_ACCOUNT, ADMIN_ACCOUNT]) {
    await run(
      process.execPath,
      [
        'scripts/user-create.ts',
        ...['--type', account.type, '--email', account.email],
        ...['--password', account.password, '--name', account.fullName],
      ],
      { env },
    );
  }
  const server = spawn(process.execPath, ['src/server/server.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  await untilHealthy(url, exited);
  return {
    url,
    dataDir,
    async stop() {
      await stopProcess(server, exited);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function untilHealthy(url: string, exited: Promise<number | null>) {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code ?? -1));
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the e2e server exited with code ${exitCode} before it was ready`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the e2e server at ${url} was not ready within ${STARTUP_LIMIT_MS / 1000} s`);
}

/** SIGTERM lets the server drain; a server still running after 15 s is killed. */
async function stopProcess(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}
