import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orders } from '../../../src/server/db/schema/index.ts';
import type { OrderDetails } from '../../../src/shared/orders/orders.contract.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import type { TestApp } from '../support/helper.ts';
import { type OrderSuite, orderSuite, placeOrder, setOrder } from '../support/orders-fixtures.ts';

// Lets a test change an order right after the service has read it: what an agent's
// concurrent change looks like to the approve call.
const between = vi.hoisted(() => ({ next: undefined as ((orderId: string) => Promise<void>) | undefined }));

vi.mock('../../../src/server/db/queries/orders.queries.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/server/db/queries/orders.queries.ts')>();
  return {
    ...actual,
    findOrderOfBuyer: async (...args: Parameters<typeof actual.findOrderOfBuyer>) => {
      const row = await actual.findOrderOfBuyer(...args);
      const change = between.next;
      between.next = undefined;
      if (change) await change(args[2]);
      return row;
    },
  };
});

describe('approving an order that changes while the call runs', () => {
  let app: TestApp;
  let buyer: OrderSuite['buyer'];
  let product: Product;
  orderSuite((suite) => ({ app, buyer, product } = suite));

  it('never answers success for an approval that was not stored', async () => {
    const order = await placeOrder(app, buyer.auth, product);
    between.next = (id) => setOrder(app, id, { status: 'CANCELLED' });

    const res = await app.inject({ method: 'GET', url: `/api/order/approve/${order.id}`, headers: buyer.auth });
    // The mocked query ran (and took the change): the race really happened in this test.
    expect(between.next).toBeUndefined();

    const [stored] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    if (res.statusCode === 200) {
      expect((res.json().data as OrderDetails).buyerApproved).toBe(true);
      expect(stored?.buyerApproved).toBe(true);
    } else {
      expect(res.statusCode).toBe(409);
      expect(stored?.buyerApproved).toBe(false);
    }
  });
});
