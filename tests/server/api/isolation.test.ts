import { describe, expect, it } from 'vitest';
import type { Inquiry } from '../../../src/shared/inquiries/inquiries.ts';
import type { OrderDetails, PaymentReceipt } from '../../../src/shared/orders/orders.contract.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { imageBytes, orderableProduct, placeOrder, setOrder, uploadReceipt } from '../support/orders-fixtures.ts';
import { testAppSuite } from '../support/app-suite.ts';
import type { TestApp } from '../support/helper.ts';

/**
 * Every /order, /rfq and /buyer-hub call needs a buyer token and touches only that buyer's
 * objects: another buyer's id answers 404, exactly like an id that does not exist.
 */
describe('isolation between buyers', () => {
  let app: TestApp;
  let alice: Account;
  let bob: Account;
  let order: OrderDetails;
  let inquiry: Inquiry;
  let receipt: PaymentReceipt;
  let aliceUnpaid: OrderDetails;

  testAppSuite(async (built) => {
    app = built;
    alice = await createAccount(app.db);
    bob = await createAccount(app.db);
    const product = await orderableProduct(app);
    order = await placeOrder(app, alice.auth, product);
    aliceUnpaid = await placeOrder(app, alice.auth, product);
    // As an order an agent drafted for her: still waiting for her approval.
    await setOrder(app, aliceUnpaid.id, { buyerApproved: false });
    receipt = (
      await uploadReceipt(app, alice.auth, order.id, { bytes: await imageBytes('png'), filename: 'r.png' })
    ).json().data;
    inquiry = (
      await app.inject({
        method: 'POST',
        url: '/api/rfq',
        headers: alice.auth,
        payload: { productName: 'Cocoa beans', productDescription: 'Grade 1', quantityRequired: '25' },
      })
    ).json().data;
  });

  const NOT_FOUND_ORDER = { errors: [{ message: 'Order not found.', code: 'order_not_found' }] };

  it("answers 404 for another buyer's order, approval, upload and inquiry", async () => {
    const read = await app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: bob.auth });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual(NOT_FOUND_ORDER);

    const approve = await app.inject({ method: 'GET', url: `/api/order/approve/${aliceUnpaid.id}`, headers: bob.auth });
    expect(approve.statusCode).toBe(404);
    expect(approve.json()).toEqual(NOT_FOUND_ORDER);

    const upload = await uploadReceipt(app, bob.auth, aliceUnpaid.id, {
      bytes: await imageBytes('png'),
      filename: 'x.png',
    });
    expect(upload.statusCode).toBe(404);
    expect(upload.json()).toEqual(NOT_FOUND_ORDER);

    const rfq = await app.inject({ method: 'GET', url: `/api/rfq/${inquiry.id}`, headers: bob.auth });
    expect(rfq.statusCode).toBe(404);
    expect(rfq.json()).toEqual({ errors: [{ message: 'Inquiry not found.', code: 'inquiry_not_found' }] });

    // Nothing changed on Alice's side.
    const mine = (await app.inject({ method: 'GET', url: `/api/order/${aliceUnpaid.id}`, headers: alice.auth })).json()
      .data as OrderDetails;
    expect(mine.buyerApproved).toBe(false);
    expect(mine.paymentReceipt).toBeNull();
    expect(mine.history.filter((entry) => entry.event !== 'approved')).toHaveLength(1);
  });

  it("keeps each buyer's lists and summaries to their own objects", async () => {
    const get = async (auth: { authorization: string }, what: string) =>
      (await app.inject({ method: 'GET', url: `/api/buyer-hub/${what}`, headers: auth })).json().data;
    expect(await get(bob.auth, 'all-orders')).toEqual([]);
    expect(await get(bob.auth, 'all-enquiries')).toEqual([]);
    expect(await get(bob.auth, 'activity-summary')).toEqual({
      total_transactions: 0,
      total_number_of_orders: 0,
      total_number_of_enquiries: 0,
    });
    expect((await get(bob.auth, 'order-summary')).total_orders).toBe(0);
    expect((await get(bob.auth, 'enquiry-summary')).total_pending_enquiries).toBe(0);

    expect((await get(alice.auth, 'all-orders')).map((o: { id: string }) => o.id).sort()).toEqual(
      [order.id, aliceUnpaid.id].sort(),
    );
    expect((await get(alice.auth, 'activity-summary')).total_number_of_orders).toBe(2);
  });

  it("changes only the caller's own profile", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/buyer-hub/profile',
      headers: bob.auth,
      payload: { fullName: 'Bob Mensah', country: 'GH', phoneNumber: '+233244123456', id: alice.user.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(bob.user.id);
    const me = await app.inject({ method: 'GET', url: '/api/auth/current-user', headers: alice.auth });
    expect(JSON.stringify(me.json())).toContain(alice.user.fullName);
  });

  it('opens a receipt only through its signed link, never by a guessable path', async () => {
    const path = receipt.image.split('?')[0]!;
    expect((await app.inject({ method: 'GET', url: path, headers: bob.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: path, headers: alice.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: receipt.image })).statusCode).toBe(200);
  });

  const ROUTES: [string, string, () => Record<string, unknown> | undefined][] = [
    ['POST', '/api/rfq', () => ({ productName: 'x', productDescription: 'y', quantityRequired: '1' })],
    ['GET', '/api/rfq/{inquiry}', () => undefined],
    ['POST', '/api/order/foreign', () => undefined],
    ['GET', '/api/order/{order}', () => undefined],
    ['GET', '/api/order/approve/{order}', () => undefined],
    ['POST', '/api/order/image/{order}', () => undefined],
    ['GET', '/api/buyer-hub/activity-summary', () => undefined],
    ['GET', '/api/buyer-hub/all-orders', () => undefined],
    ['GET', '/api/buyer-hub/order-summary', () => undefined],
    ['GET', '/api/buyer-hub/enquiry-summary', () => undefined],
    ['GET', '/api/buyer-hub/all-enquiries', () => undefined],
    ['POST', '/api/buyer-hub/profile', () => ({ fullName: 'x', country: 'NG', phoneNumber: '+2348031234567' })],
    ['POST', '/api/buyer-hub/password', () => ({ oldPassword: 'x', newPassword: 'y' })],
  ];
  const url = (template: string) => template.replace('{order}', aliceUnpaid.id).replace('{inquiry}', inquiry.id);

  it.each(ROUTES)('%s %s answers 401 without a token and 403 for staff', async (method, template, body) => {
    // Refused before the body is read, so any body will do.
    const payload = method === 'POST' ? (body() ?? {}) : undefined;
    const anonymous = await app.inject({
      method: method as 'GET',
      url: url(template),
      ...(payload ? { payload } : {}),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      errors: [{ message: 'Please sign in to continue.', code: 'sign_in_required' }],
    });

    const forged = await app.inject({
      method: method as 'GET',
      url: url(template),
      headers: { authorization: 'Bearer not-a-real-token' },
      ...(payload ? { payload } : {}),
    });
    expect(forged.statusCode).toBe(401);

    const agent = await createAccount(app.db, { type: 'agent' });
    const staff = await app.inject({
      method: method as 'GET',
      url: url(template),
      headers: agent.auth,
      ...(payload ? { payload } : {}),
    });
    expect(staff.statusCode).toBe(403);
  });
});
