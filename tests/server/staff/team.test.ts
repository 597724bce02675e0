import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, recoveryCodes, staffInvitations } from '../../../src/server/db/schema/index.ts';
import {
  BAD_INVITATION_MESSAGE,
  INVITATION_TTL_MS,
  MFA_ALREADY_OFF_MESSAGE,
  SELF_MFA_RESET_MESSAGE,
} from '../../../src/server/services/team.service.ts';
import { errorText } from '../../../src/shared/i18n/errors.ts';
import { createAccount, TEST_PASSWORD } from '../support/accounts.ts';
import { testAppSuite } from '../support/app-suite.ts';
import type { TestApp } from '../support/helper.ts';
import { createAdmin, createAgent } from '../support/staff-accounts.ts';
import { errorFields } from '../support/contract.ts';

let app: TestApp;
testAppSuite({ seed: false }, (built) => (app = built));

const NEW_PASSWORD = 'Serengeti#Agent-2026';
let counter = 0;
const newAddress = () => `invitee.${(counter += 1)}.${Date.now()}@example.com`;

const request = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The invitation link queued for an address: APP_URL/console/invite/{token}. */
async function invitationToken(email: string): Promise<string> {
  const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const last = mails.at(-1);
  const match = /http:\/\/localhost:3000\/console\/invite\/([A-Za-z0-9_-]{43})/.exec(last?.textBody ?? '');
  expect(match, `invitation link in ${last?.textBody}`).not.toBeNull();
  return match?.[1] ?? '';
}

async function invite(
  admin: { auth: Record<string, string> },
  role: 'agent' | 'admin' = 'agent',
  email = newAddress(),
) {
  const res = await request('POST', '/api/staff/users', admin.auth, { email, fullName: 'Musa Invitee', role });
  expect(res.statusCode, res.body).toBe(201);
  return { email, invitation: res.json().data, token: await invitationToken(email) };
}

describe('team (admins)', () => {
  it('is refused to agents (403), buyers (403) and anonymous callers (401)', async () => {
    const agent = await createAgent(app.db);
    const buyer = await createAccount(app.db);
    for (const headers of [agent.auth, buyer.auth]) {
      expect((await request('GET', '/api/staff/users', headers)).statusCode).toBe(403);
      expect(
        (await request('POST', '/api/staff/users', headers, { email: newAddress(), fullName: 'X', role: 'agent' }))
          .statusCode,
      ).toBe(403);
    }
    expect((await request('GET', '/api/staff/users')).statusCode).toBe(401);
  });

  it('invites by mail; the link sets a password once and the new member signs in', async () => {
    const admin = await createAdmin(app.db);
    const { email, invitation, token } = await invite(admin);
    expect(invitation).toMatchObject({ email, role: 'agent', fullName: 'Musa Invitee', invitedByName: 'Ama Admin' });
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail?.subject).toMatch(/invited/i);
    const [stored] = await app.db.select().from(staffInvitations).where(eq(staffInvitations.id, invitation.id));
    expect(stored?.tokenHash).not.toContain(token);

    const team = (await request('GET', '/api/staff/users', admin.auth)).json().data;
    expect(team.invitations.map((i: { email: string }) => i.email)).toContain(email);

    const weak = await request('POST', `/api/auth/accept-invite/${token}`, {}, { password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('password');

    const accepted = await request('POST', `/api/auth/accept-invite/${token}`, {}, { password: NEW_PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ data: { email } });
    const again = await request('POST', `/api/auth/accept-invite/${token}`, {}, { password: NEW_PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: [{ message: BAD_INVITATION_MESSAGE, code: 'bad_request' }] });

    const signIn = await request('POST', '/api/auth/signin-staff', {}, { email, password: NEW_PASSWORD });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().data.user).toMatchObject({ role: 'agent', fullName: 'Musa Invitee', totpEnabled: false });
    const after = (await request('GET', '/api/staff/users', admin.auth)).json().data;
    expect(after.members.find((m: { email: string }) => m.email === email)).toMatchObject({
      role: 'agent',
      active: true,
    });
    expect(after.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
  });

  it('refuses an expired invitation, and a newer invitation replaces the older', async () => {
    const admin = await createAdmin(app.db);
    const { email, invitation, token } = await invite(admin);
    await app.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, invitation.id));
    expect((await request('POST', `/api/auth/accept-invite/${token}`, {}, { password: NEW_PASSWORD })).statusCode).toBe(
      400,
    );

    const first = await invite(admin, 'agent', newAddress());
    const second = await invite(admin, 'admin', first.email);
    expect(
      (await request('POST', `/api/auth/accept-invite/${first.token}`, {}, { password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    const ok = await request('POST', `/api/auth/accept-invite/${second.token}`, {}, { password: NEW_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(email).not.toBe(first.email);
    // Expiry is 48 hours from sending.
    const [row] = await app.db.select().from(staffInvitations).where(eq(staffInvitations.id, second.invitation.id));
    expect(
      Math.abs((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0) - INVITATION_TTL_MS),
    ).toBeLessThan(5000);
  });

  it('refuses to invite an address that has an account, and bad input, with field errors', async () => {
    const admin = await createAdmin(app.db);
    const agent = await createAgent(app.db);
    const taken = await request('POST', '/api/staff/users', admin.auth, {
      email: agent.user.email,
      fullName: 'X',
      role: 'agent',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].field).toBe('email');
    const bad = await request('POST', '/api/staff/users', admin.auth, { email: 'nope', fullName: '', role: 'boss' });
    expect(errorFields(bad).sort()).toEqual(['email', 'fullName', 'role']);
  });

  it('changes a role and deactivates: sessions end at once, sign-in is refused, all audited', async () => {
    const admin = await createAdmin(app.db);
    const agent = await createAgent(app.db);

    const promoted = await request('PATCH', `/api/staff/users/${agent.user.id}`, admin.auth, { role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data).toMatchObject({ role: 'admin', active: true });
    // The role applies to the live session at once (an admin call then asks for TOTP).
    expect((await request('GET', '/api/staff/me', agent.auth)).json().data.role).toBe('admin');

    const deactivated = await request('PATCH', `/api/staff/users/${agent.user.id}`, admin.auth, { active: false });
    expect(deactivated.json().data).toMatchObject({ active: false });
    expect((await request('GET', '/api/staff/me', agent.auth)).statusCode).toBe(401);
    const signIn = await request(
      'POST',
      '/api/auth/signin-staff',
      {},
      { email: agent.user.email, password: TEST_PASSWORD },
    );
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ errors: [{ message: errorText('staff_deactivated'), code: 'staff_deactivated' }] });

    const reactivated = await request('PATCH', `/api/staff/users/${agent.user.id}`, admin.auth, { active: true });
    expect(reactivated.json().data.active).toBe(true);

    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, agent.user.id))
      .orderBy(auditLog.createdAt);
    expect(entries.filter((e) => e.actorId === admin.user.id).map((e) => [e.action, e.before, e.after])).toEqual([
      ['team.role-change', { role: 'agent', active: true }, { role: 'admin', active: true }],
      ['team.deactivate', { role: 'admin', active: true }, { role: 'admin', active: false }],
      ['team.reactivate', { role: 'admin', active: false }, { role: 'admin', active: true }],
    ]);
  });

  it('keeps an admin from locking themselves out, and answers 404 for buyers and unknown ids', async () => {
    const admin = await createAdmin(app.db);
    const self = await request('PATCH', `/api/staff/users/${admin.user.id}`, admin.auth, { active: false });
    expect(self.statusCode).toBe(409);
    const buyer = await createAccount(app.db);
    expect(
      (await request('PATCH', `/api/staff/users/${buyer.user.id}`, admin.auth, { role: 'admin' })).statusCode,
    ).toBe(404);
    expect((await request('PATCH', '/api/staff/users/nope', admin.auth, { role: 'admin' })).statusCode).toBe(400);
    expect((await request('PATCH', `/api/staff/users/${buyer.user.id}`, admin.auth, {})).statusCode).toBe(400);
  });
});

describe('resetting a member’s two-step verification (POST /api/staff/users/{id}/mfa-reset)', () => {
  const reset = (auth: Record<string, string>, id: string) =>
    request('POST', `/api/staff/users/${id}/mfa-reset`, auth, {});

  it('turns TOTP off, drops the recovery codes, ends every session, mails the member and is audited', async () => {
    const admin = await createAdmin(app.db);
    const other = await createAdmin(app.db, { fullName: 'Kojo Lost-Phone' });
    await app.db.insert(recoveryCodes).values({ userId: other.user.id, codeHash: 'a'.repeat(64) });
    // Before: a password alone is not enough.
    const passwordOnly = { email: other.user.email, password: TEST_PASSWORD };
    expect((await request('POST', '/api/auth/signin-staff', {}, passwordOnly)).statusCode).toBe(401);

    const res = await reset(admin.auth, other.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: other.user.id, totpEnabled: false, active: true });

    expect((await request('GET', '/api/staff/me', other.auth)).statusCode).toBe(401);
    expect(await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, other.user.id))).toEqual([]);
    const signIn = await request('POST', '/api/auth/signin-staff', {}, passwordOnly);
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().data.user).toMatchObject({ totpEnabled: false });

    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, other.user.email));
    expect(mail?.subject).toMatch(/two-step verification .* was reset/);
    expect(mail?.textBody).toContain('Ama Admin turned off two-step verification');
    expect(mail?.textBody).toContain('http://localhost:3000/console');

    const entries = await app.db.select().from(auditLog).where(eq(auditLog.entityId, other.user.id));
    expect(entries.filter((e) => e.action === 'team.mfa-reset').map((e) => [e.actorId, e.before, e.after])).toEqual([
      [admin.user.id, { totpEnabled: true }, { totpEnabled: false }],
    ]);

    // Once off, there is nothing to reset.
    const again = await reset(admin.auth, other.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe(MFA_ALREADY_OFF_MESSAGE);
  });

  it('is not for one’s own account, buyers or unknown ids, and only admins may', async () => {
    const admin = await createAdmin(app.db);
    const self = await reset(admin.auth, admin.user.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().errors[0].message).toBe(SELF_MFA_RESET_MESSAGE);
    const buyer = await createAccount(app.db);
    expect((await reset(admin.auth, buyer.user.id)).statusCode).toBe(404);
    expect((await reset(admin.auth, 'nope')).statusCode).toBe(400);

    const agent = await createAgent(app.db);
    expect((await reset(agent.auth, admin.user.id)).statusCode).toBe(403);
    expect((await reset({}, admin.user.id)).statusCode).toBe(401);
    expect((await request('GET', '/api/staff/me', admin.auth)).json().data.totpEnabled).toBe(true);
  });
});
