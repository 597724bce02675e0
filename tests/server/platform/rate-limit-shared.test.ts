import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { AUTH_LIMITS } from '../../../src/server/routes/api/auth/rate-limits.ts';
import { createAccount } from '../support/accounts.ts';
import { post } from '../support/auth-flows.ts';
import { buildTestApp, freshPostgresDatabase, type TestApp } from '../support/helper.ts';
import { describeWith, TEST_REDIS_URL } from '../support/services.ts';

describeWith(['postgres', 'redis'], 'rate limits across server processes', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    // Same Redis namespace, as two processes of one deployment; unique per test run.
    const env = { REDIS_URL: TEST_REDIS_URL!, REDIS_STREAM_NAME: `test-${randomUUID()}` };
    first = await buildTestApp({ env, seed: false, database });
    // The second app shares the database; only the first owns (and drops) it.
    second = await buildTestApp({ env, seed: false, database: { ...database, close: async () => {} } });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  test('failed sign-ins counted on one process lock the account on the other', async () => {
    const { user } = await createAccount(database.db);
    const max = AUTH_LIMITS.signInFailuresPerAccount.max;
    for (let i = 0; i < max; i += 1) {
      const app = i % 2 === 0 ? first : second;
      const res = await post(
        app,
        '/api/auth/signin-buyer',
        { email: user.email, password: `Wrong#Pass${i}x` },
        `10.9.0.${i + 1}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const locked = await post(
      second,
      '/api/auth/signin-buyer',
      { email: user.email, password: 'Wrong#Pass99x' },
      '10.9.1.1',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0].message).toMatch(/Too many failed sign-in attempts for this account/);
  });
  test('parallel guesses on both processes cannot overrun the per-account limit', async () => {
    const { user } = await createAccount(database.db);
    const max = AUTH_LIMITS.signInFailuresPerAccount.max;
    const answers = await Promise.all(
      Array.from({ length: 3 * max }, (_, i) =>
        post(
          i % 2 === 0 ? first : second,
          '/api/auth/signin-buyer',
          { email: user.email, password: `Wrong#Guess${i}x` },
          `10.9.2.${i + 1}`,
        ),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 401)).toHaveLength(max);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(2 * max);
  });
});
