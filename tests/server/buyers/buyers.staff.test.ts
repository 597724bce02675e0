import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, inquiries } from '../../../src/server/db/schema/index.ts';
import { suspendedMessage } from '../../../src/server/services/auth.service.ts';
import { readSearch } from '../../../src/server/services/buyers.staff.service.ts';
import { createAccount, TEST_PASSWORD } from '../support/accounts.ts';
import { connected, listen, sendOk } from '../support/chat-sockets.ts';
import { testAppSuite } from '../support/app-suite.ts';
import type { TestApp } from '../support/helper.ts';
import { orderableProduct, PDF_BYTES, placeOrder, setOrder, uploadReceipt } from '../support/orders-fixtures.ts';
import { quote, sendInquiry } from '../support/quotes-fixtures.ts';
import { createAdmin, createAgent } from '../support/staff-accounts.ts';

let app: TestApp;
let url: string;
testAppSuite(async (built) => {
  app = built;
  url = await listen(app);
});

const get = (path: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: path, headers });
const post = (path: string, headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: path, headers, payload });

describe('buyers in the console', () => {
  it('finds buyers by name, e-mail, phone or country, paged; staff only', async () => {
    const agent = await createAgent(app.db);
    const stamp = Date.now().toString(36);
    const buyer = await createAccount(app.db, {
      fullName: `Chidinma Eze ${stamp}`,
      email: `chidinma.${stamp}@example.com`,
    });
    await createAccount(app.db, { fullName: `Somebody Else ${stamp}` });

    const byName = (await get(`/api/staff/buyers?q=chidinma%20eze%20${stamp}`, agent.auth)).json().data;
    expect(byName.items.map((b: { id: string }) => b.id)).toEqual([buyer.user.id]);
    expect(byName).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(byName.items[0]).toMatchObject({ email: buyer.user.email, country: 'NG', suspended: false, verified: true });

    const byEmail = (await get(`/api/staff/buyers?q=${encodeURIComponent(`chidinma.${stamp}@`)}`, agent.auth)).json()
      .data;
    expect(byEmail.total).toBe(1);
    // Every test buyer has the same Nigerian phone number and country.
    const byPhone = (await get('/api/staff/buyers?q=0803%20123%204567&pageSize=1', agent.auth)).json().data;
    expect(byPhone.total).toBeGreaterThanOrEqual(2);
    expect(byPhone.items).toHaveLength(1);
    const byCountry = (await get('/api/staff/buyers?q=Nigeria', agent.auth)).json().data;
    expect(byCountry.total).toBeGreaterThanOrEqual(2);
    expect((await get('/api/staff/buyers?q=NG', agent.auth)).json().data.total).toBe(byCountry.total);
    // Staff are not buyers.
    expect(
      (await get(`/api/staff/buyers?q=${encodeURIComponent(agent.user.email)}`, agent.auth)).json().data.total,
    ).toBe(0);

    expect((await get('/api/staff/buyers', buyer.auth)).statusCode).toBe(403);
    expect((await get('/api/staff/buyers')).statusCode).toBe(401);
    expect((await get('/api/staff/buyers?pageSize=1000', agent.auth)).statusCode).toBe(400);
  });

  it('reads what a search means', () => {
    expect(readSearch('  ')).toEqual({});
    expect(readSearch('+234 803 123')).toMatchObject({ phoneDigits: '234803123' });
    expect(readSearch('0803 123 4567')).toMatchObject({ phoneDigits: '2348031234567' });
    expect(readSearch('gh')).toMatchObject({ countryCode: 'GH' });
    expect(readSearch("Côte d'Ivoire")).toMatchObject({ countryCode: 'CI' });
    expect(readSearch('50%_off')).toEqual({ text: '50%_off' });
  });

  it("shows a buyer's profile, counts and one timeline of everything they did, newest first", async () => {
    const agent = await createAgent(app.db);
    const buyer = await createAccount(app.db, { fullName: 'Timeline Buyer' });
    const socket = await connected(url, buyer.token);
    await sendOk(socket, { message: 'Hello, do you have sesame?' });
    socket.disconnect();
    const agentSocket = await connected(url, agent.token);
    await sendOk(agentSocket, { to: buyer.user.id, message: 'Yes, hulled and natural.' });
    agentSocket.disconnect();
    const inquiry = await post('/api/rfq', buyer.auth, {
      productName: 'Sesame seeds',
      productDescription: 'Hulled',
      quantityRequired: '40',
      destinationPort: 'Germany',
      termsOfTrade: 'CIF',
      paymentTerms: 'LC',
    });
    expect(inquiry.statusCode).toBe(201);
    const quoted = await quote(app, agent.auth, inquiry.json().data.id);
    const product = await orderableProduct(app);
    const order = await placeOrder(app, buyer.auth, product);
    const receipt = await uploadReceipt(app, buyer.auth, order.id, {
      bytes: PDF_BYTES,
      filename: 'swift.pdf',
      type: 'application/pdf',
    });
    expect(receipt.statusCode, receipt.body).toBe(201);
    const dispute = await post('/api/dispute', buyer.auth, {
      subject: 'Late delivery',
      complaint: 'Order was due last week.',
    });
    expect(dispute.statusCode).toBe(201);

    const res = await get(`/api/staff/buyers/${buyer.user.id}`, agent.auth);
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json().data;
    expect(details.profile).toMatchObject({
      id: buyer.user.id,
      fullName: 'Timeline Buyer',
      suspended: false,
      suspensionReason: null,
    });
    expect(details.counts).toEqual({
      messages: 1,
      inquiries: 1,
      quotes: 1,
      orders: 1,
      payments: 1,
      shipments: 0,
      disputes: 1,
      screenings: 0,
    });
    const kinds = details.timeline.map((e: { kind: string }) => e.kind);
    // The agent's reply is in the timeline; their quote card is the quote event, not a message.
    expect(kinds).toEqual(['dispute', 'payment', 'order', 'quote', 'inquiry', 'message', 'message']);
    expect(details.timeline.slice(-2).map((e: { title: string }) => e.title)).toEqual([
      'Our agent replied',
      'Sent a message',
    ]);
    expect(details.timeline[2]).toMatchObject({ kind: 'order', orderId: order.id, status: 'PENDING' });
    expect(details.timeline[3]).toMatchObject({ kind: 'quote', id: quoted.id, status: 'ACTIVE', orderId: null });
    expect(details.timeline[3].title).toBe('Quote v1: Sesame seeds');
    // Quantities carry their unit and money its grouping, as everywhere else.
    expect(details.timeline[4].detail).toBe('40 MT to Germany');
    expect(details.timeline[2].detail).toMatch(/^[\d,.]+ MT, FOB \/ \w+, USD \d{1,3}(,\d{3})*\.\d{2}$/);
    const times = details.timeline.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    expect((await get(`/api/staff/buyers/${agent.user.id}`, agent.auth)).statusCode).toBe(404);
    expect((await get('/api/staff/buyers/nope', agent.auth)).statusCode).toBe(400);
  });

  it('gives the inbox the buyer and only what is still open for them: orders, inquiries, disputes', async () => {
    const agent = await createAgent(app.db);
    const buyer = await createAccount(app.db, { fullName: 'Context Buyer', language: 'fr' });
    const other = await createAccount(app.db);
    const product = await orderableProduct(app);
    const moving = await placeOrder(app, buyer.auth, product);
    const delivered = await placeOrder(app, buyer.auth, product);
    await setOrder(app, delivered.id, { status: 'DELIVERED' });
    await placeOrder(app, other.auth, product);
    const inquiry = await sendInquiry(app, buyer.auth, { productName: 'Context sesame' });
    const completed = await sendInquiry(app, buyer.auth, { productName: 'Done already' });
    await app.db.update(inquiries).set({ status: 'COMPLETED' }).where(eq(inquiries.id, completed.id));
    const dispute = await post('/api/dispute', buyer.auth, {
      subject: 'Wrong quantity delivered',
      complaint: 'Two bags missing.',
      orderId: moving.id,
    });
    expect(dispute.statusCode, dispute.body).toBe(201);

    const res = await get(`/api/staff/buyers/${buyer.user.id}/context`, agent.auth);
    expect(res.statusCode, res.body).toBe(200);
    const context = res.json().data;
    expect(context.profile).toMatchObject({
      id: buyer.user.id,
      fullName: 'Context Buyer',
      email: buyer.user.email,
      country: 'NG',
      phoneNumber: expect.any(String),
      // The agent answers in the buyer's language (issue 41).
      language: 'fr',
    });
    expect(context.open.orders).toMatchObject({
      total: 1,
      items: [{ kind: 'order', id: moving.id, status: 'PENDING' }],
    });
    expect(context.open.inquiries).toMatchObject({
      total: 1,
      items: [{ kind: 'inquiry', id: inquiry.id, title: 'Inquiry: Context sesame', status: 'PENDING' }],
    });
    expect(context.open.disputes).toMatchObject({
      total: 1,
      items: [{ kind: 'dispute', title: 'Dispute: Wrong quantity delivered', status: 'OPEN', orderId: moving.id }],
    });

    expect((await get(`/api/staff/buyers/${buyer.user.id}/context`, buyer.auth)).statusCode).toBe(403);
    expect((await get(`/api/staff/buyers/${buyer.user.id}/context`)).statusCode).toBe(401);
    expect((await get(`/api/staff/buyers/${agent.user.id}/context`, agent.auth)).statusCode).toBe(404);
    expect((await get('/api/staff/buyers/nope/context', agent.auth)).statusCode).toBe(400);
  });

  it('lets admins suspend with a reason and reinstate; sign-in says why; nothing is deleted; all audited', async () => {
    const admin = await createAdmin(app.db);
    const agent = await createAgent(app.db);
    const buyer = await createAccount(app.db);
    await post('/api/rfq', buyer.auth, { productName: 'Cocoa', productDescription: 'Beans', quantityRequired: '10' });

    const byAgent = await post(`/api/staff/buyers/${buyer.user.id}/suspend`, agent.auth, { reason: 'Fraud check' });
    expect(byAgent.statusCode).toBe(403);
    const noReason = await post(`/api/staff/buyers/${buyer.user.id}/suspend`, admin.auth, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('reason');

    const suspended = await post(`/api/staff/buyers/${buyer.user.id}/suspend`, admin.auth, {
      reason: 'Unpaid invoices',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data.suspended).toBe(true);
    expect((await get('/api/auth/current-user', buyer.auth)).statusCode).toBe(401);
    const signIn = await post('/api/auth/signin-buyer', {}, { email: buyer.user.email, password: TEST_PASSWORD });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({
      errors: [{ message: suspendedMessage('Unpaid invoices'), code: 'account_suspended' }],
    });
    expect((await post(`/api/staff/buyers/${buyer.user.id}/suspend`, admin.auth, { reason: 'Again' })).statusCode).toBe(
      409,
    );

    // Nothing of theirs is gone.
    expect(await app.db.select().from(inquiries).where(eq(inquiries.buyerId, buyer.user.id))).toHaveLength(1);
    const details = (await get(`/api/staff/buyers/${buyer.user.id}`, agent.auth)).json().data;
    expect(details.profile).toMatchObject({ suspended: true, suspensionReason: 'Unpaid invoices' });

    const reinstated = await post(`/api/staff/buyers/${buyer.user.id}/reinstate`, admin.auth);
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect(
      (await post('/api/auth/signin-buyer', {}, { email: buyer.user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await post(`/api/staff/buyers/${buyer.user.id}/reinstate`, admin.auth)).statusCode).toBe(409);

    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, buyer.user.id))
      .orderBy(auditLog.createdAt);
    expect(entries.map((e) => [e.actorId, e.action, e.entityType, e.before, e.after])).toEqual([
      [admin.user.id, 'buyer.suspend', 'buyer', { suspended: false }, { suspended: true, reason: 'Unpaid invoices' }],
      [admin.user.id, 'buyer.reinstate', 'buyer', { suspended: true, reason: 'Unpaid invoices' }, { suspended: false }],
    ]);
    const viaApi = (await get(`/api/staff/audit?entityType=buyer&entityId=${buyer.user.id}`, admin.auth)).json().data;
    expect(viaApi.items.map((e: { action: string; actorName: string }) => [e.action, e.actorName])).toEqual([
      ['buyer.reinstate', 'Ama Admin'],
      ['buyer.suspend', 'Ama Admin'],
    ]);
  });
});
