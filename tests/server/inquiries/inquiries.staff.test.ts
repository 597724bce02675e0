import { describe, expect, it } from 'vitest';
import type { Product } from '../../../src/shared/products/products.ts';
import type { StaffInquiry, StaffInquiryDetails } from '../../../src/shared/inquiries/inquiries.staff.contract.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { DAY, HOUR, TestClock } from '../support/clock.ts';
import { testAppSuite } from '../support/app-suite.ts';
import type { TestApp } from '../support/helper.ts';
import { orderableProduct, placeOrder } from '../support/orders-fixtures.ts';
import { answer, quote, sendInquiry } from '../support/quotes-fixtures.ts';
import { dataOf } from '../support/contract.ts';

type Page = { items: StaffInquiry[]; total: number; page: number; pageSize: number };

describe('console inquiries (GET /api/staff/inquiries, GET /api/staff/inquiries/:id)', () => {
  const clock = new TestClock('2026-11-23T08:00:00Z');
  let app: TestApp;
  let agent: Account;
  let amina: Account;
  let kwame: Account;
  let product: Product;
  const ids: Record<string, string> = {};

  const list = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/staff/inquiries${query}`, headers: agent.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page;
  };

  testAppSuite({ clock: clock.now }, async (built) => {
    app = built;
    agent = await createAccount(app.db, { type: 'agent', fullName: 'Kofi Boateng' });
    amina = await createAccount(app.db, { fullName: 'Amina Bello', email: `amina.${Date.now()}@example.com` });
    kwame = await createAccount(app.db, { fullName: 'Kwame Mensah' });
    product = await orderableProduct(app);

    // Sent an hour apart.
    const inquiries: [string, Account, Record<string, unknown>][] = [
      ['oldPending', amina, { productName: 'Sesame seeds' }],
      ['quoted', kwame, { productName: 'Ginger' }],
      ['linked', kwame, { productId: product.id }],
      ['completed', amina, { productName: 'Soyabeans' }],
      ['declined', amina, { productName: 'Groundnuts' }],
    ];
    for (const [key, buyer, change] of inquiries) {
      ids[key] = (await sendInquiry(app, buyer.auth, change)).id;
      clock.advance(HOUR);
    }
  });

  it('lists pending inquiries first, longest waiting first, with the quote-turnaround due time', async () => {
    await quote(app, agent.auth, ids['quoted']!);
    const completed = await quote(app, agent.auth, ids['completed']!);
    expect((await answer(app, amina.auth, ids['completed']!, completed.id, 'accept')).statusCode).toBe(200);
    const declined = await quote(app, agent.auth, ids['declined']!);
    clock.advance(3 * HOUR);
    expect((await answer(app, amina.auth, ids['declined']!, declined.id, 'decline')).statusCode).toBe(200);

    const page = await list();
    expect(page.total).toBe(5);
    expect(page.items.map((i) => [i.id, i.status])).toEqual([
      // Pending, by how long they have waited: the linked and old inquiries since they were sent,
      // the declined one only since the buyer declined its quote.
      [ids['oldPending'], 'PENDING'],
      [ids['linked'], 'PENDING'],
      [ids['declined'], 'PENDING'],
      [ids['quoted'], 'RECEIVED'],
      [ids['completed'], 'COMPLETED'],
    ]);
    const [old, , again, quoted, done] = page.items;
    expect(old?.waitingSince).toBe(old?.createdAt);
    expect(Date.parse(old!.dueAt!) - Date.parse(old!.waitingSince!)).toBe(48 * HOUR);
    expect(again?.waitingSince).toBe(clock.now().toISOString());
    expect(again?.latestQuote).toMatchObject({ version: 1, state: 'DECLINED' });
    expect(quoted).toMatchObject({ waitingSince: null, dueAt: null, quoteCount: 1 });
    expect(quoted?.latestQuote).toMatchObject({ version: 1, state: 'ACTIVE', pricePerMT: 1450.5 });
    expect(done?.latestQuote?.state).toBe('ACCEPTED');
    expect(old?.buyer).toEqual({
      id: amina.user.id,
      fullName: 'Amina Bello',
      email: amina.user.email,
      phoneNumber: '+2348031234567',
      country: 'NG',
    });
  });

  it('puts an inquiry whose quote expired back among the pending, waiting since the expiry', async () => {
    const inquiry = await sendInquiry(app, kwame.auth, { productName: 'Hibiscus' });
    const offer = await quote(app, agent.auth, inquiry.id, {
      validUntil: new Date(clock.now().getTime() + DAY).toISOString(),
    });
    expect((await list('?status=RECEIVED')).items.map((i) => i.id)).toContain(inquiry.id);
    clock.advance(DAY + HOUR);
    const pending = await list('?status=PENDING');
    const row = pending.items.find((i) => i.id === inquiry.id);
    expect(row).toMatchObject({ status: 'PENDING', waitingSince: offer.validUntil });
    expect(row?.latestQuote?.state).toBe('EXPIRED');
    expect((await list('?status=RECEIVED')).items.map((i) => i.id)).not.toContain(inquiry.id);
  });

  it('filters by status, product and search text, and pages', async () => {
    expect((await list('?status=COMPLETED')).items.map((i) => i.id)).toEqual([ids['completed']]);
    expect((await list(`?productId=${product.id}`)).items.map((i) => i.id)).toEqual([ids['linked']]);
    expect((await list('?q=sesame')).items.map((i) => i.id)).toEqual([ids['oldPending']]);
    // One buyer's inquiries, as the inbox's buyer panel links to them.
    const kwames = await list(`?buyerId=${kwame.user.id}`);
    expect(kwames.total).toBe(3);
    expect(new Set(kwames.items.map((i) => i.buyer.id))).toEqual(new Set([kwame.user.id]));
    expect(kwames.items.map((i) => i.id)).toEqual(expect.arrayContaining([ids['linked'], ids['quoted']]));
    expect((await list(`?buyerId=${kwame.user.id}&status=RECEIVED`)).items.map((i) => i.id)).toEqual([ids['quoted']]);
    // The buyer's name and e-mail are searched too; LIKE wildcards are taken literally.
    expect((await list('?q=amina%20bello')).total).toBe(3);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=&status=')).total).toBe(6);

    const first = await list('?pageSize=2');
    const second = await list('?pageSize=2&page=2');
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 2 });
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect((await list('?page=9')).items).toEqual([]);

    for (const query of ['?status=LOST', '?productId=nope', '?buyerId=nope', '?page=0', '?pageSize=101']) {
      const res = await app.inject({ method: 'GET', url: `/api/staff/inquiries${query}`, headers: agent.auth });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("shows one inquiry with its buyer's details, latest orders and every quote version", async () => {
    const order = await placeOrder(app, kwame.auth, product);
    const res = await app.inject({ method: 'GET', url: `/api/staff/inquiries/${ids['quoted']}`, headers: agent.auth });
    const details = dataOf<StaffInquiryDetails>(res, 200);
    expect(details.inquiry).toMatchObject({ id: ids['quoted'], productName: 'Ginger', status: 'RECEIVED' });
    expect(details.buyer).toMatchObject({
      id: kwame.user.id,
      fullName: 'Kwame Mensah',
      orderCount: 1,
      inquiryCount: 3,
    });
    expect(details.recentOrders.map((o) => o.id)).toEqual([order.id]);
    expect(details.quotes.map((q) => [q.version, q.state, q.quotedBy])).toEqual([[1, 'ACTIVE', 'Kofi Boateng']]);
    expect(details.turnaroundHours).toBe(48);

    const missing = await app.inject({
      method: 'GET',
      url: '/api/staff/inquiries/00000000-0000-4000-8000-000000000000',
      headers: agent.auth,
    });
    expect(missing.statusCode).toBe(404);
    const forBuyer = await app.inject({
      method: 'GET',
      url: `/api/staff/inquiries/${ids['quoted']}`,
      headers: kwame.auth,
    });
    expect(forBuyer.statusCode).toBe(403);
  });
});
