import { describe } from 'vitest';

/**
 * The suites that need a real PostgreSQL or Redis run when the environment names them
 * (`.ci/run` does: TEST_DATABASE_URL and TEST_REDIS_URL); on a machine with only Node and
 * Chromium they are skipped, and say so, so `npm test` passes anywhere.
 */
export const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL'];
export const TEST_REDIS_URL = process.env['TEST_REDIS_URL'];

const VARIABLES = { postgres: 'TEST_DATABASE_URL', redis: 'TEST_REDIS_URL' } as const;
const CONFIGURED = { postgres: Boolean(TEST_DATABASE_URL), redis: Boolean(TEST_REDIS_URL) } as const;

type Service = keyof typeof VARIABLES;

/** A describe block that runs only when every service it names is configured. */
export function describeWith(services: readonly Service[], name: string, body: () => void) {
  const missing = services.filter((service) => !CONFIGURED[service]).map((service) => VARIABLES[service]);
  if (missing.length > 0) {
    console.warn(`Skipped "${name}": set ${missing.join(' and ')} to run it (.ci/run does).`);
  }
  describe.skipIf(missing.length > 0)(name, body);
}
