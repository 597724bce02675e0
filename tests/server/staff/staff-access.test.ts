import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, recoveryCodes, users } from '../../../src/server/db/schema/index.ts';
import { recordAudit } from '../../../src/server/services/audit.service.ts';
import { createSession } from '../../../src/server/services/sessions.service.ts';
import { can, PERMISSIONS, type Permission } from '../../../src/shared/staff/permissions.ts';
import { errorText } from '../../../src/shared/i18n/errors.ts';
import { createAccount, TEST_PASSWORD } from '../support/accounts.ts';
import { testAppSuite } from '../support/app-suite.ts';
import type { TestApp } from '../support/helper.ts';
import { createAdmin, createAgent, createEditor, nextTotpCode, totpCode } from '../support/staff-accounts.ts';

let app: TestApp;
testAppSuite({ seed: false }, (built) => (app = built));

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const signInStaff = (email: string, password: string, code?: string) =>
  post('/api/auth/signin-staff', code === undefined ? { email, password } : { email, password, code });

async function auditOf(entityId: string) {
  return app.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);
}

describe('the permissions table', () => {
  it('gives admins everything agents have, and buyers nothing', () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      if (can('agent', permission)) expect(can('admin', permission), permission).toBe(true);
      expect(can('buyer', permission), permission).toBe(false);
      expect(can(undefined, permission), permission).toBe(false);
    }
    expect(can('agent', 'orders.manage')).toBe(true);
    expect(can('editor', 'content.edit')).toBe(true);
    expect(can('admin', 'content.edit')).toBe(true);
    expect(can('agent', 'content.edit')).toBe(false);
    // An editor holds the console and content, and nothing of the trading desk or admin.
    const editorHolds = (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => can('editor', permission));
    expect(editorHolds.sort()).toEqual(['console.use', 'content.edit']);
    expect(can('agent', 'team.manage')).toBe(false);
    expect(can('admin', 'audit.read')).toBe(true);
  });
});

describe('app.authorize', () => {
  it('answers 401 without a session and 403 to buyers, on agent and admin calls alike', async () => {
    const buyer = await createAccount(app.db);
    for (const url of ['/api/staff/me', '/api/staff/conversations', '/api/staff/audit']) {
      const anonymous = await get(url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({
        errors: [{ message: 'Please sign in to continue.', code: 'sign_in_required' }],
      });
      const asBuyer = await get(url, buyer.auth);
      expect(asBuyer.statusCode, url).toBe(403);
      expect(asBuyer.json()).toEqual({ errors: [{ message: 'This is for staff accounts only.', code: 'staff_only' }] });
    }
  });

  it('refuses an agent an admin call (403) and lets it use agent calls', async () => {
    const agent = await createAgent(app.db);
    expect((await get('/api/staff/conversations', agent.auth)).statusCode).toBe(200);
    const audit = await get('/api/staff/audit', agent.auth);
    expect(audit.statusCode).toBe(403);
    expect(audit.json().errors[0].message).toMatch(/role does not allow/);
  });

  it('refuses an editor every trading and admin call, and the live socket', async () => {
    const editor = await createEditor(app.db);
    expect((await get('/api/staff/me', editor.auth)).json().data).toMatchObject({ role: 'editor' });
    for (const url of ['/api/staff/conversations', '/api/staff/orders', '/api/staff/buyers', '/api/staff/audit']) {
      const refused = await get(url, editor.auth);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().errors[0].message, url).toMatch(/role does not allow/);
    }
  });

  it('refuses an admin every admin call until TOTP is on, but not agent calls or enrolment', async () => {
    const admin = await createAccount(app.db, { type: 'admin' });
    const refused = await get('/api/staff/audit', admin.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: [{ message: errorText('admin_needs_totp'), code: 'admin_needs_totp' }] });
    expect((await get('/api/staff/conversations', admin.auth)).statusCode).toBe(200);
    const me = await get('/api/staff/me', admin.auth);
    expect(me.json().data).toMatchObject({ id: admin.user.id, role: 'admin', totpEnabled: false, active: true });

    const setup = await post('/api/staff/mfa/setup', {}, admin.auth);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCodeSvg } = setup.json().data;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/AfriTrade%20Hub:.+\?.*secret=/);
    expect(qrCodeSvg).toMatch(/^<svg/);
    expect((await post('/api/staff/mfa/enable', { code: totpCode(secret) }, admin.auth)).statusCode).toBe(200);

    expect((await get('/api/staff/audit', admin.auth)).statusCode).toBe(200);
  });
});

describe('TOTP', () => {
  it('enrols with a code computed from the secret, stores the secret encrypted, and never shows it again', async () => {
    const agent = await createAgent(app.db);
    const { secret } = (await post('/api/staff/mfa/setup', {}, agent.auth)).json().data;
    const [stored] = await app.db.select().from(users).where(eq(users.id, agent.user.id));
    expect(stored?.totpSecret).toBeTruthy();
    expect(stored?.totpSecret).not.toContain(secret);

    const wrong = await post(
      '/api/staff/mfa/enable',
      { code: '000000' === totpCode(secret) ? '111111' : '000000' },
      agent.auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('code');

    const enabled = await post('/api/staff/mfa/enable', { code: totpCode(secret) }, agent.auth);
    expect(enabled.statusCode).toBe(200);
    const codes: string[] = enabled.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const hashes = await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, agent.user.id));
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(codes[0]?.replace('-', ''));

    // Once on, set-up is refused: the secret can never be read back.
    const again = await post('/api/staff/mfa/setup', {}, agent.auth);
    expect(again.statusCode).toBe(409);
    expect((await get('/api/staff/me', agent.auth)).json().data.totpEnabled).toBe(true);
    expect(JSON.stringify((await get('/api/staff/me', agent.auth)).json())).not.toContain(secret);
  });

  it('asks for the code at sign-in once TOTP is on: missing or wrong answers 401 on `code`', async () => {
    const admin = await createAdmin(app.db);
    const missing = await signInStaff(admin.user.email, TEST_PASSWORD);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      errors: [{ field: 'code', message: errorText('totp_required'), code: 'totp_required' }],
    });

    const stale = totpCode(admin.totpSecret, Date.now() - 5 * 60_000);
    const wrong = await signInStaff(
      admin.user.email,
      TEST_PASSWORD,
      stale === totpCode(admin.totpSecret) ? '123456' : stale,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ errors: [{ field: 'code', message: errorText('totp_wrong'), code: 'totp_wrong' }] });

    // The code is checked only after the password: a wrong password says nothing about TOTP.
    const badPassword = await signInStaff(admin.user.email, 'Wrong#Pass123', totpCode(admin.totpSecret));
    expect(badPassword.statusCode).toBe(401);
    expect(badPassword.json().errors[0].field).toBeUndefined();

    const code = totpCode(admin.totpSecret);
    const ok = await signInStaff(admin.user.email, TEST_PASSWORD, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.user).toMatchObject({ role: 'admin', totpEnabled: true });
    // The same code cannot be replayed.
    expect((await signInStaff(admin.user.email, TEST_PASSWORD, code)).statusCode).toBe(401);
    expect((await signInStaff(admin.user.email, TEST_PASSWORD, nextTotpCode(admin.totpSecret))).statusCode).toBe(200);
  });

  it('accepts a recovery code in place of the TOTP code, once', async () => {
    const agent = await createAgent(app.db);
    const { secret } = (await post('/api/staff/mfa/setup', {}, agent.auth)).json().data;
    const codes: string[] = (await post('/api/staff/mfa/enable', { code: totpCode(secret) }, agent.auth)).json().data
      .recoveryCodes;
    const recovery = codes[3] ?? '';

    const first = await signInStaff(agent.user.email, TEST_PASSWORD, recovery.toLowerCase());
    expect(first.statusCode, first.body).toBe(200);
    const second = await signInStaff(agent.user.email, TEST_PASSWORD, recovery);
    expect(second.statusCode).toBe(401);
    expect(second.json().errors[0]).toMatchObject({ field: 'code' });
    expect((await signInStaff(agent.user.email, TEST_PASSWORD, codes[4])).statusCode).toBe(200);
  });

  it('makes a new set of recovery codes with a current code; the earlier ones stop working', async () => {
    const agent = await createAgent(app.db);
    const renew = (code: string) => post('/api/staff/mfa/recovery-codes', { code }, agent.auth);
    expect((await renew('123456')).statusCode).toBe(409);

    const { secret } = (await post('/api/staff/mfa/setup', {}, agent.auth)).json().data;
    const enabledAt = Date.now() - 30_000;
    const old: string[] = (
      await post('/api/staff/mfa/enable', { code: totpCode(secret, enabledAt) }, agent.auth)
    ).json().data.recoveryCodes;

    const wrong = await renew(totpCode(secret, Date.now() - 5 * 60_000));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ field: 'code' });
    // A recovery code proves nothing about the phone.
    expect((await renew(old[0] ?? '')).statusCode).toBe(400);

    const code = totpCode(secret);
    const renewed = await renew(code);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh: string[] = renewed.json().data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(old[0]);
    // The same code works once.
    expect((await renew(code)).statusCode).toBe(400);

    expect((await signInStaff(agent.user.email, TEST_PASSWORD, old[1])).statusCode).toBe(401);
    expect((await signInStaff(agent.user.email, TEST_PASSWORD, fresh[1])).statusCode).toBe(200);
    const actions = (await auditOf(agent.user.id)).map((row) => row.action);
    expect(actions.filter((action) => action === 'staff.recovery-codes')).toHaveLength(1);
  });

  it('lets an agent without TOTP sign in with the password alone', async () => {
    const agent = await createAgent(app.db);
    const res = await signInStaff(agent.user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ role: 'agent', totpEnabled: false });
  });
});

describe('audit trail', () => {
  it('records staff sign-ins, successful and failed, with who and from where', async () => {
    const admin = await createAdmin(app.db);
    await signInStaff(admin.user.email, 'Wrong#Pass123');
    await signInStaff(admin.user.email, TEST_PASSWORD, '000000' === totpCode(admin.totpSecret) ? '111111' : '000000');
    await signInStaff(admin.user.email, TEST_PASSWORD, totpCode(admin.totpSecret));
    const entries = await auditOf(admin.user.id);
    expect(entries.map((e) => [e.action, e.actorId, (e.after as { reason?: string }).reason])).toEqual([
      ['staff.sign-in-failed', null, 'password'],
      ['staff.sign-in-failed', null, 'code'],
      ['staff.sign-in', admin.user.id, undefined],
    ]);
    expect(entries[2]?.after).toMatchObject({ ip: '127.0.0.1', factor: 'totp' });

    const unknown = `nobody.${Date.now()}@example.com`;
    await signInStaff(unknown, 'Wrong#Pass123');
    expect((await auditOf(unknown)).map((e) => [e.action, e.entityType])).toEqual([
      ['staff.sign-in-failed', 'sign-in'],
    ]);
  });

  it('GET /staff/audit filters by actor and object and pages, newest first', async () => {
    const admin = await createAdmin(app.db);
    const agent = await createAgent(app.db);
    await app.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) {
        await recordAudit(tx, {
          actorId: agent.user.id,
          action: 'order.status',
          entityType: 'order',
          entityId: `order-${agent.user.id}`,
          before: { status: n },
          after: { status: n + 1 },
        });
      }
    });
    const page1 = await get(`/api/staff/audit?actorId=${agent.user.id}&pageSize=2`, admin.auth);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.json().data.items[0]).toMatchObject({
      actorId: agent.user.id,
      actorName: 'Kofi Agent',
      action: 'order.status',
      entityType: 'order',
      entityId: `order-${agent.user.id}`,
    });
    const page2 = await get(`/api/staff/audit?actorId=${agent.user.id}&pageSize=2&page=2`, admin.auth);
    expect(page2.json().data.items).toHaveLength(1);

    const byObject = await get(`/api/staff/audit?entityType=order&entityId=order-${agent.user.id}`, admin.auth);
    expect(byObject.json().data.total).toBe(3);
    const bad = await get('/api/staff/audit?actorId=nope&pageSize=500', admin.auth);
    expect(bad.statusCode).toBe(400);
  });

  it('cannot be changed or deleted, through the API or in the database', async () => {
    const admin = await createAdmin(app.db);
    await signInStaff(admin.user.email, TEST_PASSWORD, totpCode(admin.totpSecret));
    const [entry] = await auditOf(admin.user.id);
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const res = await app.inject({ method, url: `/api/staff/audit/${entry?.id}`, headers: admin.auth, payload: {} });
      expect(res.statusCode, method).toBe(404);
    }
    await expect(
      app.db
        .update(auditLog)
        .set({ action: 'forged' })
        .where(eq(auditLog.id, entry?.id ?? '')),
    ).rejects.toThrow();
    await expect(app.db.delete(auditLog).where(eq(auditLog.id, entry?.id ?? ''))).rejects.toThrow();
    await expect(app.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await auditOf(admin.user.id)).toHaveLength(1);
  });
});

describe('changing your own password (POST /api/staff/me/password)', () => {
  const change = (auth: { authorization: string }, payload: Record<string, unknown>) =>
    post('/api/staff/me/password', payload, auth);
  const NEW_PASSWORD = 'Baobab&Shea2027';

  it('changes it, keeps this session, ends the others, and records who did it without the password', async () => {
    const agent = await createAgent(app.db);
    const otherBrowser = await createSession(app.db, agent.user.id, new Date());
    const res = await change(agent.auth, { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { changed: true } });
    expect(res.headers['cache-control']).toContain('no-store');

    expect((await get('/api/staff/me', agent.auth)).statusCode).toBe(200);
    expect((await get('/api/staff/me', { authorization: `Bearer ${otherBrowser}` })).statusCode).toBe(401);
    expect((await signInStaff(agent.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signInStaff(agent.user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const [entry] = (await auditOf(agent.user.id)).filter((row) => row.action === 'staff.password-change');
    expect(entry).toMatchObject({ actorId: agent.user.id, entityType: 'user', before: null, after: null });
  });

  it('answers a wrong current password under oldPassword and changes nothing', async () => {
    const agent = await createAgent(app.db);
    const res = await change(agent.auth, { oldPassword: 'Not-the-password1', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'oldPassword', message: 'Your current password is incorrect.', code: 'password_wrong' },
    ]);
    expect((await signInStaff(agent.user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await auditOf(agent.user.id)).map((row) => row.action)).not.toContain('staff.password-change');
  });

  it('slows guessing of the current password: the eleventh try in 15 minutes answers 429', async () => {
    const agent = await createAgent(app.db);
    const guesses = [];
    for (let i = 0; i < 11; i += 1) {
      guesses.push((await change(agent.auth, { oldPassword: `Guess#${i}abcd`, newPassword: NEW_PASSWORD })).statusCode);
    }
    expect(guesses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it('holds the new password to the password rules', async () => {
    const agent = await createAgent(app.db);
    const res = await change(agent.auth, { oldPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('newPassword');
  });

  it('is refused without a session (401) and to buyers (403)', async () => {
    const body = { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD };
    expect((await post('/api/staff/me/password', body)).statusCode).toBe(401);
    const buyer = await createAccount(app.db);
    expect((await change(buyer.auth, body)).statusCode).toBe(403);
    expect(
      (await post('/api/auth/signin-buyer', { email: buyer.user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });
});
