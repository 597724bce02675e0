import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../../src/server/db/schema/index.ts';
import { AUTH_LIMITS } from '../../../src/server/routes/api/auth/rate-limits.ts';
import { MailSink } from '../../e2e/support/mail-sink.ts';
import { APP_URL, newBuyer, post, registerAndVerify, resetLinkToken } from '../support/auth-flows.ts';
import { buildTestApp, type TestApp } from '../support/helper.ts';

// The documented numbers (README, "Accounts and security"), at their real values.
let app: TestApp;
let sink: MailSink;
let lastIp = 0;
/** Each test speaks from its own address unless it is about addresses. */
const freshIp = () => `10.0.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

beforeAll(async () => {
  sink = await MailSink.start();
  app = await buildTestApp({ env: { SMTP_URL: sink.url, APP_URL }, seed: false });
});

afterAll(async () => {
  await app?.close();
  await sink?.close();
});

function expectTooMany(res: Awaited<ReturnType<typeof post>>, what: RegExp) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json().errors[0].message).toMatch(what);
  expect(res.json().errors[0].message).toMatch(/Please try again in \d+ minutes?\./);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in', () => {
  test('three wrong passwords do not lock a buyer out', async () => {
    const buyer = await registerAndVerify(app, sink, newBuyer());
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post(app, '/api/auth/signin-buyer', { email: buyer.email, password: 'Wrong#Pass123' }, ip)).statusCode,
      ).toBe(401);
    }
    expect(
      (await post(app, '/api/auth/signin-buyer', { email: buyer.email, password: buyer.password }, ip)).statusCode,
    ).toBe(200);
  });

  test(`after ${AUTH_LIMITS.signInFailuresPerClient.max} failures from one network that network is refused, and the owner elsewhere still signs in`, async () => {
    const buyer = await registerAndVerify(app, sink, newBuyer());
    const other = await registerAndVerify(app, sink, newBuyer());
    const guesser = freshIp();
    for (let i = 0; i < AUTH_LIMITS.signInFailuresPerClient.max; i += 1) {
      const res = await post(app, '/api/auth/signin-buyer', { email: buyer.email, password: `Wrong#Pass${i}x` }, guesser);
      expect(res.statusCode).toBe(401);
    }
    // Even the right password from the guessing network waits: it may be the guess that hit.
    expectTooMany(
      await post(app, '/api/auth/signin-buyer', { email: buyer.email.toUpperCase(), password: buyer.password }, guesser),
      /Too many failed sign-in attempts for this account from your network/,
    );
    // Staff sign-in shares the counter; other accounts from that network are unaffected.
    expectTooMany(
      await post(app, '/api/auth/signin-staff', { email: buyer.email, password: buyer.password }, guesser),
      /account/,
    );
    expect(
      (await post(app, '/api/auth/signin-buyer', { email: other.email, password: other.password }, guesser)).statusCode,
    ).toBe(200);
    // The owner, on another network, is not locked out by someone else's guesses.
    expect(
      (await post(app, '/api/auth/signin-buyer', { email: buyer.email, password: buyer.password }, freshIp())).statusCode,
    ).toBe(200);
  });

  test(`after ${AUTH_LIMITS.signInFailuresPerAccount.max} failures from many networks the account is locked everywhere, and a password reset lets its owner in at once`, async () => {
    const buyer = await registerAndVerify(app, sink, newBuyer());
    const perClient = AUTH_LIMITS.signInFailuresPerClient.max;
    for (let n = 0; n < AUTH_LIMITS.signInFailuresPerAccount.max / perClient; n += 1) {
      const ip = freshIp();
      for (let i = 0; i < perClient; i += 1) {
        const res = await post(app, '/api/auth/signin-buyer', { email: buyer.email, password: `Wrong#Net${n}x${i}` }, ip);
        expect(res.statusCode).toBe(401);
      }
    }
    const owner = freshIp();
    const locked = await post(app, '/api/auth/signin-buyer', { email: buyer.email, password: buyer.password }, owner);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().errors[0]).toMatchObject({
      code: 'account_locked',
      message: expect.stringMatching(/Reset your password \(Forgot Password\?\) to sign in now, or try again in \d+ minutes?\./),
    });

    expect((await post(app, '/api/auth/forgot-password', { email: buyer.email }, owner)).statusCode).toBe(200);
    const token = resetLinkToken((await sink.waitForMail(buyer.email, sink.to(buyer.email).length + 1)).links[0]);
    const password = 'Sahel#Reset2026';
    expect((await post(app, `/api/auth/reset-password/${token}`, { password }, owner)).statusCode).toBe(200);
    expect((await post(app, '/api/auth/signin-buyer', { email: buyer.email, password }, owner)).statusCode).toBe(200);
  });

  test('parallel guesses cannot overrun the per-network limit', async () => {
    const buyer = await registerAndVerify(app, sink, newBuyer());
    const max = AUTH_LIMITS.signInFailuresPerClient.max;
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 3 * max }, (_, i) =>
        post(app, '/api/auth/signin-buyer', { email: buyer.email, password: `Wrong#Guess${i}x` }, ip),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * max);
  });

  test('successful sign-ins do not count against the account', async () => {
    const buyer = await registerAndVerify(app, sink, newBuyer());
    for (let i = 0; i < AUTH_LIMITS.signInFailuresPerAccount.max + 2; i += 1) {
      const res = await post(
        app,
        '/api/auth/signin-buyer',
        { email: buyer.email, password: buyer.password },
        freshIp(),
      );
      expect(res.statusCode).toBe(200);
    }
  });

  test(`one address may try ${AUTH_LIMITS.signInPerIp.max} sign-ins per 15 minutes`, async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.signInPerIp.max; i += 1) {
      const res = await post(
        app,
        '/api/auth/signin-buyer',
        { email: `guess${i}@example.com`, password: 'Wrong#Pass123' },
        ip,
      );
      expect(res.statusCode).toBe(401);
    }
    expectTooMany(
      await post(app, '/api/auth/signin-buyer', { email: 'guess@example.com', password: 'Wrong#Pass123' }, ip),
      /sign-in attempts from your network/,
    );
    expect(
      (await post(app, '/api/auth/signin-buyer', { email: 'guess@example.com', password: 'Wrong#Pass123' }, freshIp()))
        .statusCode,
    ).toBe(401);
  });
});

test(`registration: ${AUTH_LIMITS.registerPerIp.max} sign-ups per address per hour, and a refused one stores nothing`, async () => {
  const ip = freshIp();
  for (let i = 0; i < AUTH_LIMITS.registerPerIp.max; i += 1) {
    expect((await post(app, '/api/auth/register-buyer', newBuyer(), ip)).statusCode).toBe(201);
  }
  const before = (await app.db.select({ n: count() }).from(users))[0]?.n;
  const buyer = newBuyer();
  expectTooMany(await post(app, '/api/auth/register-buyer', buyer, ip), /sign-ups from your network/);
  expect((await app.db.select({ n: count() }).from(users))[0]?.n).toBe(before);
  expect((await post(app, '/api/auth/register-buyer', buyer, freshIp())).statusCode).toBe(201);
});

describe.each([
  ['/api/auth/forgot-password', AUTH_LIMITS.forgotPasswordPerAddress, AUTH_LIMITS.forgotPasswordPerIp],
  ['/api/auth/resend-email-verification', AUTH_LIMITS.resendPerAddress, AUTH_LIMITS.resendPerIp],
])('%s', (url, perAddress, perIp) => {
  test(`${perAddress.max} per address per 15 minutes, alike for known and unknown addresses`, async () => {
    const known = newBuyer();
    expect((await post(app, '/api/auth/register-buyer', known, freshIp())).statusCode).toBe(201);
    const unknown = `nobody.${Date.now()}@example.com`;
    for (const email of [known.email, unknown]) {
      for (let i = 0; i < perAddress.max; i += 1)
        expect((await post(app, url, { email }, freshIp())).statusCode).toBe(200);
      expectTooMany(await post(app, url, { email }, freshIp()), new RegExp(perAddress.what));
    }
  });

  test(`${perIp.max} per network address per hour`, async () => {
    const ip = freshIp();
    for (let i = 0; i < perIp.max; i += 1) {
      expect((await post(app, url, { email: `someone${i}.${Date.now()}@example.com` }, ip)).statusCode).toBe(200);
    }
    expectTooMany(await post(app, url, { email: `late.${Date.now()}@example.com` }, ip), new RegExp(perIp.what));
  });
});
