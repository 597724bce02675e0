import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One fresh data folder per run, shared by the runner and its workers through the environment.
process.env['E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'atp-e2e-'));
const port = Number(process.env['E2E_PORT'] ?? 4310);
export const BASE_URL = `http://localhost:${port}`;

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
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'mobile-chromium', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: {
    command: 'node src/server/server.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env['E2E_DATA_DIR'],
      APP_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      ...(process.env['BUILD_DIR'] ? { BUILD_DIR: process.env['BUILD_DIR'] } : {}),
    },
  },
});
