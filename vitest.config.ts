import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    // Migrates one database per run; every test database is a copy of it.
    globalSetup: ['tests/server/database-images.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry; two cores do not gain from more workers.
    maxWorkers: 2,
  },
});
