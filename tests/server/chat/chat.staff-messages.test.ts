import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../src/shared/chat/chat.ts';
import type { ConversationRow } from '../../../src/shared/chat/chat.staff.contract.ts';
import { createAccount } from '../support/accounts.ts';
import { sendOk, socketSuite } from '../support/chat-sockets.ts';
import type { TestApp } from '../support/helper.ts';

let app: TestApp;
const { socketFor } = socketSuite((server) => ({ app } = server));


async function conversations(auth: Record<string, string>): Promise<ConversationRow[]> {
  const res = await app.inject({ method: 'GET', url: '/api/staff/conversations?pageSize=100', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
}

describe('staff conversations', () => {
  it('lists buyers with their last message and unread count, most recent first', async () => {
    const agent = await createAccount(app.db, { type: 'agent', fullName: 'Kofi Mensah' });
    const early = await createAccount(app.db, { fullName: 'Early Buyer' });
    const late = await createAccount(app.db, { fullName: 'Late Buyer' });
    const agentSocket = await socketFor(agent.token);
    const earlySocket = await socketFor(early.token);
    const lateSocket = await socketFor(late.token);

    await sendOk(earlySocket, { message: 'first question' });
    await sendOk(earlySocket, { message: 'second question' });
    await sendOk(lateSocket, { message: 'hello' });
    await sendOk(agentSocket, { to: late.user.id, message: 'Hello, how can I help?' });

    const list = await conversations(agent.auth);
    const mine = list.filter((c) => [early.user.id, late.user.id].includes(c.buyer.id));
    expect(mine.map((c) => c.buyer.fullName)).toEqual(['Late Buyer', 'Early Buyer']);
    expect(mine[0]).toMatchObject({
      buyer: { id: late.user.id, email: late.user.email },
      lastMessage: { message: 'Hello, how can I help?', sender: 'agent', senderName: 'Kofi Mensah', fromSelf: true },
      unreadCount: 1,
    });
    expect(mine[1]).toMatchObject({ lastMessage: { message: 'second question', fromSelf: false }, unreadCount: 2 });
  });

  it('returns one conversation in order and marks it read', async () => {
    const admin = await createAccount(app.db, { type: 'admin' });
    const buyer = await createAccount(app.db);
    const buyerSocket = await socketFor(buyer.token);
    const one = await sendOk(buyerSocket, { message: 'one' });
    await sendOk(buyerSocket, { message: 'two' });
    await sendOk(await socketFor(admin.token), { to: buyer.user.id, message: 'three' });

    const res = await app.inject({
      method: 'GET',
      url: `/api/staff/conversations/${buyer.user.id}/messages`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((m: ChatMessage) => [m.message, m.fromSelf])).toEqual([
      ['one', false],
      ['two', false],
      ['three', true],
    ]);

    const partly = await app.inject({
      method: 'POST',
      url: `/api/staff/conversations/${buyer.user.id}/read`,
      headers: admin.auth,
      payload: { upToSeq: one.seq },
    });
    expect(partly.json()).toEqual({ data: { marked: 1 } });
    expect((await conversations(admin.auth)).find((c) => c.buyer.id === buyer.user.id)?.unreadCount).toBe(1);

    const rest = await app.inject({
      method: 'POST',
      url: `/api/staff/conversations/${buyer.user.id}/read`,
      headers: admin.auth,
    });
    expect(rest.json()).toEqual({ data: { marked: 1 } });
    expect((await conversations(admin.auth)).find((c) => c.buyer.id === buyer.user.id)?.unreadCount).toBe(0);
  });

  it('answers an unknown buyer 404 and a malformed id 400', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const missing = await app.inject({
      method: 'GET',
      url: `/api/staff/conversations/${randomUUID()}/messages`,
      headers: agent.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: [{ message: 'Buyer not found.', code: 'not_found' }] });
    // An agent's own id is not a conversation either.
    const notBuyer = await app.inject({
      method: 'GET',
      url: `/api/staff/conversations/${agent.user.id}/messages`,
      headers: agent.auth,
    });
    expect(notBuyer.statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/staff/conversations/nope/messages', headers: agent.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: [{ field: 'buyerId', message: 'Buyer id is not valid.', code: 'value_format' }],
    });
  });

  it('refuses buyers (403) and anonymous callers (401)', async () => {
    const buyer = await createAccount(app.db);
    for (const path of ['/api/staff/conversations', `/api/staff/conversations/${buyer.user.id}/messages`]) {
      expect((await app.inject({ method: 'GET', url: path, headers: buyer.auth })).statusCode, path).toBe(403);
      expect((await app.inject({ method: 'GET', url: path })).statusCode, path).toBe(401);
    }
    const read = await app.inject({
      method: 'POST',
      url: `/api/staff/conversations/${buyer.user.id}/read`,
      headers: buyer.auth,
    });
    expect(read.statusCode).toBe(403);
  });
});
