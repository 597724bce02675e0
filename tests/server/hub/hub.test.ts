import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, sessions, users } from '../../../src/server/db/schema/index.ts';
import { verifyPassword } from '../../../src/server/services/passwords.ts';
import { createSession } from '../../../src/server/services/sessions.service.ts';
import type { CurrentUser } from '../../../src/shared/common/api-types.ts';
import type { Inquiry } from '../../../src/shared/inquiries/inquiries.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { createAccount, PASSWORD_RULE_REFUSALS, TEST_PASSWORD } from '../support/accounts.ts';
import { orderableProduct, placeOrder, setOrder } from '../support/orders-fixtures.ts';
import { dataOf, errorFields, expectDeclaredAnswer } from '../support/contract.ts';
import { testAppSuite } from '../support/app-suite.ts';
import type { TestApp } from '../support/helper.ts';
import { answer, quote } from '../support/quotes-fixtures.ts';

describe('buyer hub summaries and lists', () => {
  let app: TestApp;
  let product: Product;

  testAppSuite(async (built) => {
    app = built;
    product = await orderableProduct(app);
  });

  const get = async (auth: { authorization: string }, what: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/buyer-hub/${what}`, headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('answers zeros and empty lists for a new buyer', async () => {
    const { auth } = await createAccount(app.db);
    expect(await get(auth, 'activity-summary')).toEqual({
      total_transactions: 0,
      total_number_of_orders: 0,
      total_number_of_enquiries: 0,
    });
    expect(await get(auth, 'order-summary')).toEqual({
      total_orders: 0,
      total_pending_orders: 0,
      total_confirmed_orders: 0,
      total_shipped_orders: 0,
      total_delivered_orders: 0,
      total_cancelled_orders: 0,
    });
    expect(await get(auth, 'enquiry-summary')).toEqual({
      total_pending_enquiries: 0,
      total_received_quote: 0,
      total_sent_enquiries: 0,
    });
    expect(await get(auth, 'all-orders')).toEqual([]);
    expect(await get(auth, 'all-enquiries')).toEqual([]);
  });

  it('counts orders by status and totals the cost of those not cancelled', async () => {
    const { auth } = await createAccount(app.db);
    const statuses = ['PENDING', 'PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'DELIVERED', 'CANCELLED'] as const;
    let expectedTotal = 0;
    for (const [index, status] of statuses.entries()) {
      const order = await placeOrder(app, auth, product, { quantity: String(product.minOrdersAllowed + index) });
      if (status !== 'PENDING') await setOrder(app, order.id, { status });
      if (status !== 'CANCELLED') expectedTotal += order.cost;
    }
    expect(await get(auth, 'order-summary')).toEqual({
      total_orders: 7,
      total_pending_orders: 2,
      total_confirmed_orders: 1,
      total_shipped_orders: 1,
      total_delivered_orders: 2,
      total_cancelled_orders: 1,
    });
    const activity = await get(auth, 'activity-summary');
    expect(activity.total_number_of_orders).toBe(7);
    expect(activity.total_transactions).toBeCloseTo(expectedTotal, 2);
    expect(activity.total_number_of_enquiries).toBe(0);
  });

  it('answers the lists the database builds exactly as their schemas declare', async () => {
    const { auth } = await createAccount(app.db);
    const order = await placeOrder(app, auth, product);
    await setOrder(app, order.id, { status: 'SHIPPED' });
    await app.inject({
      method: 'POST',
      url: '/api/rfq',
      headers: auth,
      payload: { productName: 'Cashew', productDescription: 'W320', quantityRequired: '12', termsOfTrade: 'CIF' },
    });
    for (const list of ['all-orders', 'all-enquiries']) {
      const url = `/api/buyer-hub/${list}`;
      const res = await app.inject({ method: 'GET', url, headers: auth });
      expect(res.json().data).toHaveLength(1);
      expectDeclaredAnswer(app, 'GET', url, res);
    }
  });

  it('lists each change of the orders at the next read, however it was made, and answers 304 while nothing changed', async () => {
    const { auth } = await createAccount(app.db);
    const list = async () => {
      const res = await app.inject({ method: 'GET', url: '/api/buyer-hub/all-orders', headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return { orders: res.json().data as { id: string; status: string }[], etag: String(res.headers['etag']) };
    };
    const first = await placeOrder(app, auth, product);
    expect((await list()).orders.map((o) => o.status)).toEqual(['PENDING']);
    // Straight in the database, as another server process would: nothing tells this one.
    await setOrder(app, first.id, { status: 'SHIPPED' });
    const shipped = await list();
    expect(shipped.orders.map((o) => o.status)).toEqual(['SHIPPED']);
    const unchanged = await app.inject({
      method: 'GET',
      url: '/api/buyer-hub/all-orders',
      headers: { ...auth, 'if-none-match': shipped.etag },
    });
    expect(unchanged.statusCode).toBe(304);
    const second = await placeOrder(app, auth, product);
    expect((await list()).orders.map((o) => o.id)).toEqual([second.id, first.id]);
    await app.db.delete(orders).where(eq(orders.id, second.id));
    expect((await list()).orders.map((o) => o.id)).toEqual([first.id]);
  });

  it('counts inquiries by status, and lists them newest first', async () => {
    const { auth } = await createAccount(app.db);
    const made: Inquiry[] = [];
    for (const name of ['Ginger', 'Sesame', 'Soyabeans', 'Groundnuts']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/rfq',
        headers: auth,
        payload: { productName: name, productDescription: 'Export grade', quantityRequired: '10' },
      });
      made.push(res.json().data);
    }
    // An agent quotes two of them; the buyer accepts one quote.
    const agent = await createAccount(app.db, { type: 'agent' });
    await quote(app, agent.auth, made[1]!.id);
    const accepted = await quote(app, agent.auth, made[2]!.id);
    expect((await answer(app, auth, made[2]!.id, accepted.id, 'accept')).statusCode).toBe(200);

    expect(await get(auth, 'enquiry-summary')).toEqual({
      total_pending_enquiries: 2,
      total_received_quote: 1,
      total_sent_enquiries: 1,
    });
    expect((await get(auth, 'activity-summary')).total_number_of_enquiries).toBe(4);
    const list = (await get(auth, 'all-enquiries')) as Inquiry[];
    expect(list.map((inquiry) => inquiry.productName)).toEqual(['Groundnuts', 'Soyabeans', 'Sesame', 'Ginger']);
    expect(list.every((inquiry) => inquiry.id && inquiry.createdAt)).toBe(true);
  });
});

describe('settings: profile (POST /api/buyer-hub/profile)', () => {
  let app: TestApp;
  testAppSuite((built) => (app = built));

  const save = (auth: { authorization: string }, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/buyer-hub/profile', headers: auth, payload });

  it('saves full name, country and phone (stored in international form) and answers the user', async () => {
    const { user, auth } = await createAccount(app.db);
    const res = await save(auth, { fullName: '  Amara Okafor ', country: 'gh', phoneNumber: '+233 24 412 3456' });
    const saved = dataOf<CurrentUser>(res, 200);
    expect(saved).toMatchObject({
      id: user.id,
      fullName: 'Amara Okafor',
      country: 'GH',
      phoneNumber: '+233244123456',
      email: user.email,
    });
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ fullName: 'Amara Okafor', country: 'GH', phoneNumber: '+233244123456' });
  });

  it('refuses an invalid phone, a missing name and an unknown country, each under its field, and changes nothing', async () => {
    const { user, auth } = await createAccount(app.db);
    const res = await save(auth, { fullName: ' ', country: 'XX', phoneNumber: '12345' });
    expect(errorFields(res).sort()).toEqual(['country', 'fullName', 'phoneNumber']);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ fullName: user.fullName, country: user.country, phoneNumber: user.phoneNumber });
  });

  it('refuses a name longer than 100 characters', async () => {
    const { auth } = await createAccount(app.db);
    const res = await save(auth, { fullName: 'A'.repeat(101), country: 'NG', phoneNumber: '+2348031234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('fullName');
  });
});

describe('the language switch (POST /api/buyer-hub/language)', () => {
  let app: TestApp;
  testAppSuite((built) => (app = built));

  const choose = (headers: Record<string, string>, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/buyer-hub/language', headers, payload: payload as object });

  it('remembers the language in the profile, leaving the rest as it was', async () => {
    const { user, auth } = await createAccount(app.db);
    const res = await choose(auth, { language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, language: 'fr', fullName: user.fullName });
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ language: 'fr', phoneNumber: user.phoneNumber, country: user.country });
    const current = await app.inject({ method: 'GET', url: '/api/auth/current-user', headers: auth });
    expect(current.json().data.currentUser.language).toBe('fr');
  });

  it('refuses a language we do not write in, under its field, and without a session', async () => {
    const { user, auth } = await createAccount(app.db);
    const res = await choose(auth, { language: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'language', message: 'Choose English or French.' });
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.language).toBe('en');
    expect((await choose({}, { language: 'fr' })).statusCode).toBe(401);
  });
});

describe('settings: password (POST /api/buyer-hub/password)', () => {
  let app: TestApp;
  testAppSuite((built) => (app = built));

  const change = (auth: { authorization: string }, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/buyer-hub/password', headers: auth, payload });
  const storedHash = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

  it('changes the password, keeps this session and ends the others', async () => {
    const { user, auth } = await createAccount(app.db);
    const otherDevice = await createSession(app.db, user.id, new Date());
    const res = await change(auth, { oldPassword: TEST_PASSWORD, newPassword: 'Baobab&Shea2027' });
    expect(res.statusCode).toBe(200);
    expect(await verifyPassword(await storedHash(user.id), 'Baobab&Shea2027')).toBe(true);

    const here = await app.inject({ method: 'GET', url: '/api/buyer-hub/order-summary', headers: auth });
    expect(here.statusCode).toBe(200);
    const there = await app.inject({
      method: 'GET',
      url: '/api/buyer-hub/order-summary',
      headers: { authorization: `Bearer ${otherDevice}` },
    });
    expect(there.statusCode).toBe(401);
    expect((await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(1);
  });

  it('answers a wrong current password under oldPassword and changes nothing', async () => {
    const { user, auth } = await createAccount(app.db);
    const before = await storedHash(user.id);
    const res = await change(auth, { oldPassword: 'Not-the-password1', newPassword: 'Baobab&Shea2027' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ field: 'oldPassword', message: 'Your current password is incorrect.', code: 'password_wrong' }],
    });
    expect(await storedHash(user.id)).toBe(before);
  });

  it.each(PASSWORD_RULE_REFUSALS)(
    'refuses the new password $password under newPassword: $message',
    async ({ password: newPassword, message, code }) => {
      const { user, auth } = await createAccount(app.db);
      const before = await storedHash(user.id);
      const res = await change(auth, { oldPassword: TEST_PASSWORD, newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field: 'newPassword', message, code });
      expect(await storedHash(user.id)).toBe(before);
    },
  );

  it('asks for the current password, and refuses a new one equal to it', async () => {
    const { auth } = await createAccount(app.db);
    const missing = await change(auth, { newPassword: 'Baobab&Shea2027' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'oldPassword', message: 'Enter your current password.', code: 'bad_request' },
    ]);
    const same = await change(auth, { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].field).toBe('newPassword');
  });
});
