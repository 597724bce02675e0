import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../src/server/db/schema/index.ts';
import type { OrderStatus } from '../../../src/shared/common/enums.ts';
import { createAccount } from '../support/accounts.ts';
import { insertProduct } from '../support/catalogue-fixtures.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { buildTestApp, type TestApp } from '../support/helper.ts';

const TRADE_FINANCE = '/api/trade-finance/statistics';
const SOURCING = '/api/sourcing/api/v2/sourcepro-transaction/sourcepro-statistics';

/** These tests write behind the app's back: counted on every request instead of every 10 s. */
const UNCACHED = { env: { STATISTICS_CACHE_SECONDS: '0' } };

let orderCounter = 0;

const addProduct = (app: TestApp, supplier: string) =>
  insertProduct(app.db, { supplier, productSpecification: { Purity: '99%' } });

async function addOrder(
  app: TestApp,
  values: { buyerId: string; productId: string | null; status: OrderStatus; quantity: number; productName?: string },
) {
  orderCounter += 1;
  await app.db.insert(orders).values({
    orderNumber: `ST-${Date.now()}-${orderCounter}`,
    buyerId: values.buyerId,
    productId: values.productId,
    productName: values.productName ?? 'Sesame seeds',
    status: values.status,
    cost: values.quantity * 1000,
    pricePerMT: 1000,
    incoterm: 'FOB',
    paymentTerm: 'LC',
    quantityOrdered: values.quantity,
    countryOfOrigin: 'Nigeria',
    country: 'Germany',
    port: 'Hamburg',
  });
}

describe('marketplace statistics (GET /api/product/analytics/products)', () => {
  let app: TestApp;
  testAppSuite(UNCACHED, (built) => (app = built));

  it('counts products, distinct suppliers and buyer accounts from the data', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/product/analytics/products' })).json().data;
    expect(before.products).toBeGreaterThan(0);
    expect(before.sellers).toBeGreaterThan(0);

    await addProduct(app, 'Statistics Test Cooperative');
    await addProduct(app, 'Statistics Test Cooperative');
    await createAccount(app.db, { type: 'buyer' });
    await createAccount(app.db, { type: 'agent' });

    const res = await app.inject({ method: 'GET', url: '/api/product/analytics/products' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { products: before.products + 2, sellers: before.sellers + 1, buyers: before.buyers + 1 },
    });
  });

  it('is public and may be cached briefly', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/product/analytics/products' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('our own trade-finance and sourcing statistics', () => {
  let app: TestApp;
  testAppSuite(UNCACHED, (built) => (app = built));

  it("answers zeros before any order, in each service's own shape", async () => {
    const finance = await app.inject({ method: 'GET', url: TRADE_FINANCE });
    expect(finance.statusCode).toBe(200);
    expect(finance.json()).toEqual({ totalNumberOfProducts: 0, totalQuantitySupplied: 0, totalNumberOfSuppliers: 0 });

    const sourcing = await app.inject({ method: 'GET', url: SOURCING });
    expect(sourcing.statusCode).toBe(200);
    expect(sourcing.json()).toEqual({ data: { totalUniqueCompanies: 0, totalQuantity: 0, totalUniqueProducts: 0 } });
  });

  it('computes both from the orders: finance counts accepted orders, sourcing every live one', async () => {
    const a = await createAccount(app.db);
    const b = await createAccount(app.db);
    const cashew = await addProduct(app, 'Oyo Cashew Growers');
    const sesame = await addProduct(app, 'Kano Sesame Union');
    const ginger = await addProduct(app, 'Kaduna Ginger Farms');

    await addOrder(app, { buyerId: a.user.id, productId: cashew.id, status: 'DELIVERED', quantity: 25.5 });
    await addOrder(app, { buyerId: b.user.id, productId: cashew.id, status: 'SHIPPED', quantity: 10 });
    await addOrder(app, { buyerId: a.user.id, productId: sesame.id, status: 'PROCESSING', quantity: 4.25 });
    // A request not yet taken on: sourcing only.
    await addOrder(app, { buyerId: b.user.id, productId: ginger.id, status: 'PENDING', quantity: 100 });
    // Called off: neither.
    await addOrder(app, { buyerId: a.user.id, productId: ginger.id, status: 'CANCELLED', quantity: 999 });
    // A product that has since left the catalogue still counts, by its name.
    await addOrder(app, {
      buyerId: a.user.id,
      productId: null,
      productName: 'Old shea butter',
      status: 'DELIVERED',
      quantity: 1,
    });

    const finance = (await app.inject({ method: 'GET', url: TRADE_FINANCE })).json();
    expect(finance).toEqual({ totalNumberOfProducts: 3, totalQuantitySupplied: 40.75, totalNumberOfSuppliers: 2 });

    const sourcing = (await app.inject({ method: 'GET', url: SOURCING })).json();
    // 2 buyers + 3 suppliers; 140.75 t; cashew, sesame, ginger and the old product.
    expect(sourcing).toEqual({ data: { totalUniqueCompanies: 5, totalQuantity: 140.75, totalUniqueProducts: 4 } });
  });
});

describe('statistics sources', () => {
  it('points the browser at our own server by default', async () => {
    const app = await buildTestApp({ seed: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/statistics/sources' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { tradeFinance: '/api/trade-finance', sourcing: '/api/sourcing' } });
    } finally {
      await app.close();
    }
  });

  it('answers the configured base URLs and lets the pages connect to their origins', async () => {
    const app = await buildTestApp({
      seed: false,
      env: {
        TRADE_FINANCE_API_URL: 'https://finance.example.com/v1/',
        SOURCING_API_URL: 'https://api.sourcing.example.org',
        BUILD_DIR: fileURLToPath(new URL('../../fixtures/site', import.meta.url)),
      },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/statistics/sources' });
      expect(res.json()).toEqual({
        data: { tradeFinance: 'https://finance.example.com/v1', sourcing: 'https://api.sourcing.example.org' },
      });
      const page = await app.inject({ method: 'GET', url: '/' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' https://finance.example.com https://api.sourcing.example.org;");
    } finally {
      await app.close();
    }
  });

  it('keeps connect-src to our own origin when no external service is configured', async () => {
    const app = await buildTestApp({
      seed: false,
      env: { BUILD_DIR: fileURLToPath(new URL('../../fixtures/site', import.meta.url)) },
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self';");
    } finally {
      await app.close();
    }
  });
});
