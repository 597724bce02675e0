import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Server processes and scripts the suites start keep their compiled modules on disk between
// starts (src/server/server.ts says why); the workers inherit it for the packages they load.
process.env['NODE_COMPILE_CACHE'] ??= join(tmpdir(), 'node-compile-cache');

/**
 * Files that need a module graph of their own: a vi.mock of a module the others load
 * (order-approve-race), or a module-level registration another file makes first
 * (browser-locale's islands source, read by error-messages).
 */
const ISOLATED = ['tests/server/orders/order-approve-race.test.ts', 'tests/unit/error-messages.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Migrates one database per run; every test database is a copy of it.
    globalSetup: ['tests/server/support/database-images.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry; two cores do not gain from more workers.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
          exclude: ISOLATED,
          // A worker loads the app's modules once for all its files instead of once per file
          // (a third of the run's CPU time): suites share nothing else, each builds its own app.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
