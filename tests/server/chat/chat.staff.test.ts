// The agents' inbox: list, filters and search; claim and assign; status; reopen on a buyer
// message; private notes that never reach the buyer; typing and read receipts per conversation.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../src/shared/chat/chat.ts';
import type { MessagesReadEvent, TypingEvent } from '../../../src/shared/chat/chat.staff.ts';
import type { ConversationDetail, ConversationNote, ConversationRow } from '../../../src/shared/chat/chat.staff.contract.ts';
import { START_NEW_ORDER } from '../../../src/shared/common/enums.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import {
  caughtUp,
  type ChatClient,
  inbox,
  sendOk,
  socketSuite,
  sync,
  typeUntil,
  waitFor,
  EVENT_WAIT_MS,
} from '../support/chat-sockets.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema/index.ts';
import { getSlaTargets, storeSlaTargets } from '../../../src/server/services/service-levels/targets.ts';
import type { TestApp } from '../support/helper.ts';

let app: TestApp;
const { socketFor } = socketSuite((server) => ({ app } = server));

const socketOf = (account: Account) => socketFor(account.token);

/** Collects one event's payloads on a socket. */
function collect<T>(
  socket: ChatClient,
  event: 'typing' | 'messages-read' | 'conversation-updated' | 'conversation-note',
) {
  const seen: T[] = [];
  (socket as unknown as { on(e: string, f: (p: T) => void): void }).on(event, (payload) => seen.push(payload));
  return seen;
}

async function list(account: Account, query = '') {
  const res = await app.inject({
    method: 'GET',
    url: `/api/staff/conversations?pageSize=100&${query}`,
    headers: account.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: ConversationRow[]; total: number; page: number; pageSize: number };
}

function post(account: Account, path: string, payload?: unknown) {
  const options: InjectOptions = { method: 'POST', url: `/api/staff/conversations/${path}`, headers: account.auth };
  if (payload !== undefined) options.payload = payload as NonNullable<InjectOptions['payload']>;
  return app.inject(options);
}

async function detail(account: Account, buyerId: string): Promise<ConversationDetail> {
  const res = await app.inject({ method: 'GET', url: `/api/staff/conversations/${buyerId}`, headers: account.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const restSend = (account: Account, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/message/send-message', headers: account.auth, payload });

describe('the conversation list', () => {
  it('pages on the server and shows buyer, last message, unread count, status, assignee and wait', async () => {
    const agent = await createAccount(app.db, { type: 'agent', fullName: 'Kofi Mensah' });
    const buyers = await Promise.all([1, 2, 3].map((n) => createAccount(app.db, { fullName: `Paging Buyer ${n}` })));
    for (const buyer of buyers) await restSend(buyer, { message: `question from ${buyer.user.fullName}` });
    await restSend(agent, { to: buyers[2]?.user.id, message: 'An answer' });

    const first = await app.inject({
      method: 'GET',
      url: '/api/staff/conversations?pageSize=2&q=Paging',
      headers: agent.auth,
    });
    expect(first.json().data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const items: ConversationRow[] = first.json().data.items;
    expect(items.map((row) => row.buyer.fullName)).toEqual(['Paging Buyer 3', 'Paging Buyer 2']);
    expect(items[0]).toMatchObject({
      buyer: { id: buyers[2]?.user.id, country: 'NG' },
      status: 'OPEN',
      assignee: null,
      lastMessage: { message: 'An answer', senderName: 'Kofi Mensah', fromSelf: true },
      unreadCount: 1,
      waitingSince: null,
      overdue: false,
    });
    expect(items[1]).toMatchObject({ unreadCount: 1, lastMessage: { message: 'question from Paging Buyer 2' } });
    expect(items[1]?.waitingSince).toEqual(expect.any(String));

    const second = await app.inject({
      method: 'GET',
      url: '/api/staff/conversations?pageSize=2&page=2&q=Paging',
      headers: agent.auth,
    });
    expect(second.json().data.items.map((row: ConversationRow) => row.buyer.fullName)).toEqual(['Paging Buyer 1']);
  });

  it('says when a wait passes the first-response target set for service levels', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const buyer = await createAccount(app.db, { fullName: `Due Buyer ${randomUUID()}` });
    await restSend(buyer, { message: 'Waiting for an answer' });
    const row = await detail(agent, buyer.user.id);
    const target = (await getSlaTargets(app.db)).chatFirstResponse;
    expect(Date.parse(row.dueAt ?? '') - Date.parse(row.waitingSince ?? '')).toBe(target * 60_000);
    expect(row.overdue).toBe(false);

    // An admin's new target moves the due time of conversations already waiting.
    await storeSlaTargets(app.db, { chatFirstResponse: 1 }, agent.user.id, new Date());
    try {
      const moved = await detail(agent, buyer.user.id);
      expect(Date.parse(moved.dueAt ?? '') - Date.parse(moved.waitingSince ?? '')).toBe(60_000);
    } finally {
      await storeSlaTargets(app.db, { chatFirstResponse: target }, agent.user.id, new Date());
    }

    await restSend(agent, { to: buyer.user.id, message: 'Here is your answer' });
    expect(await detail(agent, buyer.user.id)).toMatchObject({ waitingSince: null, dueAt: null, overdue: false });
  });

  it('searches message text, names and e-mails, with wildcards taken literally', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const cocoa = await createAccount(app.db, { fullName: 'Search Cocoa' });
    const cashew = await createAccount(app.db, { fullName: 'Search Cashew' });
    await restSend(cocoa, { message: 'Do you have fermented cocoa beans, grade 1?' });
    await restSend(cashew, { message: 'Price for raw cashew nuts 100% W320?' });

    expect((await list(agent, 'q=FERMENTED%20COCOA')).items.map((r) => r.buyer.id)).toEqual([cocoa.user.id]);
    expect((await list(agent, 'q=100%25')).items.map((r) => r.buyer.id)).toEqual([cashew.user.id]);
    expect((await list(agent, 'q=%25%25%25')).items).toEqual([]);
    expect((await list(agent, `q=${encodeURIComponent(cashew.user.email)}`)).items.map((r) => r.buyer.id)).toEqual([
      cashew.user.id,
    ]);
    const tooLong = await app.inject({
      method: 'GET',
      url: `/api/staff/conversations?q=${'x'.repeat(101)}`,
      headers: agent.auth,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      errors: [{ field: 'q', message: 'Search for at most 100 characters.', code: 'value_too_large' }],
    });
  });

  it('filters by assignee (mine, unassigned, any) and by status', async () => {
    const amina = await createAccount(app.db, { type: 'agent', fullName: 'Filter Amina' });
    const kofi = await createAccount(app.db, { type: 'agent', fullName: 'Filter Kofi' });
    const one = await createAccount(app.db, { fullName: 'Filter One' });
    const two = await createAccount(app.db, { fullName: 'Filter Two' });
    const three = await createAccount(app.db, { fullName: 'Filter Three' });
    for (const buyer of [one, two, three]) await restSend(buyer, { message: 'hello' });
    expect((await post(amina, `${one.user.id}/assign`, { agentId: amina.user.id })).statusCode).toBe(200);
    expect((await post(kofi, `${two.user.id}/assign`, { agentId: kofi.user.id })).statusCode).toBe(200);
    expect((await post(kofi, `${two.user.id}/status`, { status: 'PENDING' })).statusCode).toBe(200);

    const names = (rows: ConversationRow[]) => rows.map((r) => r.buyer.fullName).filter((n) => n.startsWith('Filter'));
    expect(names((await list(amina, 'assignee=me')).items)).toEqual(['Filter One']);
    expect(names((await list(kofi, 'assignee=me')).items)).toEqual(['Filter Two']);
    expect(names((await list(amina, 'assignee=none&q=Filter')).items)).toEqual(['Filter Three']);
    expect(names((await list(amina, 'assignee=any&q=Filter')).items)).toEqual([
      'Filter Three',
      'Filter Two',
      'Filter One',
    ]);
    expect(names((await list(amina, 'status=PENDING&q=Filter')).items)).toEqual(['Filter Two']);
    expect((await list(amina, 'q=Filter%20One')).items[0]?.assignee).toEqual({
      id: amina.user.id,
      fullName: 'Filter Amina',
    });

    const bad = await app.inject({
      method: 'GET',
      url: '/api/staff/conversations?assignee=everyone',
      headers: amina.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: [{ field: 'assignee', message: 'Assignee must be me, none or any.', code: 'value_invalid' }],
    });
  });

  it('flags a Start Order request until an order card answers it', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const buyer = await createAccount(app.db, { fullName: 'Order Request Buyer' });
    await restSend(buyer, { message: START_NEW_ORDER });
    const flagged = (await list(agent, 'q=Order%20Request%20Buyer')).items[0];
    expect(flagged?.orderRequestedAt).toEqual(expect.any(String));
    await restSend(agent, { to: buyer.user.id, message: 'Which product and quantity?' });
    expect((await detail(agent, buyer.user.id)).orderRequestedAt).toEqual(flagged?.orderRequestedAt);
    await restSend(agent, {
      to: buyer.user.id,
      messageType: 'ORDER',
      order: { orderNumber: 'ATH-1', costPerMT: 2500 },
    });
    expect((await detail(agent, buyer.user.id)).orderRequestedAt).toBeNull();
  });
});

describe('assignment', () => {
  it('lets an agent claim, refuses a colleague taking it, lets the owner pass it on and an admin take it', async () => {
    const amina = await createAccount(app.db, { type: 'agent', fullName: 'Assign Amina' });
    const kofi = await createAccount(app.db, { type: 'agent', fullName: 'Assign Kofi' });
    const admin = await createAccount(app.db, { type: 'admin', fullName: 'Assign Admin' });
    const buyer = await createAccount(app.db);
    const kofiSocket = await socketOf(kofi);
    const updates = collect<ConversationRow>(kofiSocket, 'conversation-updated');

    const claimed = await post(amina, `${buyer.user.id}/assign`, { agentId: amina.user.id });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().data.assignee).toEqual({ id: amina.user.id, fullName: 'Assign Amina' });
    await waitFor(() => updates.length === 1, 'the assignment event');
    expect(updates[0]).toMatchObject({ buyer: { id: buyer.user.id }, assignee: { id: amina.user.id } });

    const taken = await post(kofi, `${buyer.user.id}/assign`, { agentId: kofi.user.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      errors: [
        {
          field: 'agentId',
          message: 'Assign Amina is handling this conversation. Ask them or an admin to pass it on.',
          code: 'conflict',
        },
      ],
    });
    expect((await post(kofi, `${buyer.user.id}/assign`, { agentId: null })).statusCode).toBe(409);

    expect((await post(amina, `${buyer.user.id}/assign`, { agentId: kofi.user.id })).json().data.assignee.id).toBe(
      kofi.user.id,
    );
    expect((await post(admin, `${buyer.user.id}/assign`, { agentId: amina.user.id })).statusCode).toBe(200);
    const released = await post(amina, `${buyer.user.id}/assign`, { agentId: null });
    expect(released.json().data.assignee).toBeNull();
  });

  it('keeps two agents’ lists live: both see a buyer write, a claim and a status change', async () => {
    const agents = await Promise.all(
      ['Live Ama', 'Live Yaw'].map((fullName) => createAccount(app.db, { type: 'agent', fullName })),
    );
    const buyer = await createAccount(app.db);
    const sockets = await Promise.all(agents.map(socketOf));
    const updates = sockets.map((socket) => collect<ConversationRow>(socket, 'conversation-updated'));
    const arrivals = sockets.map((socket) => {
      const seen: ChatMessage[] = [];
      socket.on('receive-message', (message) => seen.push(message));
      return seen;
    });
    const [ama, yaw] = agents as [Account, Account];
    const forBuyer = (rows: ConversationRow[]) => rows.filter((row) => row.buyer.id === buyer.user.id);

    await restSend(buyer, { message: 'Anyone there?' });
    await waitFor(
      () => arrivals.every((seen) => seen.some((m) => m.buyerId === buyer.user.id)),
      'the message on both agents’ sockets',
    );
    expect((await post(ama, `${buyer.user.id}/assign`, { agentId: ama.user.id })).statusCode).toBe(200);
    await waitFor(() => updates.every((seen) => forBuyer(seen).length === 1), 'the claim on both sockets');
    for (const seen of updates) expect(forBuyer(seen)[0]?.assignee).toEqual({ id: ama.user.id, fullName: 'Live Ama' });

    // Yaw's claim is refused and changes nothing anybody sees.
    expect((await post(yaw, `${buyer.user.id}/assign`, { agentId: yaw.user.id })).statusCode).toBe(409);
    expect((await post(ama, `${buyer.user.id}/status`, { status: 'PENDING' })).statusCode).toBe(200);
    await waitFor(() => updates.every((seen) => forBuyer(seen).length === 2), 'the status change on both sockets');
    for (const seen of updates) {
      expect(forBuyer(seen)[1]).toMatchObject({ status: 'PENDING', assignee: { id: ama.user.id } });
    }
    expect((await list(yaw, 'assignee=me')).items.some((row) => row.buyer.id === buyer.user.id)).toBe(false);
    expect((await list(ama, 'assignee=me')).items.map((row) => row.buyer.id)).toContain(buyer.user.id);
  });

  it('gives a conversation to only one of two agents claiming at once', async () => {
    const agents = await Promise.all([1, 2].map(() => createAccount(app.db, { type: 'agent' })));
    const buyer = await createAccount(app.db);
    const answers = await Promise.all(agents.map((a) => post(a, `${buyer.user.id}/assign`, { agentId: a.user.id })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json().data.assignee.id;
    expect((await detail(agents[0] as Account, buyer.user.id)).assignee?.id).toBe(winner);
  });

  it('lists the active colleagues a conversation can be handed to, and hands over only to them', async () => {
    const agent = await createAccount(app.db, { type: 'agent', fullName: 'Handover Abena' });
    const gone = await createAccount(app.db, { type: 'agent', fullName: 'Handover Gone' });
    await app.db.update(users).set({ active: false }).where(eq(users.id, gone.user.id));
    const buyer = await createAccount(app.db);

    const res = await app.inject({ method: 'GET', url: '/api/staff/colleagues', headers: agent.auth });
    expect(res.statusCode, res.body).toBe(200);
    const colleagues: { id: string; fullName: string }[] = res.json().data;
    expect(colleagues).toContainEqual({ id: agent.user.id, fullName: 'Handover Abena' });
    expect(colleagues.map((c) => c.id)).not.toContain(gone.user.id);
    expect(colleagues.map((c) => c.id)).not.toContain(buyer.user.id);

    const toGone = await post(agent, `${buyer.user.id}/assign`, { agentId: gone.user.id });
    expect(toGone.statusCode).toBe(404);
    expect(toGone.json()).toEqual({
      errors: [{ field: 'agentId', message: 'Colleague not found.', code: 'not_found' }],
    });
    expect((await app.inject({ method: 'GET', url: '/api/staff/colleagues', headers: buyer.auth })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: '/api/staff/colleagues' })).statusCode).toBe(401);
  });

  it('assigns only to staff, and only conversations of buyers', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const buyer = await createAccount(app.db);
    const other = await createAccount(app.db);
    const toBuyer = await post(agent, `${buyer.user.id}/assign`, { agentId: other.user.id });
    expect(toBuyer.statusCode).toBe(404);
    expect(toBuyer.json()).toEqual({
      errors: [{ field: 'agentId', message: 'Colleague not found.', code: 'not_found' }],
    });
    expect((await post(agent, `${agent.user.id}/assign`, { agentId: agent.user.id })).statusCode).toBe(404);
    expect((await post(agent, `${randomUUID()}/assign`, { agentId: agent.user.id })).statusCode).toBe(404);
    const bad = await post(agent, `${buyer.user.id}/assign`, { agentId: 'me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: [{ field: 'agentId', message: 'Choose a colleague to assign.', code: 'value_format' }],
    });
  });
});

describe('status', () => {
  it('moves OPEN -> PENDING -> RESOLVED, refuses other moves, and a buyer message reopens it', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const buyer = await createAccount(app.db);
    await restSend(buyer, { message: 'Is the sesame still available?' });

    expect((await post(agent, `${buyer.user.id}/status`, { status: 'PENDING' })).json().data.status).toBe('PENDING');
    expect((await post(agent, `${buyer.user.id}/status`, { status: 'RESOLVED' })).json().data.status).toBe('RESOLVED');
    const again = await post(agent, `${buyer.user.id}/status`, { status: 'RESOLVED' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errors: [{ field: 'status', message: 'The conversation is already resolved.', code: 'conflict' }],
    });
    const skip = await post(agent, `${buyer.user.id}/status`, { status: 'PENDING' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({
      errors: [{ field: 'status', message: 'A resolved conversation cannot be set to pending.', code: 'conflict' }],
    });
    const bad = await post(agent, `${buyer.user.id}/status`, { status: 'CLOSED' });
    expect(bad.statusCode).toBe(400);

    // An agent writing to a resolved conversation leaves it resolved; the buyer writing reopens it.
    await restSend(agent, { to: buyer.user.id, message: 'Glad we could help.' });
    expect((await detail(agent, buyer.user.id)).status).toBe('RESOLVED');
    await restSend(buyer, { message: 'One more question' });
    const reopened = await detail(agent, buyer.user.id);
    expect(reopened.status).toBe('OPEN');
    expect(reopened.waitingSince).toEqual(expect.any(String));
  });
});

describe('private notes', () => {
  it('are shown to staff and never reach the buyer through the API or the socket', async () => {
    const agent = await createAccount(app.db, { type: 'agent', fullName: 'Note Writer' });
    const buyer = await createAccount(app.db);
    const buyerSocket = await socketOf(buyer);
    const agentSocket = await socketOf(agent);
    const buyerEvents: unknown[] = [];
    buyerSocket.onAny((event, ...args) => buyerEvents.push([event, ...args]));
    const staffNotes = collect<ConversationNote>(agentSocket, 'conversation-note');
    await sendOk(buyerSocket, { message: 'Can you do a better price?' });

    const res = await post(agent, `${buyer.user.id}/notes`, { text: 'SECRET: floor price is 2,350 USD/MT' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      buyerId: buyer.user.id,
      text: 'SECRET: floor price is 2,350 USD/MT',
      author: { id: agent.user.id, fullName: 'Note Writer' },
    });
    await waitFor(() => staffNotes.length === 1, 'the note event for staff');
    expect((await detail(agent, buyer.user.id)).notes.map((n) => n.text)).toEqual([
      'SECRET: floor price is 2,350 USD/MT',
    ]);

    const ownApi = await app.inject({ method: 'GET', url: '/api/message/receive-message', headers: buyer.auth });
    const replay = await sync(buyerSocket, 0);
    await caughtUp(buyerSocket);
    for (const seen of [ownApi.body, JSON.stringify(replay), JSON.stringify(buyerEvents)]) {
      expect(seen).not.toContain('SECRET');
    }
    const fromBuyer = await app.inject({
      method: 'GET',
      url: `/api/staff/conversations/${buyer.user.id}`,
      headers: buyer.auth,
    });
    expect(fromBuyer.statusCode).toBe(403);
    const blank = await post(agent, `${buyer.user.id}/notes`, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ errors: [{ field: 'text', message: 'Write the note.', code: 'value_too_small' }] });
  });
});

describe('typing and read receipts', () => {
  it('sends typing only to the other side of that conversation', async () => {
    const agent = await createAccount(app.db, { type: 'agent', fullName: 'Typing Agent' });
    const buyerA = await createAccount(app.db, { fullName: 'Typing A' });
    const buyerB = await createAccount(app.db);
    const [agentSocket, socketA, socketB] = await Promise.all([socketOf(agent), socketOf(buyerA), socketOf(buyerB)]);
    const toAgent = collect<TypingEvent>(agentSocket, 'typing');
    const toA = collect<TypingEvent>(socketA, 'typing');
    const toB = collect<TypingEvent>(socketB, 'typing');

    const from = (events: TypingEvent[], account: Account) => events.filter((e) => e.from === account.user.id);

    await typeUntil(socketA, undefined, () => from(toAgent, buyerA).length > 0, 'the agent to see the buyer typing');
    expect(from(toAgent, buyerA)[0]).toEqual({ from: buyerA.user.id, userType: 'buyer', name: 'Typing A' });

    await typeUntil(agentSocket, buyerA.user.id, () => toA.length > 0, 'buyer A to see the agent typing');
    expect(toA[0]).toEqual({ from: agent.user.id, userType: 'agent', name: 'Typing Agent' });

    // Naming another agent, or nobody, or a buyer pretending to name someone: nothing goes out.
    const colleague = await createAccount(app.db, { type: 'agent' });
    const colleagueSocket = await socketOf(colleague);
    const toColleague = collect<TypingEvent>(colleagueSocket, 'typing');
    agentSocket.emit('typing', { to: colleague.user.id });
    agentSocket.emit('typing', {});
    await typeUntil(
      socketB,
      buyerA.user.id,
      () => from(toAgent, buyerB).length > 0,
      'buyer B typing reaching the staff',
    );
    await Promise.all([caughtUp(agentSocket), caughtUp(socketA), caughtUp(socketB), caughtUp(colleagueSocket)]);
    expect(toB).toEqual([]);
    expect(toA.every((e) => e.from === agent.user.id)).toBe(true);
    expect(toColleague.filter((e) => e.userType !== 'buyer')).toEqual([]);
  });

  it('clears the buyer’s unread count when they read, and tells the agents (and no other buyer)', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const buyer = await createAccount(app.db);
    const other = await createAccount(app.db);
    const [agentSocket, buyerSocket, otherSocket] = await Promise.all([
      socketOf(agent),
      socketOf(buyer),
      socketOf(other),
    ]);
    const staffReads = collect<MessagesReadEvent>(agentSocket, 'messages-read');
    const otherReads = collect<MessagesReadEvent>(otherSocket, 'messages-read');
    const buyerInbox = inbox(buyerSocket);

    await sendOk(buyerSocket, { message: 'Hello' });
    await sendOk(agentSocket, { to: buyer.user.id, message: 'First answer' });
    const last = await sendOk(agentSocket, { to: buyer.user.id, message: 'Second answer' });
    await waitFor(() => buyerInbox.length >= 3, 'the answers');

    const unread = async (account: Account) =>
      (await app.inject({ method: 'GET', url: '/api/message/unread', headers: account.auth })).json().data.count;
    expect(await unread(buyer)).toBe(2);
    expect(await unread(other)).toBe(0);

    const ack = await buyerSocket.timeout(EVENT_WAIT_MS).emitWithAck('read', { upToSeq: last.seq });
    expect(ack).toEqual({ data: { upToSeq: last.seq } });
    expect(await unread(buyer)).toBe(0);
    await waitFor(() => staffReads.length === 1, 'the read receipt for the agents');
    expect(staffReads[0]).toMatchObject({ buyerId: buyer.user.id, reader: 'buyer', upToSeq: last.seq });
    expect((await detail(agent, buyer.user.id)).buyerReadUpTo).toBe(last.seq);
    const history = await app.inject({
      method: 'GET',
      url: `/api/staff/conversations/${buyer.user.id}/messages`,
      headers: agent.auth,
    });
    const answers = history.json().data.filter((m: ChatMessage) => m.sender === 'agent');
    expect(answers.every((m: ChatMessage) => m.readAt !== null)).toBe(true);

    // Reading again changes nothing and tells nobody.
    expect(
      (await app.inject({ method: 'POST', url: '/api/message/read', headers: buyer.auth, payload: {} })).json(),
    ).toEqual({ data: { upToSeq: last.seq } });
    await Promise.all([caughtUp(agentSocket), caughtUp(otherSocket)]);
    expect(staffReads).toHaveLength(1);
    expect(otherReads).toEqual([]);

    // The agents reading tells the buyer.
    const buyerReads = collect<MessagesReadEvent>(buyerSocket, 'messages-read');
    expect((await post(agent, `${buyer.user.id}/read`)).json()).toEqual({ data: { marked: 1 } });
    await waitFor(() => buyerReads.length === 1, 'the buyer to learn the agents read');
    expect(buyerReads[0]).toMatchObject({ buyerId: buyer.user.id, reader: 'staff' });
    expect(otherReads).toEqual([]);
  });

  it('keeps read and unread for buyers, and refuses the socket read to staff', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const agentSocket = await socketOf(agent);
    expect(await agentSocket.timeout(EVENT_WAIT_MS).emitWithAck('read', {})).toMatchObject({ status: 400 });
    for (const [method, path] of [
      ['GET', '/api/message/unread'],
      ['POST', '/api/message/read'],
    ] as const) {
      expect((await app.inject({ method, url: path, headers: agent.auth })).statusCode).toBe(403);
      expect((await app.inject({ method, url: path })).statusCode).toBe(401);
    }
  });
});

describe('access', () => {
  it('refuses buyers (403) and anonymous callers (401) on every inbox call', async () => {
    const buyer = await createAccount(app.db);
    const id = buyer.user.id;
    const calls = [
      ['GET', '/api/staff/conversations'],
      ['GET', `/api/staff/conversations/${id}`],
      ['POST', `/api/staff/conversations/${id}/assign`],
      ['POST', `/api/staff/conversations/${id}/status`],
      ['POST', `/api/staff/conversations/${id}/notes`],
    ] as const;
    for (const [method, path] of calls) {
      expect((await app.inject({ method, url: path, headers: buyer.auth })).statusCode, path).toBe(403);
      expect((await app.inject({ method, url: path })).statusCode, path).toBe(401);
    }
  });
});
