import { and, eq } from 'drizzle-orm';
import { orderHistory } from '../../../src/server/db/schema/index.ts';
import { describe, expect, it } from 'vitest';
import { countryLabel } from '../../../src/shared/common/countries.ts';
import { AGENT_TERMS_MESSAGE, orderCost } from '../../../src/shared/orders/order-rules.ts';
import type { OrderDetails, OrderListItem } from '../../../src/shared/orders/orders.contract.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { placeForeignOrder } from '../../../src/server/services/orders.service.ts';
import { countOrders, orderPayload, orderSuite, type OrderSuite, placeOrder, setOrder } from '../support/orders-fixtures.ts';
import type { TestApp } from '../support/helper.ts';
import { contextOf } from '../support/accounts.ts';
import { dataOf, errorFields } from '../support/contract.ts';

describe('placing an order (POST /api/order/foreign)', () => {
  let app: TestApp;
  let buyer: OrderSuite['buyer'];
  let product: Product;
  orderSuite((suite) => ({ app, buyer, product } = suite));

  const post = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/order/foreign', headers: buyer.auth, payload });

  it('places an FOB/LC order priced from the chosen origin, ignoring the cost the client sent', async () => {
    const origin = product.CountryTraded.at(-1)!;
    const quantity = product.minOrdersAllowed + 2.5;
    const res = await post(
      orderPayload(product, { quantity: `${quantity}`, countryOfOrigin: origin.countryCode, cost: 1 }),
    );
    const order = dataOf<OrderDetails>(res, 201);
    expect(order).toMatchObject({
      status: 'PENDING',
      incoterm: 'FOB',
      paymentTerm: 'LC',
      shippingType: 'FOREIGN',
      quantityOrdered: quantity,
      pricePerMT: origin.price,
      cost: orderCost(origin.price, quantity),
      countryOfOrigin: origin.countryName,
      country: countryLabel('GH'),
      port: 'Tema',
      note: 'Grade W320, 50 kg jute bags',
      // Placing the order is the buyer's approval: no second step asks for it.
      buyerApproved: true,
      paymentReceipt: null,
      productName: product.productName,
      product: { id: product.id, productName: product.productName },
    });
    expect(order.cost).toBe(Math.round(origin.price * quantity * 100) / 100);
    expect(order.orderNumber).toMatch(/^ATH-\d{4}-[2-9A-HJKMNP-TV-Z]{5}$/);
    expect(order.product?.productImages.length).toBeGreaterThan(0);
    expect(order.history).toEqual([
      { event: 'status', status: 'PENDING', actorType: 'buyer', note: null, createdAt: order.createdAt },
      { event: 'approved', status: null, actorType: 'buyer', note: null, createdAt: order.createdAt },
    ]);

    const read = await app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: buyer.auth });
    expect(read.statusCode).toBe(200);
    expect({ ...read.json().data, paymentReceipt: null }).toEqual(order);
  });

  it('accepts TT payment and a quantity written with thousands separators and a unit', async () => {
    const origin = product.CountryTraded[0]!;
    const order = await placeOrder(app, buyer.auth, product, { paymentTerm: 'TT', quantity: ' 1,250.5 MT' });
    expect(order.quantityOrdered).toBe(1250.5);
    expect(order.cost).toBe(orderCost(origin.price, 1250.5));
    expect(order.paymentTerm).toBe('TT');
  });

  it('gives every order its own number', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 5; i += 1) numbers.add((await placeOrder(app, buyer.auth, product)).orderNumber);
    expect(numbers.size).toBe(5);
  });

  it('draws a new order number when the first one is already taken', async () => {
    const taken = await placeOrder(app, buyer.auth, product);
    const drawn = [taken.orderNumber, 'ATH-2611-ZZZZ9'];
    const input = { ...orderPayload(product), shipping: 'FOB' as const, paymentTerm: 'LC' as const };
    const order = await placeForeignOrder(await contextOf(app, buyer), {
      ...input,
      orderNumber: () => drawn.shift()!,
    });
    expect(order.orderNumber).toBe('ATH-2611-ZZZZ9');
  });

  it.each([
    ['CIF', 'LC', 'shipping'],
    ['CFR', 'TT', 'shipping'],
    ['LOCAL', 'LC', 'shipping'],
    ['FOB', 'DP', 'paymentTerm'],
    ['FOB', 'CAD', 'paymentTerm'],
  ])('refuses %s shipping with %s payment: an agent must take it', async (shipping, paymentTerm, field) => {
    const before = await countOrders(app, buyer.auth);
    const res = await post(orderPayload(product, { shipping, paymentTerm }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message: AGENT_TERMS_MESSAGE, code: 'bad_request' });
    expect(await countOrders(app, buyer.auth)).toBe(before);
  });

  it('refuses an origin the product is not traded from', async () => {
    const elsewhere = ['JP', 'BR', 'NO', 'CA'].find(
      (code) => !product.CountryTraded.some((o) => o.countryCode === code),
    )!;
    const before = await countOrders(app, buyer.auth);
    const res = await post(orderPayload(product, { countryOfOrigin: countryLabel(elsewhere) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'countryOfOrigin', message: 'This product is not traded from that country.', code: 'bad_request' },
    ]);
    expect(await countOrders(app, buyer.auth)).toBe(before);
  });

  it('refuses a quantity below the minimum order with a clear message', async () => {
    const res = await post(orderPayload(product, { quantity: String(product.minOrdersAllowed - 0.5) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'quantity',
        message: `The minimum order for this product is ${product.minOrdersAllowed.toLocaleString('en-US')} MT.`,
        code: 'bad_request',
      },
    ]);
  });

  it.each([['0'], ['-30'], ['abc'], [''], ['1e3'], ['12.34567'], ['2,00'], ['5000000']])(
    'refuses the quantity %j',
    async (quantity) => {
      const before = await countOrders(app, buyer.auth);
      const res = await post(orderPayload(product, { quantity }));
      expect(errorFields(res)).toEqual(['quantity']);
      expect(await countOrders(app, buyer.auth)).toBe(before);
    },
  );

  it('requires requirements, origin, destination country and port, each under its field', async () => {
    const res = await post(
      orderPayload(product, { productRequirement: ' ', countryOfOrigin: '', country: '', port: '' }),
    );
    expect(errorFields(res).sort()).toEqual(['country', 'countryOfOrigin', 'port', 'productRequirement']);
  });

  it('refuses a destination that is not a country', async () => {
    const res = await post(orderPayload(product, { country: 'Narnia' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'country', message: 'Choose a destination country from the list.', code: 'bad_request' },
    ]);
  });

  it('refuses unknown terms by type, a malformed product id, and an unknown product', async () => {
    const terms = await post(orderPayload(product, { shipping: 'EXW', paymentTerm: 'CASH' }));
    expect(errorFields(terms).sort()).toEqual(['paymentTerm', 'shipping']);

    const malformed = await post(orderPayload(product, { productID: 'cashew' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([
      { field: 'productID', message: 'Product id is not valid.', code: 'value_format' },
    ]);

    const unknown = await post(orderPayload(product, { productID: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: [{ message: 'Product not found.', code: 'product_not_found' }] });
  });

  it('lists the order in all-orders, newest first, with the table fields', async () => {
    const order = await placeOrder(app, buyer.auth, product, { port: 'Lagos' });
    const res = await app.inject({ method: 'GET', url: '/api/buyer-hub/all-orders', headers: buyer.auth });
    const [first] = res.json().data as OrderListItem[];
    expect(first).toEqual({
      id: order.id,
      orderNumber: order.orderNumber,
      productName: product.productName,
      productNameFr: product.productNameFr,
      status: 'PENDING',
      cost: order.cost,
      incoterm: 'FOB',
      shippingType: 'FOREIGN',
      paymentTerm: 'LC',
      quantityOrdered: order.quantityOrdered,
      buyerApproved: true,
      createdAt: order.createdAt,
    });
  });
});

describe('approving an order (GET /api/order/approve/:id)', () => {
  let app: TestApp;
  let buyer: OrderSuite['buyer'];
  let product: Product;
  orderSuite((suite) => ({ app, buyer, product } = suite));

  const approve = (id: string) => app.inject({ method: 'GET', url: `/api/order/approve/${id}`, headers: buyer.auth });

  /** An order waiting for the buyer's approval, as one an agent drafted. */
  async function unapprovedOrder() {
    const order = await placeOrder(app, buyer.auth, product);
    await app.db
      .delete(orderHistory)
      .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.event, 'approved')));
    await setOrder(app, order.id, { buyerApproved: false });
    return order;
  }

  it('approves once, records who did it, and answers the same on a second call', async () => {
    const order = await unapprovedOrder();
    const first = await approve(order.id);
    const approved = dataOf<OrderDetails>(first, 200);
    expect(approved.buyerApproved).toBe(true);
    const approvals = approved.history.filter((entry) => entry.event === 'approved');
    expect(approvals).toEqual([
      { event: 'approved', status: null, actorType: 'buyer', note: null, createdAt: expect.any(String) },
    ]);

    const again = await approve(order.id);
    expect(again.statusCode).toBe(200);
    expect((again.json().data as OrderDetails).history.filter((entry) => entry.event === 'approved')).toHaveLength(1);
  });

  it('refuses to approve a cancelled order', async () => {
    const order = await unapprovedOrder();
    await setOrder(app, order.id, { status: 'CANCELLED' });
    const res = await approve(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errors: [{ message: 'A cancelled order cannot be approved.', code: 'order_cancelled' }],
    });
    const read = await app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: buyer.auth });
    expect(read.json().data.buyerApproved).toBe(false);
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    expect((await approve('42')).statusCode).toBe(400);
    const missing = await approve('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: [{ message: 'Order not found.', code: 'order_not_found' }] });
  });
});
