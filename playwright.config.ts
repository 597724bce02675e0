import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, MAIL_SINK_HTTP_URL } from './tests/e2e/support/e2e-env.ts';

// Each worker starts its own app with its own database (tests/e2e/support/app-server.ts, a
// worker fixture in support/test.ts), so spec files run side by side. Two workers keep both
// cores of a small machine busy: a spec spends much of its time waiting on the browser or the
// server. E2E_WORKERS=1 runs them one after another.
const workers = Number(process.env['E2E_WORKERS'] ?? 2);

// Debian's Chromium, never a test tool's own download: its headless shell (the
// chromium-headless-shell package, which .ci/run installs) when present, as it runs the suite
// in about three quarters of the full browser's time; else the full browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// The app servers and `user:create` that workers start keep their compiled modules on disk
// between starts (src/server/server.ts says why).
process.env['NODE_COMPILE_CACHE'] ??= join(tmpdir(), 'node-compile-cache');

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: process.env['CI'] ? 'line' : 'list',
  use: {
    // Recording a trace for every test costs about a sixth of the run; to look into a failure,
    // run its spec again with --trace on.
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
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
      env: { E2E_PORT: String(E2E_PORT) },
    },
  ],
});
