// The app under test, one per Playwright worker: its own port, data folder and embedded
// database, so workers run specs side by side without sharing admins, canned replies or
// published content. The mail sink stays one for the run (playwright.config.ts): every spec
// mails addresses of its own. The process is started and stopped like the server suites' own
// (tests/server/support/process.ts), which also kills it if the worker dies.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startServer, stopServer } from '../../server/support/process.ts';
import { ADMIN_ACCOUNT, E2E_PORT, MAIL_SINK_SMTP_PORT, STAFF_ACCOUNT } from './e2e-env.ts';

const run = promisify(execFile);

export interface AppServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

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
    DATA_DIR: dataDir,
    // Publishing from the console edits a copy, never the repository's content/ (nor commits to it).
    CONTENT_DIR: join(dataDir, 'content'),
    APP_URL: url,
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
      { env: { ...process.env, ...env } },
    );
  }
  // Warnings and errors only: the server runs for the whole run.
  const server = await startServer(env, port, undefined, 'warn');
  return {
    url,
    dataDir,
    async stop() {
      await stopServer(server);
      const logged = server.output().trim();
      if (logged) console.warn(`The app server of worker ${parallelIndex} logged:\n${logged}`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
