// Disputes answered: the buyer raises one (optionally about an order), agents move it through
// OPEN -> UNDER_REVIEW -> AWAITING_BUYER -> RESOLVED | REJECTED and reply; the buyer is mailed
// through the outbox and sees each step live; each buyer sees only their own.
import { randomUUID } from 'node:crypto';
import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../../src/server/db/schema/index.ts';
import type { Dispute, StaffDispute } from '../../../src/shared/disputes/disputes.contract.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { caughtUp, connected, socketSuite, waitFor } from '../support/chat-sockets.ts';
import type { TestApp } from '../support/helper.ts';
import { orderableProduct, placeOrder } from '../support/orders-fixtures.ts';

let app: TestApp;
let url: string;
const { open } = socketSuite((server) => ({ app, url } = server));

async function raise(buyer: Account, extra: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/dispute',
    headers: buyer.auth,
    payload: { subject: 'Late delivery', complaint: 'The cocoa was due two weeks ago.', ...extra },
  });
  return res;
}

/** The buyer's reply to their dispute (or anyone's attempt at one), as the message center sends it. */
const buyerReply = (account: Account, id: string, message: string) =>
  app.inject({ method: 'POST', url: `/api/dispute/${id}/replies`, headers: account.auth, payload: { message } });

const staffUpdate = (staff: Account, id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/staff/disputes/${id}`, headers: staff.auth, payload });

const mailsTo = (email: string) =>
  app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.createdAt));

describe('raising a dispute about an order', () => {
  it('accepts one of the buyer’s orders, refuses another buyer’s, and shows the order number', async () => {
    const buyer = await createAccount(app.db);
    const other = await createAccount(app.db);
    const product = await orderableProduct(app);
    const order = await placeOrder(app, buyer.auth, product);
    const othersOrder = await placeOrder(app, other.auth, product);

    const res = await raise(buyer, { orderId: order.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'OPEN', order: { id: order.id, orderNumber: order.orderNumber } });

    const refused = await raise(buyer, { orderId: othersOrder.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: [{ field: 'orderId', message: 'Choose one of your orders.', code: 'order_not_yours' }],
    });
    expect((await raise(buyer, { orderId: 'ORD-1' })).statusCode).toBe(400);
    expect((await raise(buyer, { orderId: '' })).json().data.order).toBeNull();
  });
});

describe('the dispute workflow', () => {
  it('goes from open to resolved with the buyer informed at each step, and every step kept', async () => {
    const buyer = await createAccount(app.db, { fullName: 'Dispute Buyer' });
    const agent = await createAccount(app.db, { type: 'agent', fullName: 'Dispute Agent' });
    const buyerSocket = await connected(url, buyer.token);
    const agentSocket = await connected(url, agent.token);
    open.push(buyerSocket, agentSocket);
    const buyerSees: Dispute[] = [];
    const staffSees: StaffDispute[] = [];
    buyerSocket.on('dispute-updated', (d) => buyerSees.push(d as Dispute));
    agentSocket.on('dispute-updated', (d) => staffSees.push(d as StaffDispute));

    const { id } = (await raise(buyer)).json().data;

    // A reply alone to an open dispute picks it up.
    const picked = await staffUpdate(agent, id, { reply: 'We are checking with the shipping line.' });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().data).toMatchObject({ status: 'UNDER_REVIEW', firstAnsweredAt: expect.any(String) });
    await waitFor(() => buyerSees.length === 1, 'the buyer to see the reply');
    expect(buyerSees[0]?.updates.at(-1)).toMatchObject({
      author: { type: 'staff', name: 'Dispute Agent' },
      message: 'We are checking with the shipping line.',
      status: 'UNDER_REVIEW',
    });
    expect(JSON.stringify(buyerSees[0])).not.toContain('firstAnsweredAt');

    const ask = await staffUpdate(agent, id, {
      status: 'AWAITING_BUYER',
      reply: 'Please send the bill of lading number.',
    });
    expect(ask.json().data.status).toBe('AWAITING_BUYER');

    // The buyer answers; the dispute goes back under review.
    const answer = await buyerReply(buyer, id, 'It is MSKU1234567.');
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.status).toBe('UNDER_REVIEW');
    await waitFor(
      () => staffSees.some((d) => d.updates.some((u) => u.message === 'It is MSKU1234567.')),
      'staff to see it',
    );

    const noNote = await staffUpdate(agent, id, { status: 'RESOLVED' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toEqual({
      errors: [{ field: 'reply', message: 'Write a note to the buyer saying why.', code: 'bad_request' }],
    });

    const resolved = await staffUpdate(agent, id, { status: 'RESOLVED', reply: 'Refund of the freight agreed.' });
    expect(resolved.json().data.status).toBe('RESOLVED');

    const mine = (await app.inject({ method: 'GET', url: '/api/dispute', headers: buyer.auth })).json()
      .data[0] as Dispute;
    expect(mine.status).toBe('RESOLVED');
    expect(mine.updates.map((u) => [u.author.type, u.status, u.message])).toEqual([
      ['staff', 'UNDER_REVIEW', 'We are checking with the shipping line.'],
      ['staff', 'AWAITING_BUYER', 'Please send the bill of lading number.'],
      ['buyer', 'UNDER_REVIEW', 'It is MSKU1234567.'],
      ['staff', 'RESOLVED', 'Refund of the freight agreed.'],
    ]);

    // Every step that moved it or answered the buyer is in the audit trail: who, what, when.
    const trail = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    expect(trail.map((entry) => [entry.actorId, entry.action, entry.before, entry.after])).toEqual([
      [
        agent.user.id,
        'dispute.reply',
        { status: 'OPEN' },
        { status: 'UNDER_REVIEW', reply: 'We are checking with the shipping line.' },
      ],
      [
        agent.user.id,
        'dispute.reply',
        { status: 'UNDER_REVIEW' },
        { status: 'AWAITING_BUYER', reply: 'Please send the bill of lading number.' },
      ],
      [buyer.user.id, 'dispute.buyer-reply', { status: 'AWAITING_BUYER' }, { status: 'UNDER_REVIEW' }],
      [
        agent.user.id,
        'dispute.reply',
        { status: 'UNDER_REVIEW' },
        { status: 'RESOLVED', reply: 'Refund of the freight agreed.' },
      ],
    ]);
    expect(trail.every((entry) => entry.createdAt instanceof Date)).toBe(true);

    // One mail per staff step, through the outbox, with what changed.
    const mails = await mailsTo(buyer.user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your dispute: Under review',
      'Your dispute: Awaiting your reply',
      'Your dispute: Resolved',
    ]);
    expect(mails[2]?.textBody).toContain('Refund of the freight agreed.');
    expect(mails[2]?.textBody).toContain('http://localhost:3000/message-center');

    // Closed: no more moves, no more buyer replies.
    const reopen = await staffUpdate(agent, id, { status: 'UNDER_REVIEW' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toEqual({
      errors: [{ field: 'status', message: 'This dispute is resolved and closed.', code: 'conflict' }],
    });
    const late = await buyerReply(buyer, id, 'Thanks');
    expect(late.statusCode).toBe(409);
  });

  it('refuses moves the state machine does not allow, storing and mailing nothing', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const { id } = (await raise(buyer)).json().data;
    const skip = await staffUpdate(agent, id, { status: 'AWAITING_BUYER' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({
      errors: [
        { field: 'status', message: 'A dispute that is open cannot be set to awaiting buyer.', code: 'conflict' },
      ],
    });
    expect((await staffUpdate(agent, id, { status: 'OPEN' })).statusCode).toBe(409);
    const empty = await staffUpdate(agent, id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      errors: [{ message: 'Change the status, write a reply, or both.', code: 'value_invalid' }],
    });
    expect((await staffUpdate(agent, id, { status: 'CLOSED' })).statusCode).toBe(400);
    expect((await staffUpdate(agent, randomUUID(), { reply: 'Hello' })).statusCode).toBe(404);
    expect(await mailsTo(buyer.user.email)).toEqual([]);
    const rejected = await staffUpdate(agent, id, { status: 'UNDER_REVIEW' });
    expect(rejected.statusCode).toBe(200);
    expect(
      (await staffUpdate(agent, id, { status: 'REJECTED', reply: 'Outside the contract terms.' })).statusCode,
    ).toBe(200);
  });
});

describe('the staff queue', () => {
  it('lists disputes oldest first with the buyer, filters by status, and pages', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const buyer = await createAccount(app.db, { fullName: 'Queue Buyer' });
    const first = (await raise(buyer)).json().data.id;
    const second = (await raise(buyer, { subject: 'Damaged goods' })).json().data.id;
    await staffUpdate(agent, second, { status: 'UNDER_REVIEW' });

    const review = await app.inject({
      method: 'GET',
      url: '/api/staff/disputes?status=UNDER_REVIEW&pageSize=100',
      headers: agent.auth,
    });
    const ids = review.json().data.items.map((d: StaffDispute) => d.id);
    expect(ids).toContain(second);
    expect(ids).not.toContain(first);
    const all = await app.inject({ method: 'GET', url: '/api/staff/disputes?pageSize=100', headers: agent.auth });
    const items: StaffDispute[] = all.json().data.items;
    const mine = items.filter((d) => d.buyer.id === buyer.user.id);
    expect(mine.map((d) => d.id)).toEqual([first, second]);
    expect(mine[0]).toMatchObject({ buyer: { fullName: 'Queue Buyer', email: buyer.user.email }, overdue: false });
    const one = await app.inject({ method: 'GET', url: `/api/staff/disputes/${first}`, headers: agent.auth });
    expect(one.json().data.id).toBe(first);
    const bad = await app.inject({ method: 'GET', url: '/api/staff/disputes?status=DONE', headers: agent.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('lists every dispute not closed yet under ACTIVE, the console queue’s default', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const buyer = await createAccount(app.db, { fullName: 'Active Queue Buyer' });
    const open = (await raise(buyer)).json().data.id;
    const reviewing = (await raise(buyer)).json().data.id;
    const settled = (await raise(buyer)).json().data.id;
    await staffUpdate(agent, reviewing, { status: 'UNDER_REVIEW' });
    await staffUpdate(agent, settled, { status: 'UNDER_REVIEW' });
    expect((await staffUpdate(agent, settled, { status: 'REJECTED', reply: 'Not our shipment.' })).statusCode).toBe(
      200,
    );
    const active = await app.inject({
      method: 'GET',
      url: '/api/staff/disputes?status=ACTIVE&pageSize=100',
      headers: agent.auth,
    });
    const mine = (active.json().data.items as StaffDispute[]).filter((d) => d.buyer.id === buyer.user.id);
    expect(mine.map((d) => [d.id, d.status])).toEqual([
      [open, 'OPEN'],
      [reviewing, 'UNDER_REVIEW'],
    ]);
  });
});

describe('isolation and access', () => {
  it('keeps each buyer to their own disputes, and the staff calls to staff', async () => {
    const owner = await createAccount(app.db);
    const stranger = await createAccount(app.db);
    const strangerSocket = await connected(url, stranger.token);
    open.push(strangerSocket);
    const seen: unknown[] = [];
    strangerSocket.on('dispute-updated', (d) => seen.push(d));
    const agent = await createAccount(app.db, { type: 'agent' });
    const { id } = (await raise(owner)).json().data;

    const reply = await buyerReply(stranger, id, 'Not mine');
    expect(reply.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/dispute', headers: stranger.auth })).json().data).toEqual([]);
    await staffUpdate(agent, id, { reply: 'Looking into it.' });
    await caughtUp(strangerSocket);
    expect(seen).toEqual([]);

    for (const [method, path] of [
      ['GET', '/api/staff/disputes'],
      ['GET', `/api/staff/disputes/${id}`],
      ['POST', `/api/staff/disputes/${id}`],
    ] as const) {
      expect((await app.inject({ method, url: path, headers: owner.auth, payload: { reply: 'x' } })).statusCode).toBe(
        403,
      );
      expect((await app.inject({ method, url: path, payload: { reply: 'x' } })).statusCode).toBe(401);
    }
    expect((await buyerReply(agent, id, 'x')).statusCode).toBe(403);
    const stored = await app.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, 'dispute-update:%'));
    expect(stored.every((m) => m.toAddress !== stranger.user.email)).toBe(true);
  });
});
