// Service levels on a clock the test moves: medians and 90th percentiles per agent and
// overall, what is overdue now, and targets that only admins set.
import { describe, expect, it } from 'vitest';
import type { SlaMetricReport, SlaReport } from '../../../src/shared/chat/chat.staff.contract.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { createAdmin } from '../support/staff-accounts.ts';
import { testAppSuite } from '../support/app-suite.ts';
import type { TestApp } from '../support/helper.ts';
import { decideReceipt } from '../support/order-desk-fixtures.ts';
import { imageBytes, orderableProduct, PDF_BYTES, placeOrder, uploadReceipt } from '../support/orders-fixtures.ts';
import { quote, sendInquiry } from '../support/quotes-fixtures.ts';

// Far from the real date, so earlier rows of other tests never fall in the window.
const START = new Date('2031-03-02T08:00:00Z');
let now = START;
const at = (minutes: number) => {
  now = new Date(START.getTime() + minutes * 60_000);
};

let app: TestApp;
testAppSuite({ clock: () => now }, (built) => (app = built));

const send = (account: Account, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/message/send-message', headers: account.auth, payload });

async function report(account: Account): Promise<SlaReport> {
  const res = await app.inject({ method: 'GET', url: '/api/staff/sla', headers: account.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const metric = (r: SlaReport, name: SlaMetricReport['metric']) => r.metrics.find((m) => m.metric === name);

describe('service levels', () => {
  it('measures first chat responses per agent and overall, and lists waits past target', async () => {
    const amina = await createAccount(app.db, { type: 'agent', fullName: 'SLA Amina' });
    const kofi = await createAccount(app.db, { type: 'agent', fullName: 'SLA Kofi' });
    const buyers = await Promise.all([1, 2, 3, 4].map((n) => createAccount(app.db, { fullName: `SLA Buyer ${n}` })));
    const [b1, b2, b3, b4] = buyers as [Account, Account, Account, Account];

    at(0);
    await send(b1, { message: 'one' });
    await send(b2, { message: 'two' });
    await send(b3, { message: 'three' });
    at(5);
    // A second message while waiting does not restart the wait.
    await send(b1, { message: 'one again' });
    at(10);
    await send(amina, { to: b1.user.id, message: 'answer 1' }); // 10 min
    at(20);
    await send(amina, { to: b2.user.id, message: 'answer 2' }); // 20 min
    // A second agent message in a row is not a second response.
    await send(amina, { to: b2.user.id, message: 'and more' });
    at(60);
    await send(kofi, { to: b3.user.id, message: 'answer 3' }); // 60 min
    at(70);
    await send(b4, { message: 'four' }); // still waiting

    at(105); // b4 has waited 35 minutes: 5 past the 30-minute target.
    const agent = await createAccount(app.db, { type: 'agent' });
    const chat = metric(await report(agent), 'chatFirstResponse');
    expect(chat).toMatchObject({
      targetMinutes: 30,
      available: true,
      overall: { count: 3, medianMinutes: 20, p90Minutes: 52 },
    });
    expect(chat?.agents).toEqual([
      { agent: { id: amina.user.id, fullName: 'SLA Amina' }, count: 2, medianMinutes: 15, p90Minutes: 19 },
      { agent: { id: kofi.user.id, fullName: 'SLA Kofi' }, count: 1, medianMinutes: 60, p90Minutes: 60 },
    ]);
    expect(chat?.overdueCount).toBe(1);
    expect(chat?.overdue[0]).toMatchObject({ id: b4.user.id, buyer: { fullName: 'SLA Buyer 4' }, minutesOver: 5 });

    // The inbox marks it too.
    const inbox = await app.inject({
      method: 'GET',
      url: '/api/staff/conversations?q=SLA%20Buyer',
      headers: agent.auth,
    });
    const rows = inbox.json().data.items as { buyer: { id: string }; overdue: boolean }[];
    expect(rows.filter((r) => r.overdue).map((r) => r.buyer.id)).toEqual([b4.user.id]);

    // Thirty days on, the answers leave the window; the wait is still overdue.
    at(105 + 31 * 24 * 60);
    const later = metric(await report(agent), 'chatFirstResponse');
    expect(later?.overall).toEqual({ count: 0, medianMinutes: null, p90Minutes: null });
    expect(later?.overdueCount).toBe(1);
  });

  it('measures disputes answered and lists unanswered ones past target', async () => {
    at(60 * 24 * 100);
    const agent = await createAccount(app.db, { type: 'agent', fullName: 'Dispute SLA Agent' });
    const buyer = await createAccount(app.db, { fullName: 'Dispute SLA Buyer' });
    const raise = () =>
      app.inject({
        method: 'POST',
        url: '/api/dispute',
        headers: buyer.auth,
        payload: { subject: 'Damaged goods', complaint: 'Ten bags arrived torn open.' },
      });
    const answered = (await raise()).json().data.id;
    at(60 * 24 * 100 + 1);
    const waiting = (await raise()).json().data.id;
    at(60 * 24 * 100 + 120);
    await app.inject({
      method: 'POST',
      url: `/api/staff/disputes/${answered}`,
      headers: agent.auth,
      payload: { reply: 'Sorry, checking.' },
    });
    at(60 * 24 * 101 + 31); // 24 h 30 min after raising the second
    const disputes = metric(await report(agent), 'disputeAnswer');
    expect(disputes?.overall).toEqual({ count: 1, medianMinutes: 120, p90Minutes: 120 });
    expect(disputes?.overdue.map((d) => [d.id, d.minutesOver, d.label])).toEqual([[waiting, 30, 'Damaged goods']]);
    const queue = await app.inject({ method: 'GET', url: '/api/staff/disputes?pageSize=100', headers: agent.auth });
    const flags = queue.json().data.items.filter((d: { buyer: { id: string } }) => d.buyer.id === buyer.user.id);
    expect(flags.map((d: { id: string; overdue: boolean }) => [d.id, d.overdue])).toEqual([
      [answered, false],
      [waiting, true],
    ]);
  });

  it('lets admins set targets, which the report and the queues use at once', async () => {
    const admin = await createAdmin(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const put = (account: Account, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: '/api/staff/sla/targets', headers: account.auth, payload });

    expect((await put(agent, { chatFirstResponse: 5 })).statusCode).toBe(403);
    const bad = await put(admin, { chatFirstResponse: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: [{ field: 'chatFirstResponse', message: 'A target is at least 1 minute.', code: 'value_too_small' }],
    });
    expect((await put(admin, { somethingElse: 5 })).statusCode).toBe(400);

    const set = await put(admin, { disputeAnswer: 48 * 60 });
    expect(set.json().data).toEqual({
      chatFirstResponse: 30,
      quoteTurnaround: 2880,
      receiptVerification: 1440,
      disputeAnswer: 2880,
    });
    const after = metric(await report(agent), 'disputeAnswer');
    expect(after).toMatchObject({ targetMinutes: 2880, overdueCount: 0 });
    expect(
      (await app.inject({ method: 'GET', url: '/api/staff/sla/targets', headers: agent.auth })).json().data,
    ).toEqual(set.json().data);
  });

  it('measures quotes sent from the inquiry, per author, and lists inquiries unquoted past target', async () => {
    const T = 60 * 24 * 200;
    const amina = await createAccount(app.db, { type: 'agent', fullName: 'Quote SLA Amina' });
    const kofi = await createAccount(app.db, { type: 'agent', fullName: 'Quote SLA Kofi' });
    const buyer = await createAccount(app.db, { fullName: 'Quote SLA Buyer' });
    at(T);
    const first = await sendInquiry(app, buyer.auth, { productName: 'Sesame seeds' });
    at(T + 10);
    const second = await sendInquiry(app, buyer.auth, { productName: 'Shea butter' });
    at(T + 20);
    const waiting = await sendInquiry(app, buyer.auth, { productName: 'Hibiscus flowers' });
    at(T + 60);
    await quote(app, amina.auth, first.id); // 60 min
    at(T + 190);
    await quote(app, kofi.auth, second.id); // 180 min
    at(T + 300);
    // A new version of a quote already sent is not a second turnaround.
    await quote(app, amina.auth, first.id, { pricePerMT: 1400 });

    at(T + 20 + 48 * 60 + 15); // the third inquiry is 15 minutes past the 48-hour target
    const quotes = metric(await report(amina), 'quoteTurnaround');
    expect(quotes).toMatchObject({ targetMinutes: 2880, available: true });
    expect(quotes?.overall).toEqual({ count: 2, medianMinutes: 120, p90Minutes: 168 });
    expect(quotes?.agents).toEqual([
      { agent: { id: amina.user.id, fullName: 'Quote SLA Amina' }, count: 1, medianMinutes: 60, p90Minutes: 60 },
      { agent: { id: kofi.user.id, fullName: 'Quote SLA Kofi' }, count: 1, medianMinutes: 180, p90Minutes: 180 },
    ]);
    expect(quotes?.overdue.map((item) => [item.id, item.label, item.minutesOver, item.buyer.id])).toEqual([
      [waiting.id, 'Hibiscus flowers', 15, buyer.user.id],
    ]);
    expect(quotes?.overdueCount).toBe(1);

    // Quoted at last: nothing overdue any more, and the wait counts in the figures.
    await quote(app, kofi.auth, waiting.id);
    const after = metric(await report(amina), 'quoteTurnaround');
    expect(after?.overdueCount).toBe(0);
    expect(after?.overall).toMatchObject({ count: 3, medianMinutes: 180 });
  });

  it('measures payment proof checked from upload to decision, and lists proofs waiting past target', async () => {
    const T = 60 * 24 * 300;
    const agent = await createAccount(app.db, { type: 'agent', fullName: 'Receipt SLA Agent' });
    const buyer = await createAccount(app.db, { fullName: 'Receipt SLA Buyer' });
    const product = await orderableProduct(app);
    const verified = await placeOrder(app, buyer.auth, product);
    const rejected = await placeOrder(app, buyer.auth, product);
    const waiting = await placeOrder(app, buyer.auth, product);
    at(T);
    await uploadReceipt(app, buyer.auth, verified.id, { bytes: PDF_BYTES, filename: 'swift.pdf' });
    await uploadReceipt(app, buyer.auth, rejected.id, { bytes: await imageBytes('png'), filename: 'blurry.png' });
    at(T + 30);
    await uploadReceipt(app, buyer.auth, waiting.id, { bytes: PDF_BYTES, filename: 'tt.pdf' });
    at(T + 90);
    expect((await decideReceipt(app, agent.auth, verified.id, 'VERIFIED')).statusCode).toBe(200); // 90 min
    at(T + 150);
    expect((await decideReceipt(app, agent.auth, rejected.id, 'REJECTED', 'Unreadable')).statusCode).toBe(200); // 150

    at(T + 30 + 24 * 60 + 45); // the third proof waits 45 minutes past the 24-hour target
    const receipts = metric(await report(agent), 'receiptVerification');
    expect(receipts).toMatchObject({ targetMinutes: 1440, available: true });
    expect(receipts?.overall).toEqual({ count: 2, medianMinutes: 120, p90Minutes: 144 });
    expect(receipts?.agents).toEqual([
      { agent: { id: agent.user.id, fullName: 'Receipt SLA Agent' }, count: 2, medianMinutes: 120, p90Minutes: 144 },
    ]);
    expect(receipts?.overdue.map((item) => [item.id, item.label, item.minutesOver])).toEqual([
      [waiting.id, waiting.orderNumber, 45],
    ]);
  });

  it('is for staff only', async () => {
    const buyer = await createAccount(app.db);
    expect((await app.inject({ method: 'GET', url: '/api/staff/sla', headers: buyer.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/staff/sla' })).statusCode).toBe(401);
  });
});
