import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  ADMIN_ACCOUNT,
  E2E_PORT,
  MAIL_SINK_HTTP_URL,
  MAIL_SINK_SMTP_PORT,
  STAFF_ACCOUNT,
} from './tests/e2e/support/e2e-env.ts';

// One fresh data folder per run, shared by the runner and its workers through the environment.
process.env['E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'atp-e2e-'));
const port = E2E_PORT;
export const BASE_URL = `http://localhost:${port}`;

// The e2e agent and first admin exist before the server starts: the embedded database is
// locked while it runs.
const userCreate = (account: typeof STAFF_ACCOUNT | typeof ADMIN_ACCOUNT) =>
  [
    'node scripts/user-create.ts',
    `--type ${account.type}`,
    `--email ${account.email}`,
    `--password '${account.password}'`,
    `--name '${account.fullName}'`,
  ].join(' ');
const createStaff = `${userCreate(STAFF_ACCOUNT)} && ${userCreate(ADMIN_ACCOUNT)}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: process.env['CI'] ? 'line' : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; never a test tool's own browser download.
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'mobile-chromium', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: [
    {
      // Mail goes over real SMTP to this sink; specs read it over HTTP (tests/e2e/support).
      command: 'node tests/e2e/support/mail-sink-server.ts',
      url: `${MAIL_SINK_HTTP_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_PORT: String(port) },
    },
    {
      command: `${createStaff} && node src/server/server.ts`,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env['E2E_DATA_DIR'],
        // Publishing from the console edits a copy, never the repository's content/ (nor commits to it).
        CONTENT_DIR: join(process.env['E2E_DATA_DIR']!, 'content'),
        APP_URL: BASE_URL,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
        // Every spec signs up and signs in from 127.0.0.1 (tests/e2e/support/README.md).
        RATE_LIMIT_MULTIPLIER: '50',
        ...(process.env['BUILD_DIR'] ? { BUILD_DIR: process.env['BUILD_DIR'] } : {}),
      },
    },
  ],
});
