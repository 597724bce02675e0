import { describe, expect, it } from 'vitest';
import { DEFAULT_SLA_TARGETS } from '../../../src/shared/service-levels/service-levels.ts';
import { storeSlaTargets } from '../../../src/server/services/service-levels/targets.ts';
import { INQUIRY_STATUSES } from '../../../src/shared/common/enums.ts';
import type { Inquiry } from '../../../src/shared/inquiries/inquiries.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { createAccount } from '../support/accounts.ts';
import type { TestApp } from '../support/helper.ts';
import { dataOf, errorFields } from '../support/contract.ts';
import { orderSuite, type OrderSuite } from '../support/orders-fixtures.ts';

describe('inquiries (POST /api/rfq, GET /api/rfq/:id)', () => {
  let app: TestApp;
  let buyer: OrderSuite['buyer'];
  let product: Product;
  orderSuite((suite) => ({ app, buyer, product } = suite));

  const post = (payload: unknown, headers = buyer.auth) =>
    app.inject({ method: 'POST', url: '/api/rfq', headers, payload: payload as Record<string, unknown> });

  const allInquiries = async () =>
    (await app.inject({ method: 'GET', url: '/api/buyer-hub/all-enquiries', headers: buyer.auth })).json()
      .data as Inquiry[];

  /** An inquiry as the home modal sends it, every field valid. */
  const SESAME = {
    productName: 'Sesame seeds',
    productDescription: 'Hulled, 99% purity, 25 kg bags',
    quantityRequired: '40',
    destinationPort: 'Germany',
    termsOfTrade: 'CIF',
    paymentTerms: 'LC',
  };

  it('records an inquiry from the home modal and answers it, pending', async () => {
    const res = await post({ ...SESAME, productName: '  Sesame seeds ' });
    const { answerWithinMinutes, ...inquiry } = dataOf<Inquiry & { answerWithinMinutes: number }>(res, 201);
    // What was sent, the name trimmed, and when a quote is due: the default target, 48 h.
    expect(inquiry).toMatchObject({ ...SESAME, status: 'PENDING', productId: null });
    expect(answerWithinMinutes).toBe(DEFAULT_SLA_TARGETS.quoteTurnaround);
    expect(INQUIRY_STATUSES).toContain(inquiry.status);

    const read = await app.inject({ method: 'GET', url: `/api/rfq/${inquiry.id}`, headers: buyer.auth });
    expect(read.statusCode).toBe(200);
    // Read alone, it carries its quotes: none yet.
    expect(read.json().data).toEqual({ ...inquiry, quotes: [] });
  });

  it('tells the buyer when to expect a quote: the quote target an admin set', async () => {
    await storeSlaTargets(app.db, { quoteTurnaround: 6 * 60 }, buyer.user.id, new Date());
    try {
      expect(dataOf<{ answerWithinMinutes: number }>(await post(SESAME), 201).answerWithinMinutes).toBe(360);
    } finally {
      await storeSlaTargets(app.db, DEFAULT_SLA_TARGETS, buyer.user.id, new Date());
    }
  });

  it('links an inquiry from a product page to the product and its catalogue name', async () => {
    const res = await post({
      productId: product.id,
      productName: 'whatever the page said',
      productDescription: 'Need a quote for W320',
      quantityRequired: 30,
      destinationPort: 'de',
      termsOfTrade: '',
      paymentTerms: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      productId: product.id,
      productName: product.productName,
      quantityRequired: '30',
      destinationPort: 'Germany',
      termsOfTrade: null,
      paymentTerms: null,
    });
  });

  it('requires product name, requirements and quantity, each under its field, and stores nothing', async () => {
    const before = (await allInquiries()).length;
    const res = await post({ productName: ' ', productDescription: '', quantityRequired: '' });
    expect(errorFields(res).sort()).toEqual(['productDescription', 'productName', 'quantityRequired']);
    expect((await allInquiries()).length).toBe(before);
  });

  it.each([
    ['a zero quantity', { quantityRequired: '0' }, 'quantityRequired'],
    ['a negative quantity', { quantityRequired: '-4' }, 'quantityRequired'],
    ['words for a quantity', { quantityRequired: 'lots' }, 'quantityRequired'],
    ['an unknown destination', { destinationPort: 'Atlantis' }, 'destinationPort'],
    ['an unknown shipping term', { termsOfTrade: 'EXW' }, 'termsOfTrade'],
    ['an unknown payment term', { paymentTerms: 'BARTER' }, 'paymentTerms'],
    ['a product id that is not an id', { productId: 'nope' }, 'productId'],
    ['a product that does not exist', { productId: '00000000-0000-4000-8000-000000000000' }, 'productId'],
    ['a product name that is not text', { productName: 42 }, 'productName'],
  ])('refuses %s with a field error', async (_label, change, field) => {
    const before = (await allInquiries()).length;
    // A valid inquiry but for the one field.
    const res = await post({ ...SESAME, ...change });
    expect(errorFields(res)).toContain(field);
    expect((await allInquiries()).length).toBe(before);
  });

  it('refuses anonymous callers with 401, before reading the body', async () => {
    const res = await post({ productName: 'x' }, {} as typeof buyer.auth);
    expect(res.statusCode).toBe(401);
    const read = await app.inject({ method: 'GET', url: '/api/rfq/00000000-0000-4000-8000-000000000000' });
    expect(read.statusCode).toBe(401);
  });

  it('refuses staff accounts with 403', async () => {
    const agent = await createAccount(app.db, { type: 'agent' });
    const res = await post({ productName: 'Ginger', productDescription: 'x', quantityRequired: '1' }, agent.auth);
    expect(res.statusCode).toBe(403);
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/rfq/123', headers: buyer.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ field: 'id', message: 'Inquiry id is not valid.', code: 'value_format' });
    const missing = await app.inject({
      method: 'GET',
      url: '/api/rfq/00000000-0000-4000-8000-000000000000',
      headers: buyer.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: [{ message: 'Inquiry not found.', code: 'inquiry_not_found' }] });
  });
});
