// Canned replies: admins manage the library, agents only read it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CannedReply } from '../../../src/shared/chat/canned-replies.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { createAdmin } from '../support/staff-accounts.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { type TestApp, callAs } from '../support/helper.ts';

let app: TestApp;
testAppSuite((built) => (app = built));

const call = (account: Account | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path = '', payload?: unknown) =>
  callAs(app, account, method, `/api/staff/canned-replies${path}`, payload);

describe('canned replies', () => {
  it('lets an admin create, edit and delete them, and every agent read them', async () => {
    const admin = await createAdmin(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const created = await call(admin, 'POST', '', {
      shortcut: ' Greet ',
      title: 'Greeting',
      body: 'Hello, thank you for writing to us. How can I help?',
    });
    expect(created.statusCode).toBe(201);
    const reply: CannedReply = created.json().data;
    expect(reply).toMatchObject({ shortcut: 'greet', title: 'Greeting' });

    const listed = await call(agent, 'GET');
    expect(listed.json().data.map((r: CannedReply) => r.shortcut)).toContain('greet');

    const edited = await call(admin, 'PATCH', `/${reply.id}`, { body: 'Hello! How can I help you today?' });
    expect(edited.json().data).toMatchObject({ shortcut: 'greet', body: 'Hello! How can I help you today?' });

    const deleted = await call(admin, 'DELETE', `/${reply.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { id: reply.id } });
    expect((await call(agent, 'GET')).json().data.map((r: CannedReply) => r.id)).not.toContain(reply.id);
    expect((await call(admin, 'DELETE', `/${reply.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', `/${randomUUID()}`, { title: 'x' })).statusCode).toBe(404);
  });

  it('refuses agents (403), buyers (403) and anonymous callers (401) what only admins may do', async () => {
    const admin = await createAdmin(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const buyer = await createAccount(app.db);
    const { id } = (
      await call(admin, 'POST', '', { shortcut: 'price', title: 'Price', body: 'Prices are per MT.' })
    ).json().data;
    const writes = [
      ['POST', '', { shortcut: 'agent-made', title: 'T', body: 'B' }],
      ['PATCH', `/${id}`, { body: 'Changed by an agent' }],
      ['DELETE', `/${id}`, undefined],
    ] as const;
    for (const [method, path, payload] of writes) {
      expect((await call(agent, method, path, payload)).statusCode, method).toBe(403);
      expect((await call(buyer, method, path, payload)).statusCode, method).toBe(403);
      expect((await call(null, method, path, payload)).statusCode, method).toBe(401);
    }
    expect((await call(buyer, 'GET')).statusCode).toBe(403);
    // An admin without two-step verification is refused admin calls too.
    const noTotp = await createAccount(app.db, { type: 'admin' });
    expect((await call(noTotp, 'POST', '', { shortcut: 'no-totp', title: 'T', body: 'B' })).statusCode).toBe(403);
    expect((await call(null, 'GET')).statusCode).toBe(401);
    const still = (await call(agent, 'GET')).json().data.find((r: CannedReply) => r.id === id);
    expect(still).toMatchObject({ body: 'Prices are per MT.' });
  });

  it('keeps shortcuts unique and well-formed', async () => {
    const admin = await createAdmin(app.db);
    await call(admin, 'POST', '', { shortcut: 'lead', title: 'Lead time', body: 'Lead time is 3 to 5 weeks.' });
    const twice = await call(admin, 'POST', '', { shortcut: 'LEAD', title: 'Again', body: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      errors: [{ field: 'shortcut', message: 'The shortcut /lead is already in use.', code: 'conflict' }],
    });
    const other = (await call(admin, 'POST', '', { shortcut: 'ship', title: 'Shipping', body: 'We ship FOB.' })).json()
      .data;
    expect((await call(admin, 'PATCH', `/${other.id}`, { shortcut: 'lead' })).statusCode).toBe(409);
    const bad = await call(admin, 'POST', '', { shortcut: '/no spaces', title: 'T', body: 'B' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('shortcut');
    expect((await call(admin, 'PATCH', `/${other.id}`, {})).statusCode).toBe(400);
  });
});
