import { createHash } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, oneTimeTokens, sessions, users } from '../../../src/server/db/schema/index.ts';
import { createAccount } from '../../../src/server/services/accounts.service.ts';
import { MailSink } from '../../e2e/support/mail-sink.ts';
import {
  APP_URL,
  GOOD_PASSWORD,
  bearer,
  newBuyer,
  post,
  registerAndVerify,
  resetLinkToken,
  signIn,
  verificationLinkParts,
} from '../support/auth-flows.ts';
import { buildTestApp, type TestApp } from '../support/helper.ts';
import { PASSWORD_RULE_REFUSALS } from '../support/accounts.ts';

let app: TestApp;
let sink: MailSink;

let agents = 0;
/** A verified agent with GOOD_PASSWORD and an address of its own. */
const newAgent = () =>
  createAccount(
    app.db,
    {
      type: 'agent',
      fullName: 'Kwame Agent',
      email: `agent.${Date.now()}.${(agents += 1)}@example.com`,
      password: GOOD_PASSWORD,
      verified: true,
    },
    new Date(),
  );

beforeAll(async () => {
  sink = await MailSink.start();
  // Limits have their own tests (auth-rate-limits.test.ts); here every call comes from one address.
  app = await buildTestApp({ env: { SMTP_URL: sink.url, APP_URL, RATE_LIMIT_MULTIPLIER: '100' }, seed: false });
});

afterAll(async () => {
  await app?.close();
  await sink?.close();
});

const userCount = async () => (await app.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const findUser = async (email: string) =>
  (
    await app.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
  )[0];

describe('registration', () => {
  test('creates an unverified buyer, answers data.email and mails a verification link over SMTP', async () => {
    const buyer = newBuyer({
      email: `Mixed.Case.${Date.now()}@Example.com`,
      phoneNumber: '+22997123456'.replace('97', '0197'),
    });
    const res = await post(app, '/api/auth/register-buyer', buyer);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ data: { email: buyer.email.toLowerCase() } });

    const stored = await findUser(buyer.email);
    expect(stored).toMatchObject({ type: 'buyer', fullName: buyer.fullName, emailVerifiedAt: null, country: 'BJ' });
    expect(stored?.phoneNumber).toBe('+2290197123456');
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = await sink.waitForMail(buyer.email);
    expect(mail.subject).toContain('AfriTrade Hub');
    expect(mail.text).toContain(`Hello ${buyer.fullName}`);
    expect(mail.text).toMatch(/You received this e-mail because this address was used to register/);
    expect(mail.html).toContain('AfriTrade Hub');
    const { buyerId } = verificationLinkParts(mail.links[0]);
    expect(buyerId).toBe(stored?.id);
    expect(mail.html).toContain(mail.links[0]);
  });

  test('derives the country from the phone number and stores it in international form', async () => {
    const buyer = newBuyer({ phoneNumber: '0803 123 4567' });
    expect((await post(app, '/api/auth/register-buyer', buyer)).statusCode).toBe(201);
    expect(await findUser(buyer.email)).toMatchObject({ phoneNumber: '+2348031234567', country: 'NG' });
  });

  test.each([
    ['fullName', { fullName: '   ' }, 'Full name is required'],
    ['email', { email: 'not-an-address' }, 'Enter a valid e-mail address'],
    ['phoneNumber', { phoneNumber: '+234803' }, 'Enter a valid phone number'],
    ['phoneNumber', { phoneNumber: '' }, 'Phone number is required'],
    ...PASSWORD_RULE_REFUSALS.map(({ password, message }): [string, { password: string }, string] => [
      'password',
      { password },
      message,
    ]),
    ['password', { password: `Ha#2026${'x'.repeat(122)}` }, 'At most 128 characters'],
    ['password', { password: 'Password123!' }, 'too common'],
    ['password', { password: 'P@ssw0rd' }, 'too common'],
  ])('refuses a bad %s (%j) with a field error and stores nothing', async (field, change, message) => {
    const before = await userCount();
    const res = await post(app, '/api/auth/register-buyer', newBuyer(change));
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; message: string }[];
    expect(errors.find((e) => e.field === field)?.message).toContain(message);
    expect(await userCount()).toBe(before);
  });

  test.each([
    ['a page of ours', '/product/cashew?tab=quote', `?next=${encodeURIComponent('/product/cashew?tab=quote')}`],
    ['another site', '//evil.example/', ''],
    ['a full address', 'https://evil.example/', ''],
  ])('the verification link returns to ?next= when it is %s (%s)', async (_case, next, query) => {
    const buyer = newBuyer();
    const res = await post(app, '/api/auth/register-buyer', { ...buyer, next });
    expect(res.statusCode, res.body).toBe(201);
    const link = (await sink.waitForMail(buyer.email)).links[0] ?? '';
    expect(link.startsWith(`${APP_URL}/login/`)).toBe(true);
    expect(new URL(link).search).toBe(query);
  });

  test('a missing field is named in the answer', async () => {
    const res = await post(app, '/api/auth/register-buyer', { email: 'x@example.com' });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['fullName', 'password', 'phoneNumber']);
  });

  test('an address is unique regardless of case', async () => {
    const buyer = newBuyer();
    expect((await post(app, '/api/auth/register-buyer', buyer)).statusCode).toBe(201);
    const before = await userCount();
    const again = await post(app, '/api/auth/register-buyer', { ...newBuyer(), email: buyer.email.toUpperCase() });
    expect(again.statusCode).toBe(201);
    expect(await userCount()).toBe(before);
  });

  test('a taken address answers as a new one would, and its owner is told by mail', async () => {
    const owner = await registerAndVerify(app, sink);
    const mailsBefore = sink.to(owner.email).length;
    const attempt = { ...newBuyer(), email: owner.email.toUpperCase() };
    const res = await post(app, '/api/auth/register-buyer', attempt);
    const fresh = await post(app, '/api/auth/register-buyer', newBuyer());

    expect(res.statusCode).toBe(fresh.statusCode);
    expect(res.json()).toEqual({ data: { email: owner.email.toLowerCase() } });
    const mail = await sink.waitForMail(owner.email, mailsBefore + 1);
    expect(mail.subject).toContain('You already have');
    expect(mail.links).toEqual([`${APP_URL}/login`, `${APP_URL}/forgotpassword`]);
    // The account is unchanged: the owner's password still works, the attempt's does not.
    expect((await findUser(owner.email))?.fullName).toBe(owner.fullName);
    await signIn(app, owner.email, owner.password);
  });

  test("a registration with a staff member's address mails them the console's links", async () => {
    const agent = await newAgent();
    expect((await post(app, '/api/auth/register-buyer', { ...newBuyer(), email: agent.email })).statusCode).toBe(201);
    const mail = await sink.waitForMail(agent.email);
    expect(mail.links).toEqual([`${APP_URL}/console`, `${APP_URL}/forgotpassword?signin=console`]);
  });

  test('a taken but unverified address gets a new verification link instead', async () => {
    const buyer = newBuyer();
    expect((await post(app, '/api/auth/register-buyer', buyer)).statusCode).toBe(201);
    await sink.waitForMail(buyer.email, 1);
    expect((await post(app, '/api/auth/register-buyer', { ...buyer, fullName: 'Someone Else' })).statusCode).toBe(201);
    const mail = await sink.waitForMail(buyer.email, 2);
    verificationLinkParts(mail.links[0]);
  });
});

describe('e-mail verification', () => {
  test('a buyer cannot sign in before verifying, and is told why', async () => {
    const buyer = newBuyer();
    await post(app, '/api/auth/register-buyer', buyer);
    const res = await post(app, '/api/auth/signin-buyer', { email: buyer.email, password: buyer.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toMatch(/verify your e-mail address/);
    expect(
      await app.db
        .select()
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(users.email, buyer.email)),
    ).toHaveLength(0);
  });

  test('the mailed link verifies once; reuse, a wrong buyer id or a forged token fail', async () => {
    const buyer = newBuyer();
    await post(app, '/api/auth/register-buyer', buyer);
    const link = verificationLinkParts((await sink.waitForMail(buyer.email)).links[0]);

    const other = await findUser((await registerAndVerify(app, sink)).email);
    const wrongBuyer = await post(app, '/api/auth/verify-email', { ...link, buyerId: other?.id });
    expect(wrongBuyer.statusCode).toBe(400);
    const forged = await post(app, '/api/auth/verify-email', { ...link, token: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(400);

    const first = await post(app, '/api/auth/verify-email', link);
    expect(first.statusCode, first.body).toBe(200);
    expect((await findUser(buyer.email))?.emailVerifiedAt).toBeInstanceOf(Date);

    const reuse = await post(app, '/api/auth/verify-email', link);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errors[0].message).toMatch(/not valid any more/);
    expect((await signIn(app, buyer.email, buyer.password)).token).toBeTruthy();
  });

  test('a malformed buyer id is a clear 400, not a server error', async () => {
    const res = await post(app, '/api/auth/verify-email', { buyerId: 'abc', token: 'def' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/not valid/);
  });

  test('links expire after 48 hours', async () => {
    const buyer = newBuyer();
    await post(app, '/api/auth/register-buyer', buyer);
    const link = verificationLinkParts((await sink.waitForMail(buyer.email)).links[0]);
    const [token] = await app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, link.buyerId));
    const lifetime = (token?.expiresAt.getTime() ?? 0) - (token?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 48 * 3600_000)).toBeLessThan(60_000);
    // Stored hashed: the database never holds the token of the link.
    expect(token?.tokenHash).toBe(createHash('sha256').update(link.token).digest('hex'));

    await app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, link.buyerId));
    expect((await post(app, '/api/auth/verify-email', link)).statusCode).toBe(400);
  });

  test('resend mails a new link and the older one stops working', async () => {
    const buyer = newBuyer();
    await post(app, '/api/auth/register-buyer', buyer);
    const old = verificationLinkParts((await sink.waitForMail(buyer.email)).links[0]);

    const res = await post(app, '/api/auth/resend-email-verification', { email: buyer.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const fresh = verificationLinkParts((await sink.waitForMail(buyer.email, 2)).links[0]);
    expect(fresh.token).not.toBe(old.token);

    expect((await post(app, '/api/auth/verify-email', old)).statusCode).toBe(400);
    expect((await post(app, '/api/auth/verify-email', fresh)).statusCode).toBe(200);
  });

  test('resend answers alike for unknown, verified and unverified addresses', async () => {
    const verified = await registerAndVerify(app, sink);
    const unverified = newBuyer();
    await post(app, '/api/auth/register-buyer', unverified);
    await sink.waitForMail(unverified.email);

    const answers = await Promise.all(
      [`nobody.${Date.now()}@example.com`, verified.email, unverified.email].map(async (email) => {
        const res = await post(app, '/api/auth/resend-email-verification', { email });
        return { status: res.statusCode, body: res.json() };
      }),
    );
    for (const [index, answer] of answers.entries()) {
      const email = [`nobody`, verified.email, unverified.email][index];
      expect(answer.status).toBe(200);
      if (index > 0) expect(answer.body).toEqual({ data: { email } });
    }
    await sink.waitForMail(unverified.email, 2);
    await app.mailer.idle();
    expect(sink.to(verified.email)).toHaveLength(1); // only the original verification mail
  });
});

describe('sign-in and sessions', () => {
  test('answers a token and the user; lastLoggedIn is the previous sign-in', async () => {
    const buyer = await registerAndVerify(app, sink);
    const first = await signIn(app, buyer.email.toUpperCase(), buyer.password);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.user).toMatchObject({
      id: buyer.id,
      type: 'buyer',
      fullName: buyer.fullName,
      email: buyer.email,
      phoneNumber: '+2348031234567',
      country: 'NG',
      lastLoggedIn: null,
    });
    expect(Date.parse(String(first.user['createdAt']))).not.toBeNaN();
    expect(first.user).not.toHaveProperty('passwordHash');

    const current = await app.inject({ method: 'GET', url: '/api/auth/current-user', headers: bearer(first.token) });
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('private, no-store');
    expect(current.json().data.currentUser).toMatchObject({
      fullName: buyer.fullName,
      email: buyer.email,
      phoneNumber: '+2348031234567',
      lastLoggedIn: null,
    });

    const second = await signIn(app, buyer.email, buyer.password);
    const previous = second.user['lastLoggedIn'];
    expect(typeof previous).toBe('string');
    const again = await app.inject({ method: 'GET', url: '/api/auth/current-user', headers: bearer(second.token) });
    expect(again.json().data.currentUser.lastLoggedIn).toBe(previous);
  });

  test('unknown address and wrong password answer alike', async () => {
    const buyer = await registerAndVerify(app, sink);
    const wrong = await post(app, '/api/auth/signin-buyer', { email: buyer.email, password: 'Wrong#Pass123' });
    const unknown = await post(app, '/api/auth/signin-buyer', {
      email: `nobody.${Date.now()}@example.com`,
      password: 'Wrong#Pass123',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errors[0]).toEqual({
      message: 'The e-mail address or password is incorrect.',
      code: 'invalid_credentials',
    });
  });

  test('staff sign in only at signin-staff and buyers only at signin-buyer', async () => {
    const agent = await newAgent();
    const buyer = await registerAndVerify(app, sink);

    const staff = await signIn(app, agent.email, GOOD_PASSWORD, 'staff');
    expect(staff.user).toMatchObject({ type: 'agent', fullName: 'Kwame Agent' });

    const agentAsBuyer = await post(app, '/api/auth/signin-buyer', { email: agent.email, password: GOOD_PASSWORD });
    const buyerAsStaff = await post(app, '/api/auth/signin-staff', { email: buyer.email, password: buyer.password });
    expect(agentAsBuyer.statusCode).toBe(401);
    expect(buyerAsStaff.statusCode).toBe(401);
    expect(buyerAsStaff.json()).toEqual(agentAsBuyer.json());
  });

  test('tokens are stored only as SHA-256 hashes and slide 30 days', async () => {
    const buyer = await registerAndVerify(app, sink);
    const { token } = await signIn(app, buyer.email, buyer.password);
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, buyer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(Math.abs(ttl - 30 * 24 * 3600_000)).toBeLessThan(60_000);
  });

  test('an expired session is refused', async () => {
    const buyer = await registerAndVerify(app, sink);
    const { token } = await signIn(app, buyer.email, buyer.password);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, buyer.id));
    const res = await app.inject({ method: 'GET', url: '/api/auth/current-user', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  test('signout revokes the token; other sessions live on', async () => {
    const buyer = await registerAndVerify(app, sink);
    const phone = await signIn(app, buyer.email, buyer.password);
    const laptop = await signIn(app, buyer.email, buyer.password);

    const out = await app.inject({ method: 'GET', url: '/api/auth/signout', headers: bearer(phone.token) });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/auth/current-user', headers: bearer(phone.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().errors[0].message).toBeTruthy();
    const other = await app.inject({ method: 'GET', url: '/api/auth/current-user', headers: bearer(laptop.token) });
    expect(other.statusCode).toBe(200);
  });

  test('current-user and signout without a session answer 401', async () => {
    for (const url of ['/api/auth/current-user', '/api/auth/signout']) {
      const res = await app.inject({ method: 'GET', url, headers: bearer('') });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().errors[0].message).toBe('Please sign in to continue.');
    }
  });

  test('sign-in field errors are named', async () => {
    const res = await post(app, '/api/auth/signin-buyer', { email: 'nope', password: '' });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['email', 'password']);
  });
});

describe('password reset', () => {
  const requestReset = async (email: string, nth: number) => {
    const res = await post(app, '/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    return resetLinkToken((await sink.waitForMail(email, nth)).links[0]);
  };

  test('forgot-password answers alike for known and unknown addresses, and mails only the known', async () => {
    const buyer = await registerAndVerify(app, sink);
    const unknown = `nobody.${Date.now()}@example.com`;
    const known = await post(app, '/api/auth/forgot-password', { email: buyer.email });
    const missing = await post(app, '/api/auth/forgot-password', { email: unknown });
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(Object.keys(known.json().data)).toEqual(Object.keys(missing.json().data));
    const mail = await sink.waitForMail(buyer.email, 2);
    expect(mail.subject).toMatch(/Reset your AfriTrade Hub password/);
    expect(mail.text).toMatch(/a password reset was requested for this address/);
    expect(mail.html).toContain(mail.links[0]);
    resetLinkToken(mail.links[0]);
    await app.mailer.idle();
    expect(sink.to(unknown)).toHaveLength(0);
  });

  test('a reset sets the new password, ends every session, and works once', async () => {
    const buyer = await registerAndVerify(app, sink);
    const session = await signIn(app, buyer.email, buyer.password);
    const token = await requestReset(buyer.email, 2);

    const newPassword = 'Kilimanjaro#5895';
    const res = await post(app, `/api/auth/reset-password/${token}`, { password: newPassword });
    expect(res.statusCode, res.body).toBe(200);

    const old = await app.inject({ method: 'GET', url: '/api/auth/current-user', headers: bearer(session.token) });
    expect(old.statusCode).toBe(401);
    expect(
      (await post(app, '/api/auth/signin-buyer', { email: buyer.email, password: buyer.password })).statusCode,
    ).toBe(401);
    expect((await signIn(app, buyer.email, newPassword)).token).toBeTruthy();

    const reuse = await post(app, `/api/auth/reset-password/${token}`, { password: 'Another#Pass9876' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errors[0].message).toMatch(/not valid any more/);
    expect((await signIn(app, buyer.email, newPassword)).token).toBeTruthy();
  });

  test('a weak new password is refused with a field error and leaves the link usable', async () => {
    const buyer = await registerAndVerify(app, sink);
    const token = await requestReset(buyer.email, 2);
    for (const [password, message, code] of [
      ['Short#1', 'At least minumum 8 characters', 'password_too_short'],
      ['nouppercase#1', 'At least one Uppercase', 'password_uppercase'],
      ['Password1!', 'too common', 'password_common'],
    ] as const) {
      const res = await post(app, `/api/auth/reset-password/${token}`, { password });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({ field: 'password', message: expect.stringContaining(message), code });
    }
    expect((await signIn(app, buyer.email, buyer.password)).token).toBeTruthy();
    expect((await post(app, `/api/auth/reset-password/${token}`, { password: 'Kilimanjaro#5895' })).statusCode).toBe(
      200,
    );
  });

  test('a newer reset link replaces the older; links expire after 30 minutes', async () => {
    const buyer = await registerAndVerify(app, sink);
    const first = await requestReset(buyer.email, 2);
    const second = await requestReset(buyer.email, 3);
    expect((await post(app, `/api/auth/reset-password/${first}`, { password: 'Kilimanjaro#5895' })).statusCode).toBe(
      400,
    );

    const [row] = await app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, createHash('sha256').update(second).digest('hex')));
    expect(Math.abs((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0) - 30 * 60_000)).toBeLessThan(
      60_000,
    );
    await app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.id, row?.id ?? ''));
    expect((await post(app, `/api/auth/reset-password/${second}`, { password: 'Kilimanjaro#5895' })).statusCode).toBe(
      400,
    );
    expect((await signIn(app, buyer.email, buyer.password)).token).toBeTruthy();
  });

  test("a staff member's link leads back to the console, and the reset is in the audit trail", async () => {
    const agent = await newAgent();
    expect((await post(app, '/api/auth/forgot-password', { email: agent.email })).statusCode).toBe(200);
    const link = (await sink.waitForMail(agent.email)).links[0] ?? '';
    const url = new URL(link);
    expect(url.search).toBe('?signin=console');
    const token = resetLinkToken(`${url.origin}${url.pathname}`);

    expect((await post(app, `/api/auth/reset-password/${token}`, { password: 'Kilimanjaro#5895' })).statusCode).toBe(
      200,
    );
    expect((await signIn(app, agent.email, 'Kilimanjaro#5895', 'staff')).user['type']).toBe('agent');
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.entityId, agent.id));
    expect(entries.filter((entry) => entry.action === 'staff.password-reset')).toEqual([
      expect.objectContaining({ actorId: agent.id, entityType: 'user', before: null, after: null }),
    ]);
  });

  test('resetting verifies an unverified buyer (the link proves the address)', async () => {
    const buyer = newBuyer();
    await post(app, '/api/auth/register-buyer', buyer);
    await sink.waitForMail(buyer.email);
    const token = await requestReset(buyer.email, 2);
    expect((await post(app, `/api/auth/reset-password/${token}`, { password: 'Kilimanjaro#5895' })).statusCode).toBe(
      200,
    );
    expect((await signIn(app, buyer.email, 'Kilimanjaro#5895')).user['email']).toBe(buyer.email);
  });
});
