// Payment plans through the API (issue 38): the plan on both order pages, the desk changing it,
// proofs per instalment and part payments, the ship rule and its admin override, the bill of
// lading held back until paid, letters of credit, the overdue list, and who may do what.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../../src/server/db/schema/index.ts';
import type { StaffOrderDetails } from '../../../src/shared/orders/orders.staff.ts';
import type { OrderDetails } from '../../../src/shared/orders/orders.contract.ts';
import type { InstalmentReceipt, OverdueInstalment } from '../../../src/shared/payments/payments.contract.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { DAY, TestClock } from '../support/clock.ts';
import { dataOf } from '../support/contract.ts';
import { signContract } from '../support/contracts-fixtures.ts';
import type { TestApp } from '../support/helper.ts';
import { buyerOrder, moveOrder, shipmentOf, staffOrder, uploadDocument } from '../support/order-desk-fixtures.ts';
import { orderableProduct, PDF_BYTES, placeOrder, postForm, uploadReceipt } from '../support/orders-fixtures.ts';
import { answer, postQuote, quote, quotePayload, sendInquiry } from '../support/quotes-fixtures.ts';

const clock = new TestClock('2026-12-01T09:00:00Z');
let app: TestApp;
let agent: Account;
let admin: Account;
let editor: Account;
let buyer: Account;
let otherBuyer: Account;
let product: Product;

testAppSuite({ clock: clock.now }, async (built) => {
  app = built;
  agent = await createAccount(app.db, { type: 'agent', fullName: 'Amina Bello' });
  admin = await createAccount(app.db, { type: 'admin', fullName: 'Kofi Mensah' });
  editor = await createAccount(app.db, { type: 'editor' });
  buyer = await createAccount(app.db, { fullName: 'Ngozi Okafor' });
  otherBuyer = await createAccount(app.db);
  product = await orderableProduct(app);
});

/** The day `days` after a moment's day (UTC). Orders are stamped by the database's own clock. */
const daysAfter = (moment: string, days: number) =>
  new Date(Date.parse(`${moment.slice(0, 10)}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const proof = (orderId: string, instalmentId: string, fields: Record<string, string> = {}, who = buyer) =>
  postForm(app, who.auth, `/api/order/${orderId}/payments/${instalmentId}/receipts`, {
    file: { bytes: PDF_BYTES, filename: 'swift.pdf', type: 'application/pdf' },
    ...fields,
  });

const decide = (orderId: string, receiptId: string, body: Record<string, unknown>, who = agent) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/payments/receipts/${receiptId}`,
    headers: who.auth,
    payload: body,
  });

const auditOf = (orderId: string, action: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, action)));

/** A TT order (30 % deposit on order, 70 % balance against the bill of lading copy), PROCESSING with a shipment. */
async function ttOrderReadyToShip() {
  const order = await placeOrder(app, buyer.auth, product, { paymentTerm: 'TT' });
  await signContract(app, buyer.auth, order.id);
  expect(dataOf(await moveOrder(app, agent.auth, order.id, 'PROCESSING'), 200)).toBeTruthy();
  await shipmentOf(app, agent.auth, order.id);
  return order;
}

describe('the plan on the order pages', () => {
  it('gives a TT order a 30 % deposit due 7 days after the order and a 70 % balance not yet due', async () => {
    const order = await placeOrder(app, buyer.auth, product, { paymentTerm: 'TT' });
    const { payments } = await buyerOrder(app, buyer.auth, order.id);
    const [deposit, balance] = payments.instalments;
    expect(payments).toMatchObject({ currency: 'USD', total: order.cost, paid: 0, outstanding: order.cost });
    expect(deposit).toMatchObject({
      percent: 30,
      trigger: 'ON_ORDER',
      days: 7,
      dueDate: daysAfter(order.createdAt, 7),
      status: 'DUE',
    });
    expect(balance).toMatchObject({ percent: 70, trigger: 'AGAINST_BL_COPY', dueDate: null, status: 'NOT_DUE' });
    expect(Math.round(((deposit?.amount ?? 0) + (balance?.amount ?? 0)) * 100)).toBe(Math.round(order.cost * 100));
    expect((await staffOrder(app, agent.auth, order.id)).payments).toEqual(payments);
  });

  it('lets the desk replace a pending order’s plan, shares summing to 100, and tells the buyer', async () => {
    const order = await placeOrder(app, buyer.auth, product, { paymentTerm: 'TT' });
    const put = (instalments: unknown[], who = agent) =>
      app.inject({
        method: 'PUT',
        url: `/api/staff/orders/${order.id}/payments/plan`,
        headers: who.auth,
        payload: { instalments },
      });
    const wrong = await put([
      { label: 'Deposit', percent: 40, trigger: 'ON_ORDER', days: 5 },
      { label: 'Balance', percent: 50, trigger: 'ON_ARRIVAL', days: 10 },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].message).toBe('The instalments’ shares must add up to exactly 100 %.');
    const changed = dataOf<StaffOrderDetails>(
      await put([
        { label: 'Deposit', percent: 40, trigger: 'ON_ORDER', days: 5 },
        { label: 'Before loading', percent: 20, trigger: 'BEFORE_LOADING', days: 0 },
        { label: 'Balance', percent: 40, trigger: 'ON_ARRIVAL', days: 10 },
      ]),
      200,
    );
    expect(changed.payments.instalments.map((instalment) => [instalment.label, instalment.trigger])).toEqual([
      ['Deposit', 'ON_ORDER'],
      ['Before loading', 'BEFORE_LOADING'],
      ['Balance', 'ON_ARRIVAL'],
    ]);
    expect(await auditOf(order.id, 'order.payment-plan')).toHaveLength(1);
    const bell = await app.db.select().from(notifications).where(eq(notifications.buyerId, buyer.user.id));
    expect(bell.map((row) => row.titleEn)).toContain(`The payment plan of order ${order.orderNumber} changed`);

    expect((await put([{ label: 'All', percent: 100, trigger: 'ON_ORDER', days: 1 }], editor)).statusCode).toBe(403);
    await signContract(app, buyer.auth, order.id);
    expect((await moveOrder(app, agent.auth, order.id, 'PROCESSING')).statusCode).toBe(200);
    const locked = await put([{ label: 'All', percent: 100, trigger: 'ON_ORDER', days: 1 }]);
    expect(locked.statusCode).toBe(409);
  });
});

describe('proofs per instalment', () => {
  it('credits part payments until the instalment is paid, then lets the order ship', async () => {
    const order = await ttOrderReadyToShip();
    const [deposit] = (await buyerOrder(app, buyer.auth, order.id)).payments.instalments;
    if (!deposit) throw new Error('no deposit');

    const blocked = await moveOrder(app, agent.auth, order.id, 'SHIPPED', 'Papers follow by courier');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().errors[0]).toMatchObject({ code: 'payment_outstanding' });

    const first = dataOf<InstalmentReceipt>(
      await proof(order.id, deposit.id, { amount: String(deposit.amount), paidOn: '2026-11-30', reference: 'TT-1' }),
      201,
    );
    expect(first).toMatchObject({
      amount: deposit.amount,
      paidOn: '2026-11-30',
      reference: 'TT-1',
      status: 'SUBMITTED',
    });
    // One proof waits at a time.
    expect((await proof(order.id, deposit.id)).statusCode).toBe(409);
    expect((await buyerOrder(app, buyer.auth, order.id)).payments.instalments[0]?.status).toBe('PROOF_SUBMITTED');

    // Only part of it arrived.
    const part = Math.round(deposit.amount * 50) / 100;
    const afterPart = dataOf<StaffOrderDetails>(
      await decide(order.id, first.id, { decision: 'VERIFIED', amount: part }),
      200,
    );
    expect(afterPart.payments.instalments[0]).toMatchObject({ status: 'DUE', paid: part });
    expect((await moveOrder(app, agent.auth, order.id, 'SHIPPED', 'Papers follow by courier')).statusCode).toBe(409);

    const rest = Math.round((deposit.amount - part) * 100) / 100;
    const second = dataOf<InstalmentReceipt>(await proof(order.id, deposit.id), 201);
    expect(second.amount).toBe(rest);
    const paid = dataOf<StaffOrderDetails>(await decide(order.id, second.id, { decision: 'VERIFIED' }), 200);
    expect(paid.payments.instalments[0]).toMatchObject({ status: 'PAID', paid: deposit.amount });
    expect(paid.payments.paid).toBe(deposit.amount);
    expect((await proof(order.id, deposit.id)).statusCode).toBe(409);

    expect((await moveOrder(app, agent.auth, order.id, 'SHIPPED', 'Papers follow by courier')).statusCode).toBe(200);
    expect(await auditOf(order.id, 'order.receipt')).toHaveLength(2);
  });

  it('rejects with a note the buyer reads, and refuses amounts and days that cannot be', async () => {
    const order = await placeOrder(app, buyer.auth, product, { paymentTerm: 'TT' });
    const [deposit] = (await buyerOrder(app, buyer.auth, order.id)).payments.instalments;
    if (!deposit) throw new Error('no deposit');
    expect((await proof(order.id, deposit.id, { amount: '-5' })).json().errors[0].field).toBe('amount');
    expect((await proof(order.id, deposit.id, { amount: '10.555' })).statusCode).toBe(400);
    expect((await proof(order.id, deposit.id, { paidOn: '2026-12-02' })).json().errors[0].field).toBe('paidOn');
    expect((await proof(order.id, deposit.id, { paidOn: '2026-02-30' })).statusCode).toBe(400);
    const sent = dataOf<InstalmentReceipt>(await proof(order.id, deposit.id), 201);
    expect((await decide(order.id, sent.id, { decision: 'REJECTED' })).statusCode).toBe(400);
    const rejected = dataOf<StaffOrderDetails>(
      await decide(order.id, sent.id, { decision: 'REJECTED', note: 'Blurred scan' }),
      200,
    );
    expect(rejected.payments.instalments[0]?.receipts[0]).toMatchObject({ status: 'REJECTED', note: 'Blurred scan' });
    expect((await decide(order.id, sent.id, { decision: 'VERIFIED' })).statusCode).toBe(409);
  });

  it('files SPEC’s single upload against the first instalment still unpaid', async () => {
    const order = await placeOrder(app, buyer.auth, product, { paymentTerm: 'TT' });
    const res = await uploadReceipt(app, buyer.auth, order.id, { bytes: PDF_BYTES, filename: 'proof.pdf' });
    expect(res.statusCode).toBe(201);
    const { payments, paymentReceipt } = await buyerOrder(app, buyer.auth, order.id);
    expect(paymentReceipt?.status).toBe('SUBMITTED');
    expect(payments.instalments[0]?.receipts).toHaveLength(1);
    expect(payments.instalments[0]?.receipts[0]?.amount).toBe(payments.instalments[0]?.amount);
    expect(payments.instalments[1]?.receipts).toHaveLength(0);
  });

  it('answers 404 for another buyer’s order or an unknown instalment, 403 to staff without the desk', async () => {
    const order = await placeOrder(app, buyer.auth, product, { paymentTerm: 'TT' });
    const [deposit] = (await buyerOrder(app, buyer.auth, order.id)).payments.instalments;
    if (!deposit) throw new Error('no deposit');
    expect((await proof(order.id, deposit.id, {}, otherBuyer)).statusCode).toBe(404);
    expect((await proof(order.id, crypto.randomUUID())).statusCode).toBe(404);
    const sent = dataOf<InstalmentReceipt>(await proof(order.id, deposit.id), 201);
    expect((await decide(order.id, sent.id, { decision: 'VERIFIED' }, editor)).statusCode).toBe(403);
    const asBuyer = await app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/payments/receipts/${sent.id}`,
      headers: buyer.auth,
      payload: { decision: 'VERIFIED' },
    });
    expect(asBuyer.statusCode).toBe(403);
    expect((await decide(crypto.randomUUID(), sent.id, { decision: 'VERIFIED' })).statusCode).toBe(404);
  });
});

describe('the ship rule override', () => {
  it('lets an admin ship unpaid with a note, audited; an agent may not', async () => {
    const order = await ttOrderReadyToShip();
    const override = (who: Account, note?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/orders/${order.id}/status`,
        headers: who.auth,
        payload: { status: 'SHIPPED', override: true, ...(note ? { note } : {}) },
      });
    expect((await override(agent, 'Trusted buyer')).statusCode).toBe(403);
    expect((await override(admin)).statusCode).toBe(400);
    expect((await override(admin, 'Deposit confirmed by phone with the bank')).statusCode).toBe(200);
    const [entry] = await auditOf(order.id, 'order.status').then((rows) =>
      rows.filter((row) => (row.after as { status?: string }).status === 'SHIPPED'),
    );
    expect(entry?.actorId).toBe(admin.user.id);
    expect(
      (entry?.after as { paymentOverride?: { outstanding: unknown[] } }).paymentOverride?.outstanding,
    ).toHaveLength(2);
  });
});

describe('the bill of lading', () => {
  it('is listed to the buyer as withheld, its link 403, until the balance is paid', async () => {
    const order = await ttOrderReadyToShip();
    const [deposit] = (await buyerOrder(app, buyer.auth, order.id)).payments.instalments;
    if (!deposit) throw new Error('no deposit');
    const sent = dataOf<InstalmentReceipt>(await proof(order.id, deposit.id), 201);
    await decide(order.id, sent.id, { decision: 'VERIFIED' });
    expect(
      (await uploadDocument(app, agent.auth, order.id, 'BILL_OF_LADING', { bytes: PDF_BYTES, filename: 'bl.pdf' }))
        .statusCode,
    ).toBe(201);

    const withheld = await buyerOrder(app, buyer.auth, order.id);
    const balance = withheld.payments.instalments[1];
    const bl = withheld.documents.find((document) => document.type === 'BILL_OF_LADING');
    const blAt = withheld.documents.find((document) => document.type === 'BILL_OF_LADING')?.uploadedAt ?? '';
    expect(balance).toMatchObject({ trigger: 'AGAINST_BL_COPY', status: 'DUE', dueDate: daysAfter(blAt, 7) });
    expect(bl).toMatchObject({ released: false, outstanding: balance?.amount });
    expect((await app.inject({ method: 'GET', url: bl?.link ?? '' })).statusCode).toBe(403);
    // The desk's own link opens.
    const staffBl = (await staffOrder(app, agent.auth, order.id)).documents.find((d) => d.type === 'BILL_OF_LADING');
    expect((await app.inject({ method: 'GET', url: staffBl?.link ?? '' })).statusCode).toBe(200);

    if (!balance) throw new Error('no balance');
    const paid = dataOf<InstalmentReceipt>(await proof(order.id, balance.id), 201);
    await decide(order.id, paid.id, { decision: 'VERIFIED' });
    const released = await buyerOrder(app, buyer.auth, order.id);
    expect(released.documents.find((d) => d.type === 'BILL_OF_LADING')).toMatchObject({
      released: true,
      outstanding: null,
    });
    // The link handed out before the payment opens now.
    const opened = await app.inject({ method: 'GET', url: bl?.link ?? '' });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('letters of credit and the overdue list', () => {
  const LC = {
    number: 'LC-ECO-2026-0481',
    issuingBank: 'Ecobank Nigeria, Lagos',
    amount: 1000,
    expiryDate: '2027-02-28',
    latestShipmentDate: '2027-01-31',
    presentationDays: 21,
  };

  it('records the credit, moves it along its states, and makes the instalment due at presentation', async () => {
    const order = await placeOrder(app, buyer.auth, product, { paymentTerm: 'LC' });
    const status = (body: Record<string, unknown>, who = agent) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/orders/${order.id}/letter-of-credit/status`,
        headers: who.auth,
        payload: body,
      });
    expect((await status({ status: 'ADVISED' })).statusCode).toBe(409);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/staff/orders/${order.id}/letter-of-credit`,
      headers: agent.auth,
      payload: LC,
    });
    expect(dataOf<StaffOrderDetails>(put, 200).letterOfCredit).toMatchObject({
      ...LC,
      advisingBank: null,
      status: 'ISSUED',
    });
    expect(dataOf<StaffOrderDetails>(await status({ status: 'ADVISED' }), 200).letterOfCredit?.status).toBe('ADVISED');
    const refused = await status({ status: 'PAID' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe('A letter of credit cannot go from advised to paid.');
    const presented = dataOf<StaffOrderDetails>(
      await status({ status: 'DOCUMENTS_PRESENTED', note: 'At SG Bénin' }),
      200,
    );
    expect(presented.payments.instalments[0]).toMatchObject({
      trigger: 'AGAINST_DOCUMENTS',
      dueDate: '2026-12-06',
      status: 'DUE',
    });
    const seen: OrderDetails = await buyerOrder(app, buyer.auth, order.id);
    expect(seen.letterOfCredit?.history.map((entry) => entry.status)).toEqual([
      'ISSUED',
      'ADVISED',
      'DOCUMENTS_PRESENTED',
    ]);
    expect(await auditOf(order.id, 'order.letter-of-credit-status')).toHaveLength(2);

    // A week on, the instalment is overdue and on the desk's list.
    clock.advance(7 * DAY);
    const overdue = dataOf<OverdueInstalment[]>(
      await app.inject({ method: 'GET', url: '/api/staff/payments/overdue', headers: agent.auth }),
      200,
    );
    expect(overdue.find((row) => row.orderId === order.id)).toMatchObject({
      dueDate: '2026-12-06',
      daysOverdue: 2,
      outstanding: order.cost,
      buyer: { id: buyer.user.id },
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/staff/payments/overdue', headers: buyer.auth })).statusCode,
    ).toBe(403);
    clock.advance(-7 * DAY);
  });
});

describe('a quote’s plan', () => {
  const plan = {
    instalments: [
      { label: 'Deposit', percent: 20, trigger: 'ON_ORDER', days: 3 },
      { label: 'Before loading', percent: 30, trigger: 'BEFORE_LOADING', days: 0 },
      { label: 'Against documents', percent: 50, trigger: 'AGAINST_DOCUMENTS', days: 10 },
    ],
  };

  it('becomes the order’s when the buyer accepts; a quote without one offers its term’s default', async () => {
    const inquiry = await sendInquiry(app, buyer.auth);
    const bad = await postQuote(
      app,
      agent.auth,
      inquiry.id,
      quotePayload(clock.now(), { paymentPlan: { instalments: [{ ...plan.instalments[0], percent: 99 }] } }),
    );
    expect(bad.statusCode).toBe(400);
    const offer = await quote(app, agent.auth, inquiry.id, { paymentTerm: 'TT', paymentPlan: plan });
    expect(offer.paymentPlan).toEqual(plan);
    const accepted = await answer(app, buyer.auth, inquiry.id, offer.id, 'accept');
    const orderId = (accepted.json().data as { id: string }).id;
    const { payments } = await buyerOrder(app, buyer.auth, orderId);
    expect(
      payments.instalments.map(({ label, percent, trigger, days }) => ({ label, percent, trigger, days })),
    ).toEqual(plan.instalments);

    const plain = await quote(app, agent.auth, (await sendInquiry(app, buyer.auth)).id, { paymentTerm: 'CAD' });
    expect(plain.paymentPlan.instalments).toEqual([
      { label: 'Against documents', percent: 100, trigger: 'AGAINST_DOCUMENTS', days: 7 },
    ]);
  });
});
