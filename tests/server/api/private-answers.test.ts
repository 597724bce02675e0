import { describe, expect, it } from 'vitest';
import { createAccount, type Account } from '../support/accounts.ts';
import type { TestApp } from '../support/helper.ts';
import { orderSuite, placeOrder } from '../support/orders-fixtures.ts';

describe('answers for a signed-in caller', () => {
  let app: TestApp;
  let buyer: Account;
  let agent: Account;
  let orderId: string;

  orderSuite(async (suite) => {
    ({ app, buyer } = suite);
    agent = await createAccount(app.db, { type: 'agent' });
    orderId = (await placeOrder(app, buyer.auth, suite.product)).id;
  });

  it('are never stored by a browser or shared cache', async () => {
    const buyerCalls = [
      '/api/auth/current-user',
      '/api/buyer-hub/all-orders',
      '/api/buyer-hub/activity-summary',
      `/api/order/${orderId}`,
      '/api/message/receive-message',
      '/api/buyer-hub/all-enquiries',
    ];
    for (const url of buyerCalls) {
      const res = await app.inject({ method: 'GET', url, headers: buyer.auth });
      expect(res.statusCode, url).toBeLessThan(300);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const staff = await app.inject({ method: 'GET', url: '/api/staff/conversations', headers: agent.auth });
    expect(staff.headers['cache-control']).toBe('private, no-store');
    // Refusals of a signed-in caller are private too.
    const refused = await app.inject({ method: 'GET', url: '/api/staff/conversations', headers: buyer.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('leave public answers cacheable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/product' });
    expect(res.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});
