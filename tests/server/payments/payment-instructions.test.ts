// Payment instructions (admins set them per currency) and what the buyer of an approved TT
// order is told: how to pay on the order page, and the pro-forma invoice.
import { describe, expect, it } from 'vitest';
import type { PaymentInstructions, Proforma } from '../../../src/shared/payment/payment-instructions.contract.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { buyerOrder } from '../support/order-desk-fixtures.ts';
import { orderableProduct, placeOrder, setOrder } from '../support/orders-fixtures.ts';
import { createAdmin } from '../support/staff-accounts.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { type TestApp, callAs } from '../support/helper.ts';
import { errorFields } from '../support/contract.ts';

let app: TestApp;
testAppSuite((built) => (app = built));

const call = (account: Account | null, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  callAs(app, account, method, `/api${url}`, payload);

const USD = {
  beneficiary: 'AfriTrade Hub Ltd.',
  bankName: 'Ecobank Nigeria',
  accountNumber: 'ng12 ecoc 0000 1234 5678 90',
  swift: 'ecoc ngla',
  bankAddress: '21 Ahmadu Bello Way, Victoria Island, Lagos',
  referenceWording: 'ATH order {orderNumber}',
  notes: 'Charges OUR: send the full amount.',
};

async function auditOf(admin: Account, currency: string) {
  const res = await call(admin, 'GET', `/staff/audit?entityType=payment-instructions&entityId=${currency}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.items as { action: string; actor: unknown }[];
}

describe('payment instructions (staff API)', () => {
  it('lets an admin set, change and remove a currency’s instructions, each change audited with who and when', async () => {
    const admin = await createAdmin(app.db);
    const saved = await call(admin, 'PUT', '/staff/payment-instructions/usd', USD);
    expect(saved.statusCode).toBe(200);
    const set: PaymentInstructions = saved.json().data;
    // Codes and bank identifiers are stored as banks print them.
    expect(set).toMatchObject({
      currency: 'USD',
      accountNumber: 'NG12 ECOC 0000 1234 5678 90',
      swift: 'ECOCNGLA',
      referenceWording: 'ATH order {orderNumber}',
      updatedBy: { id: admin.user.id },
    });

    const changed = await call(admin, 'PUT', '/staff/payment-instructions/USD', { ...USD, bankName: 'Access Bank' });
    expect(changed.json().data.bankName).toBe('Access Bank');
    const listed = (await call(admin, 'GET', '/staff/payment-instructions')).json().data as PaymentInstructions[];
    expect(listed.filter((item) => item.currency === 'USD')).toHaveLength(1);
    expect(listed.find((item) => item.currency === 'USD')?.bankName).toBe('Access Bank');

    await call(admin, 'PUT', '/staff/payment-instructions/EUR', {
      ...USD,
      accountNumber: 'DE89 3704 0044 0532 0130 00',
    });
    expect((await call(admin, 'DELETE', '/staff/payment-instructions/EUR')).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', '/staff/payment-instructions/EUR')).statusCode).toBe(404);

    expect((await auditOf(admin, 'USD')).map((entry) => entry.action)).toEqual([
      'payment-instructions.update',
      'payment-instructions.create',
    ]);
    expect((await auditOf(admin, 'EUR')).map((entry) => entry.action)).toEqual([
      'payment-instructions.delete',
      'payment-instructions.create',
    ]);
  });

  it('answers bad input with 400 naming the field', async () => {
    const admin = await createAdmin(app.db);
    const cases: [string, Record<string, unknown>, string][] = [
      ['/staff/payment-instructions/USD', { ...USD, swift: 'ECOBANK' }, 'swift'],
      ['/staff/payment-instructions/USD', { ...USD, beneficiary: '  ' }, 'beneficiary'],
      ['/staff/payment-instructions/USD', { ...USD, accountNumber: 'IBAN: 12/34' }, 'accountNumber'],
      ['/staff/payment-instructions/USD', { ...USD, referenceWording: 'Our invoice' }, 'referenceWording'],
      ['/staff/payment-instructions/USD', { ...USD, notes: 'x'.repeat(1001) }, 'notes'],
      ['/staff/payment-instructions/USD', { ...USD, bankName: 42 }, 'bankName'],
      ['/staff/payment-instructions/XYZ', USD, 'currency'],
      ['/staff/payment-instructions/dollars', USD, 'currency'],
    ];
    for (const [url, body, field] of cases) {
      const res = await call(admin, 'PUT', url, body);
      expect(errorFields(res), field).toContain(field);
    }
  });

  it('refuses agents and buyers (403), admins without two-step verification (403) and anonymous callers (401)', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const editor = await createAccount(app.db, { type: 'editor' });
    const buyer = await createAccount(app.db);
    const noTotp = await createAccount(app.db, { type: 'admin' });
    for (const account of [agent, editor, buyer, noTotp]) {
      expect((await call(account, 'GET', '/staff/payment-instructions')).statusCode).toBe(403);
      expect((await call(account, 'PUT', '/staff/payment-instructions/USD', USD)).statusCode).toBe(403);
      expect((await call(account, 'DELETE', '/staff/payment-instructions/USD')).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/staff/payment-instructions')).statusCode).toBe(401);
    expect((await call(null, 'PUT', '/staff/payment-instructions/USD', USD)).statusCode).toBe(401);
  });
});

describe('paying an approved order', () => {
  it('shows a TT order’s buyer how to pay and offers the pro-forma; an LC order gets the pro-forma only', async () => {
    const admin = await createAdmin(app.db);
    await call(admin, 'PUT', '/staff/payment-instructions/USD', USD);
    const buyer = await createAccount(app.db);
    const product = await orderableProduct(app);

    const tt = await placeOrder(app, buyer.auth, product, { paymentTerm: 'TT', quantity: '30' });
    expect(tt.buyerApproved).toBe(true);
    expect(tt.proformaAvailable).toBe(true);
    expect(tt.howToPay).toEqual({
      currency: 'USD',
      amount: tt.cost,
      reference: `ATH order ${tt.orderNumber}`,
      bank: {
        currency: 'USD',
        beneficiary: USD.beneficiary,
        bankName: USD.bankName,
        accountNumber: 'NG12 ECOC 0000 1234 5678 90',
        swift: 'ECOCNGLA',
        bankAddress: USD.bankAddress,
        notes: USD.notes,
      },
    });

    const res = await call(buyer, 'GET', `/order/${tt.id}/proforma`);
    expect(res.statusCode).toBe(200);
    const proforma: Proforma = res.json().data;
    expect(proforma).toMatchObject({
      number: `PF-${tt.orderNumber}`,
      orderNumber: tt.orderNumber,
      seller: { name: 'AfriTrade Hub Ltd.', email: 'info@afritradehub.com' },
      buyer: { name: buyer.user.fullName, email: buyer.user.email, addressLines: ['Nigeria'], phone: '+2348031234567' },
      productName: tt.productName,
      quantity: 30,
      pricePerMT: tt.pricePerMT,
      currency: 'USD',
      total: tt.cost,
      incoterm: 'FOB',
      namedPlace: tt.countryOfOrigin,
      paymentTerm: 'TT',
      howToPay: tt.howToPay,
    });
    expect(proforma.seller.addressLines.length).toBeGreaterThan(0);
    expect(proforma.total).toBe(Math.round(proforma.quantity * proforma.pricePerMT * 100) / 100);

    const lc = await placeOrder(app, buyer.auth, product, { paymentTerm: 'LC' });
    expect(lc.howToPay).toBeNull();
    expect(lc.proformaAvailable).toBe(true);
    const lcProforma = (await call(buyer, 'GET', `/order/${lc.id}/proforma`)).json().data as Proforma;
    expect(lcProforma).toMatchObject({ paymentTerm: 'LC', howToPay: null });
  });

  it('says nothing about paying before approval or after cancellation, and then refuses the pro-forma (409)', async () => {
    const buyer = await createAccount(app.db);
    const product = await orderableProduct(app);
    const order = await placeOrder(app, buyer.auth, product, { paymentTerm: 'TT' });

    await setOrder(app, order.id, { buyerApproved: false });
    const draft = await buyerOrder(app, buyer.auth, order.id);
    expect(draft).toMatchObject({ howToPay: null, proformaAvailable: false });
    const early = await call(buyer, 'GET', `/order/${order.id}/proforma`);
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].message).toMatch(/once the order is approved/);

    await setOrder(app, order.id, { buyerApproved: true, status: 'CANCELLED' });
    expect(await buyerOrder(app, buyer.auth, order.id)).toMatchObject({ howToPay: null, proformaAvailable: false });
    expect((await call(buyer, 'GET', `/order/${order.id}/proforma`)).statusCode).toBe(409);
  });

  it('tells the buyer the bank details are on their way while no instructions exist for the currency', async () => {
    const admin = await createAdmin(app.db);
    await call(admin, 'DELETE', '/staff/payment-instructions/USD');
    const buyer = await createAccount(app.db);
    const order = await placeOrder(app, buyer.auth, await orderableProduct(app), { paymentTerm: 'TT' });
    expect(order.howToPay).toMatchObject({
      currency: 'USD',
      amount: order.cost,
      reference: order.orderNumber,
      bank: null,
    });
  });

  it('gives the pro-forma to the order’s buyer and to the order desk only', async () => {
    const buyer = await createAccount(app.db);
    const other = await createAccount(app.db);
    const agent = await createAccount(app.db, { type: 'agent' });
    const editor = await createAccount(app.db, { type: 'editor' });
    const order = await placeOrder(app, buyer.auth, await orderableProduct(app), { paymentTerm: 'TT' });

    expect((await call(other, 'GET', `/order/${order.id}/proforma`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/order/${order.id}/proforma`)).statusCode).toBe(401);
    expect((await call(agent, 'GET', `/order/${order.id}/proforma`)).statusCode).toBe(403);
    expect((await call(buyer, 'GET', `/order/not-an-id/proforma`)).statusCode).toBe(400);

    const desk = await call(agent, 'GET', `/staff/orders/${order.id}/proforma`);
    expect(desk.statusCode).toBe(200);
    expect(desk.json().data.orderNumber).toBe(order.orderNumber);
    expect((await call(editor, 'GET', `/staff/orders/${order.id}/proforma`)).statusCode).toBe(403);
    expect((await call(buyer, 'GET', `/staff/orders/${order.id}/proforma`)).statusCode).toBe(403);
  });
});
