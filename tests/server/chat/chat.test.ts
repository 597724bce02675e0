import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, orders, sessions } from '../../../src/server/db/schema/index.ts';
import type { ChatMessage } from '../../../src/shared/chat/chat.ts';
import { createAccount } from '../support/accounts.ts';
import {
  caughtUp,
  chatClient,
  connect,
  disconnection,
  inbox,
  send,
  sendOk,
  socketSuite,
  sync,
  waitFor,
  EVENT_WAIT_MS,
} from '../support/chat-sockets.ts';
import type { TestApp } from '../support/helper.ts';

let app: TestApp;
let url: string;
const { socketFor } = socketSuite((server) => ({ app, url } = server));

const storedOf = (buyerId: string) => app.db.select().from(messages).where(eq(messages.buyerId, buyerId));

/** A buyer's message sent over HTTP (POST /api/message/send-message) instead of the socket. */
const sendOverHttp = (buyer: { auth: { authorization: string }; user: { id: string } }, message: string) =>
  app.inject({
    method: 'POST',
    url: '/api/message/send-message',
    headers: buyer.auth,
    payload: { from: buyer.user.id, message, messageType: 'MESSAGE', sender: 'buyer' },
  });

const TOO_FAST = {
  errors: [{ message: 'You are sending messages too fast. Please wait a moment.', code: 'sending_too_fast' }],
};

async function conversationOf(token: string): Promise<ChatMessage[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/message/receive-message',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('socket authentication', () => {
  it('refuses a socket without a token', async () => {
    const socket = chatClient(url, undefined, { reconnection: false });
    await expect(connect(socket)).rejects.toThrow('unauthorized');
    socket.close();
  });

  it('refuses a forged token', async () => {
    const socket = chatClient(url, 'forged-token-that-was-never-issued', { reconnection: false });
    await expect(connect(socket)).rejects.toThrow('unauthorized');
    socket.close();
  });

  it('refuses an expired session', async () => {
    const buyer = await createAccount(app.db);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, buyer.user.id));
    const socket = chatClient(url, buyer.token, { reconnection: false });
    await expect(connect(socket)).rejects.toThrow('unauthorized');
    socket.close();
  });

  it('accepts a live session and answers add-user with the identity from the token', async () => {
    const buyer = await createAccount(app.db);
    const other = await createAccount(app.db);
    const socket = await socketFor(buyer.token);
    const answer = await socket.timeout(EVENT_WAIT_MS).emitWithAck('add-user', other.user.id, 'admin');
    expect(answer).toEqual({ data: { id: buyer.user.id, type: 'buyer' } });
  });
});

describe('a buyer and the sourcing agents', () => {
  it('delivers a buyer message to every agent and echoes it to the buyer, stored once', async () => {
    const buyer = await createAccount(app.db, { fullName: 'Amina Bello' });
    const agent = await createAccount(app.db, { type: 'agent', fullName: 'Kofi Mensah' });
    const admin = await createAccount(app.db, { type: 'admin' });
    const buyerSocket = await socketFor(buyer.token);
    const agentInbox = inbox(await socketFor(agent.token));
    const adminInbox = inbox(await socketFor(admin.token));
    const buyerInbox = inbox(buyerSocket);

    const id = randomUUID();
    const sent = await sendOk(buyerSocket, {
      id,
      from: buyer.user.id,
      message: '  Do you have 50 MT of sesame seeds?  ',
      messageType: 'MESSAGE',
      sender: 'buyer',
    });
    expect(sent).toMatchObject({
      id,
      buyerId: buyer.user.id,
      message: 'Do you have 50 MT of sesame seeds?',
      messageType: 'MESSAGE',
      order: null,
      sender: 'buyer',
      senderName: 'Amina Bello',
      fromSelf: true,
    });

    await waitFor(() => agentInbox.length === 1 && adminInbox.length === 1 && buyerInbox.length === 1, 'deliveries');
    expect(agentInbox[0]).toMatchObject({ id, buyerId: buyer.user.id, fromSelf: false, senderName: 'Amina Bello' });
    expect(adminInbox[0]).toMatchObject({ id, fromSelf: false });
    expect(buyerInbox[0]).toMatchObject({ id, fromSelf: true });
    expect(await storedOf(buyer.user.id)).toHaveLength(1);
  });

  it('delivers an agent reply to the named buyer only, and shows it in their conversation', async () => {
    const buyer = await createAccount(app.db);
    const bystander = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent', fullName: 'Kofi Mensah' });
    const buyerInbox = inbox(await socketFor(buyer.token));
    const bystanderSocket = await socketFor(bystander.token);
    const bystanderInbox = inbox(bystanderSocket);
    const agentSocket = await socketFor(agent.token);

    const reply = await sendOk(agentSocket, { to: buyer.user.id, message: 'Yes, from Nigeria or Burkina Faso.' });
    expect(reply).toMatchObject({ buyerId: buyer.user.id, sender: 'agent', fromSelf: true });

    await waitFor(() => buyerInbox.length === 1, 'the reply');
    expect(buyerInbox[0]).toMatchObject({
      message: 'Yes, from Nigeria or Burkina Faso.',
      fromSelf: false,
      senderName: 'Kofi Mensah',
    });
    await caughtUp(bystanderSocket);
    expect(bystanderInbox).toEqual([]);

    const conversation = await conversationOf(buyer.token);
    expect(conversation.map(({ message, fromSelf }) => ({ message, fromSelf }))).toEqual([
      { message: 'Yes, from Nigeria or Burkina Faso.', fromSelf: false },
    ]);
    expect(typeof conversation[0]?.createdAt).toBe('string');
  });

  it('requires an agent to name an existing buyer', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const otherAgent = await createAccount(app.db, { type: 'agent' });
    const agentSocket = await socketFor(agent.token);

    expect(await send(agentSocket, { message: 'Hello' })).toEqual({
      status: 400,
      errors: [{ field: 'to', message: 'Choose the buyer to write to.', code: 'bad_request' }],
    });
    expect(await send(agentSocket, { to: randomUUID(), message: 'Hello' })).toEqual({
      status: 404,
      errors: [{ field: 'to', message: 'Buyer not found.', code: 'not_found' }],
    });
    // Another agent is not a conversation.
    expect(await send(agentSocket, { to: otherAgent.user.id, message: 'Hello' })).toMatchObject({ status: 404 });
  });
});

describe('isolation and identity', () => {
  it('keeps two buyers apart even when one names the other', async () => {
    const alice = await createAccount(app.db);
    const bob = await createAccount(app.db);
    const aliceSocket = await socketFor(alice.token);
    const bobSocket = await socketFor(bob.token);
    const bobInbox = inbox(bobSocket);

    await sendOk(aliceSocket, { message: 'for Bob?', to: bob.user.id });
    await caughtUp(bobSocket);
    expect(bobInbox).toEqual([]);
    expect(await conversationOf(bob.token)).toEqual([]);
    expect((await conversationOf(alice.token)).map((m) => m.message)).toEqual(['for Bob?']);
  });

  it('ignores a spoofed from, sender and add-user: identity comes from the token', async () => {
    const mallory = await createAccount(app.db, { fullName: 'Mallory' });
    const victim = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const agentInbox = inbox(await socketFor(agent.token));
    const victimSocket = await socketFor(victim.token);
    const victimInbox = inbox(victimSocket);
    const socket = await socketFor(mallory.token);

    await socket.timeout(EVENT_WAIT_MS).emitWithAck('add-user', victim.user.id, 'agent');
    const sent = await sendOk(socket, { from: victim.user.id, sender: 'agent', message: 'I am the victim' });

    expect(sent).toMatchObject({ buyerId: mallory.user.id, sender: 'buyer', senderName: 'Mallory' });
    await waitFor(() => agentInbox.length === 1, 'the agent copy');
    expect(agentInbox[0]).toMatchObject({ buyerId: mallory.user.id, sender: 'buyer' });
    await caughtUp(victimSocket);
    expect(victimInbox).toEqual([]);
    const [row] = await storedOf(mallory.user.id);
    expect(row).toMatchObject({ senderId: mallory.user.id, senderType: 'buyer' });
    expect(await storedOf(victim.user.id)).toEqual([]);
  });

  it('does not let a message id be taken over by another sender', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const agentMessage = await sendOk(await socketFor(agent.token), { to: buyer.user.id, message: 'Agent wrote this' });
    const answer = await send(await socketFor(buyer.token), { id: agentMessage.id, message: 'Buyer rewrites it' });
    expect(answer).toEqual({
      status: 409,
      errors: [{ field: 'id', message: 'This message id is already in use.', code: 'conflict' }],
    });
    const rows = await storedOf(buyer.user.id);
    expect(rows.map((row) => row.message)).toEqual(['Agent wrote this']);
  });
});

describe('validation', () => {
  it('rejects blank and over-long messages and stores nothing', async () => {
    const buyer = await createAccount(app.db);
    const socket = await socketFor(buyer.token);
    expect(await send(socket, { message: '   \n ' })).toEqual({
      status: 400,
      errors: [{ field: 'message', message: 'Type a message.', code: 'value_too_small' }],
    });
    expect(await send(socket, { message: 'x'.repeat(4001) })).toEqual({
      status: 400,
      errors: [{ field: 'message', message: 'A message can be at most 4,000 characters.', code: 'value_too_large' }],
    });
    expect(await send(socket, { id: 'not-a-uuid', message: 'hi' })).toMatchObject({
      status: 400,
      errors: [{ field: 'id' }],
    });
    expect(await send(socket, 'just a string' as never)).toMatchObject({ status: 400 });
    expect(await storedOf(buyer.user.id)).toEqual([]);

    expect((await sendOk(socket, { message: 'y'.repeat(4000) })).message).toHaveLength(4000);
  });

  it('answers the REST call with the same rules', async () => {
    const buyer = await createAccount(app.db);
    const blank = await sendOverHttp(buyer, ' ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      errors: [{ field: 'message', message: 'Type a message.', code: 'value_too_small' }],
    });
    expect(await storedOf(buyer.user.id)).toEqual([]);
  });

  it('limits how fast one buyer socket can send', async () => {
    const buyer = await createAccount(app.db);
    const socket = await socketFor(buyer.token);
    const answers = await Promise.all(Array.from({ length: 31 }, (_, i) => send(socket, { message: `flood ${i}` })));
    expect(answers.slice(0, 30).every((answer) => 'data' in answer)).toBe(true);
    expect(answers[30]).toEqual({ status: 429, ...TOO_FAST });
    expect(await storedOf(buyer.user.id)).toHaveLength(30);
  });

  it('counts one allowance per buyer over every socket and the HTTP call', async () => {
    const buyer = await createAccount(app.db);
    const [first, second] = [await socketFor(buyer.token), await socketFor(buyer.token)];
    const overSockets = await Promise.all(
      Array.from({ length: 30 }, (_, i) => send(i % 2 === 0 ? first : second, { message: `spread ${i}` })),
    );
    expect(overSockets.every((answer) => 'data' in answer)).toBe(true);

    const overHttp = await sendOverHttp(buyer, 'one more');
    expect(overHttp.statusCode).toBe(429);
    expect(overHttp.json()).toEqual(TOO_FAST);
    expect(Number(overHttp.headers['retry-after'])).toBeGreaterThan(0);
    expect(await send(first, { message: 'and another' })).toMatchObject({ status: 429 });
    expect(await storedOf(buyer.user.id)).toHaveLength(30);
  });
});

describe('New Order cards', () => {
  it('lets an agent send a New Order card that the buyer receives as structured data', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const [order] = await app.db
      .insert(orders)
      .values({
        orderNumber: `ORD-${Date.now()}`,
        buyerId: buyer.user.id,
        productName: 'Sesame seeds',
        cost: 60500,
        pricePerMT: 1210,
        incoterm: 'FOB',
        paymentTerm: 'LC',
        quantityOrdered: 50,
        countryOfOrigin: 'Nigeria',
        country: 'Netherlands',
        port: 'Rotterdam',
      })
      .returning();
    const buyerInbox = inbox(await socketFor(buyer.token));
    const agentSocket = await socketFor(agent.token);

    const card = { orderNumber: order!.orderNumber, costPerMT: 1210, orderId: order!.id };
    await sendOk(agentSocket, { to: buyer.user.id, messageType: 'ORDER', order: card });
    await waitFor(() => buyerInbox.length === 1, 'the card');
    expect(buyerInbox[0]).toMatchObject({
      messageType: 'ORDER',
      order: card,
      message: `New Order ${order!.orderNumber}: USD 1,210 per MT`,
      fromSelf: false,
    });
    expect((await conversationOf(buyer.token))[0]).toMatchObject({ messageType: 'ORDER', order: card });
  });

  it('refuses an order card for an order of another buyer', async () => {
    const buyer = await createAccount(app.db);
    const other = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const [order] = await app.db
      .insert(orders)
      .values({
        orderNumber: `ORD-X-${Date.now()}`,
        buyerId: other.user.id,
        productName: 'Ginger',
        cost: 1000,
        pricePerMT: 1000,
        incoterm: 'FOB',
        paymentTerm: 'TT',
        quantityOrdered: 1,
        countryOfOrigin: 'Nigeria',
        country: 'Ghana',
        port: 'Tema',
      })
      .returning();
    const answer = await send(await socketFor(agent.token), {
      to: buyer.user.id,
      messageType: 'ORDER',
      order: { orderNumber: 'ORD-1', costPerMT: 10, orderId: order!.id },
    });
    expect(answer).toMatchObject({ status: 400, errors: [{ field: 'order.orderId' }] });
    expect(await storedOf(buyer.user.id)).toEqual([]);
  });

  it('does not let a buyer send an order card; typed JSON stays text', async () => {
    const buyer = await createAccount(app.db);
    const socket = await socketFor(buyer.token);
    const forged = await send(socket, { messageType: 'ORDER', order: { orderNumber: 'FAKE-1', costPerMT: 1 } });
    expect(forged).toEqual({
      status: 403,
      errors: [{ message: 'Only a sourcing agent can send an order card.', code: 'forbidden' }],
    });

    const json = JSON.stringify({ orderNumber: 'FAKE-2', costPerMT: 1, orderId: randomUUID() });
    const sent = await sendOk(socket, { message: json, messageType: 'MESSAGE' });
    expect(sent).toMatchObject({ messageType: 'MESSAGE', order: null, message: json });
  });
});

describe('order and exactly-once storage', () => {
  it('stores and delivers a burst of messages in the order they were sent', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const agentInbox = inbox(await socketFor(agent.token));
    const socket = await socketFor(buyer.token);

    const texts = Array.from({ length: 25 }, (_, i) => `message ${i + 1}`);
    // Emitted back to back, without waiting for acknowledgements.
    const acks = await Promise.all(texts.map((message) => sendOk(socket, { id: randomUUID(), message })));
    const seqs = acks.map((ack) => ack.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));

    await waitFor(() => agentInbox.length === texts.length, 'all messages at the agent');
    expect(agentInbox.map((m) => m.message)).toEqual(texts);
    expect((await conversationOf(buyer.token)).map((m) => m.message)).toEqual(texts);
  });

  it("keeps an agent's burst to several buyers in order within each conversation", async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const a = await createAccount(app.db);
    const b = await createAccount(app.db);
    const aInbox = inbox(await socketFor(a.token));
    const bInbox = inbox(await socketFor(b.token));
    const agentSocket = await socketFor(agent.token);
    const sends = Array.from({ length: 20 }, (_, i) => ({
      to: i % 2 === 0 ? a.user.id : b.user.id,
      message: `reply ${i}`,
    }));
    await Promise.all(sends.map((payload) => sendOk(agentSocket, payload)));
    await waitFor(() => aInbox.length === 10 && bInbox.length === 10, 'both conversations');
    expect(aInbox.map((m) => m.message)).toEqual(sends.filter((_, i) => i % 2 === 0).map((p) => p.message));
    expect(bInbox.map((m) => m.message)).toEqual(sends.filter((_, i) => i % 2 === 1).map((p) => p.message));
  });

  it('stores a message once however often the same id is sent', async () => {
    const buyer = await createAccount(app.db);
    const socket = await socketFor(buyer.token);
    const secondTab = await socketFor(buyer.token);
    const id = randomUUID();
    const payload = { id, message: 'Please quote 20 MT of ginger' };

    const answers = await Promise.all([send(socket, payload), send(secondTab, payload), send(socket, payload)]);
    answers.push(await send(socket, payload));
    const seqs = answers.map((answer) => ('data' in answer ? answer.data.seq : -1));
    expect(new Set(seqs).size).toBe(1);
    expect(seqs[0]).toBeGreaterThan(0);

    const rest = await app.inject({ method: 'POST', url: '/api/message/send-message', headers: buyer.auth, payload });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data.seq).toBe(seqs[0]);

    expect(await storedOf(buyer.user.id)).toHaveLength(1);
    expect(await conversationOf(buyer.token)).toHaveLength(1);
  });

  it("stores once when the client's own retries resend after a dropped connection", async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const agentInbox = inbox(await socketFor(agent.token));
    // The browser's settings: the client library retries until acknowledged.
    const socket = await socketFor(buyer.token, { retries: 20, ackTimeout: 1000 });
    const id = randomUUID();

    // Fault injection: the server stores the message and acknowledges it, but the
    // acknowledgement is lost with the connection. The client must resend the same message.
    const client = socket as unknown as { onack: (packet: unknown) => void };
    const deliverAck = client.onack.bind(socket);
    let lost = 0;
    client.onack = (packet) => {
      if (lost++ === 0) socket.io.engine.close();
      else deliverAck(packet);
    };
    const acked = socket.emitWithAck('send-message', { id, message: 'sent while the line dropped' });
    await waitFor(() => lost === 1, 'the lost acknowledgement');
    await waitFor(() => socket.connected && lost === 2, 'the retry after reconnecting');

    const answer = await acked;
    expect(answer).toMatchObject({ data: { id, message: 'sent while the line dropped' } });
    // Published again on the retry; receivers drop the copy by id.
    await waitFor(() => agentInbox.filter((m) => m.id === id).length === 2, 'the agent copies');
    expect(await storedOf(buyer.user.id)).toHaveLength(1);
  });
});

describe('nothing is lost across a disconnect', () => {
  it('replays what a buyer missed, in order, when they come back and sync', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const agentSocket = await socketFor(agent.token);
    const first = await socketFor(buyer.token);
    const firstInbox = inbox(first);

    const seen = await sendOk(agentSocket, { to: buyer.user.id, message: 'before the drop' });
    await waitFor(() => firstInbox.length === 1, 'the first message');
    const lastSeq = firstInbox[0]!.seq;

    // The server drops the buyer (a deploy, a flaky network); agents keep writing.
    const gone = disconnection(first);
    app.io.in(`user:${buyer.user.id}`).disconnectSockets(true);
    await gone;
    const missed = [];
    for (const text of ['missed one', 'missed two', 'missed three']) {
      missed.push(await sendOk(agentSocket, { to: buyer.user.id, message: text }));
    }

    const again = await socketFor(buyer.token);
    const page = await sync(again, lastSeq);
    expect(page.more).toBe(false);
    expect(page.messages.map((m) => m.message)).toEqual(['missed one', 'missed two', 'missed three']);
    expect(page.messages.map((m) => m.seq)).toEqual(missed.map((m) => m.seq));
    expect(page.messages.every((m) => m.fromSelf === false)).toBe(true);
    expect((await sync(again, 0)).messages[0]?.id).toBe(seen.id);
  });

  it('recovers the connection state after a short drop, delivering the missed events', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const agentSocket = await socketFor(agent.token);
    const socket = await socketFor(buyer.token, { reconnectionDelay: 300, reconnectionDelayMax: 300 });
    const received = inbox(socket);

    await sendOk(agentSocket, { to: buyer.user.id, message: 'one' });
    await waitFor(() => received.length === 1, 'the first message');

    const dropped = disconnection(socket);
    socket.io.engine.close();
    await dropped;
    await sendOk(agentSocket, { to: buyer.user.id, message: 'two' });
    await sendOk(agentSocket, { to: buyer.user.id, message: 'three' });

    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect(socket.recovered).toBe(true);
    await waitFor(() => received.length === 3, 'the missed messages');
    expect(received.map((m) => m.message)).toEqual(['one', 'two', 'three']);
  });

  it('gives staff every conversation after their last seq, in pages, up to the settled seq', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const agentSocket = await socketFor(agent.token);
    let after = 0;
    const seen: number[] = [];
    for (;;) {
      const page = await sync(agentSocket, after);
      seen.push(...page.messages.map((m) => m.seq));
      expect(page.upTo).toBeGreaterThanOrEqual(page.messages.at(-1)?.seq ?? 0);
      after = page.upTo;
      if (!page.more) break;
    }
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    expect(await sync(agentSocket, after)).toEqual({ messages: [], more: false, upTo: after });

    const sent = await sendOk(await socketFor(buyer.token), { message: 'new since the agent looked' });
    const page = await sync(agentSocket, after);
    expect(page.messages.map((m) => [m.buyerId, m.message])).toEqual([[buyer.user.id, 'new since the agent looked']]);
    expect(page.upTo).toBe(sent.seq);
  });

  it('rejects a malformed sync request', async () => {
    const buyer = await createAccount(app.db);
    const socket = await socketFor(buyer.token);
    expect(await socket.timeout(EVENT_WAIT_MS).emitWithAck('sync', { after: -1 })).toMatchObject({
      status: 400,
      errors: [{ field: 'after' }],
    });
  });
});

describe('chat REST calls', () => {
  it('sends over REST and delivers live to the agents', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const agentInbox = inbox(await socketFor(agent.token));
    const res = await sendOverHttp(buyer, 'Sent over HTTP');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ message: 'Sent over HTTP', fromSelf: true });
    await waitFor(() => agentInbox.length === 1, 'the agent copy');
    expect(agentInbox[0]).toMatchObject({ message: 'Sent over HTTP', buyerId: buyer.user.id });
  });

  it('lists the conversation in order, with a page cursor', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const buyerSocket = await socketFor(buyer.token);
    const agentSocket = await socketFor(agent.token);
    const one = await sendOk(buyerSocket, { message: 'one' });
    await sendOk(agentSocket, { to: buyer.user.id, message: 'two' });
    await sendOk(buyerSocket, { message: 'three' });

    const all = await conversationOf(buyer.token);
    expect(all.map(({ message, fromSelf }) => ({ message, fromSelf }))).toEqual([
      { message: 'one', fromSelf: true },
      { message: 'two', fromSelf: false },
      { message: 'three', fromSelf: true },
    ]);
    const res = await app.inject({
      method: 'GET',
      url: `/api/message/receive-message?after=${one.seq}&limit=1`,
      headers: buyer.auth,
    });
    expect(res.json().data.map((m: ChatMessage) => m.message)).toEqual(['two']);
  });

  it('answers the newest page first and pages back with before', async () => {
    const buyer = await createAccount(app.db);
    const socket = await socketFor(buyer.token);
    for (let i = 1; i <= 7; i += 1) await sendOk(socket, { message: `m${i}` });
    const page = async (query: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/message/receive-message?${query}`,
        headers: buyer.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as ChatMessage[];
    };

    const newest = await page('limit=3');
    expect(newest.map((m) => m.message)).toEqual(['m5', 'm6', 'm7']);
    const older = await page(`limit=3&before=${newest[0]!.seq}`);
    expect(older.map((m) => m.message)).toEqual(['m2', 'm3', 'm4']);
    const oldest = await page(`limit=3&before=${older[0]!.seq}`);
    expect(oldest.map((m) => m.message)).toEqual(['m1']);

    const both = await app.inject({
      method: 'GET',
      url: '/api/message/receive-message?after=1&before=9',
      headers: buyer.auth,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0]).toMatchObject({ field: 'before' });
  });

  it('answers anonymous callers 401, staff 403 on the buyer conversation, bad paging 400', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const buyer = await createAccount(app.db);
    expect((await app.inject({ method: 'GET', url: '/api/message/receive-message' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/message/send-message', payload: { message: 'hi' } })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/message/receive-message', headers: agent.auth })).statusCode,
    ).toBe(403);
    const bad = await app.inject({ method: 'GET', url: '/api/message/receive-message?limit=0', headers: buyer.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('limit');
  });
});
