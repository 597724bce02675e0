// Catalogue change events: within one process, and between two apps sharing one PostgreSQL
// and one Redis (TEST_DATABASE_URL / TEST_REDIS_URL, or their usual local addresses).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { productOrigins } from '../../src/server/db/schema/index.ts';
import type { CatalogueChange } from '../../src/server/services/catalogue-events.ts';
import type { Product } from '../../src/shared/product.ts';
import { buildTestApp, freshPostgresDatabase, type TestApp } from './helper.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

const productList = async (app: TestApp): Promise<Product[]> =>
  (await app.inject({ method: 'GET', url: '/api/product' })).json().data;

const nextChange = (app: TestApp) =>
  new Promise<CatalogueChange>((resolve) => {
    const stop = app.catalogueEvents.onCatalogueChanged((change) => {
      stop();
      resolve(change);
    });
  });

describe('catalogue change events on one process', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('drop the cached product list at once', async () => {
    const [first] = await productList(app);
    const origin = first!.CountryTraded[0]!;
    await app.db
      .update(productOrigins)
      .set({ pricePerMT: origin.price + 1 })
      .where(eq(productOrigins.productId, first!.id));
    // Still the cached answer until the change is announced.
    expect((await productList(app))[0]!.CountryTraded[0]!.price).toBe(origin.price);
    const heard = nextChange(app);
    await app.catalogueEvents.publishCatalogueChanged({ productIds: [first!.id] });
    expect(await heard).toEqual({ productIds: [first!.id] });
    expect((await productList(app))[0]!.CountryTraded[0]!.price).toBe(origin.price + 1);
  });
});

describe('catalogue change events between processes (PostgreSQL + Redis)', () => {
  const stream = `test-catalogue-${randomUUID()}`;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const env = { REDIS_URL, REDIS_STREAM_NAME: stream, DATABASE_URL: database.url };
    // Two apps with their own connection pools on one database, like two server processes.
    a = await buildTestApp({ env, database: await openDatabase({ kind: 'postgres', url: database.url }) });
    b = await buildTestApp({ env, database: await openDatabase({ kind: 'postgres', url: database.url }), seed: false });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it("a change announced on one process empties the other's product list cache", async () => {
    const cachedOnB = await productList(b);
    const product = cachedOnB[0]!;
    const origin = product.CountryTraded[0]!;
    await a.db
      .update(productOrigins)
      .set({ pricePerMT: origin.price + 5 })
      .where(eq(productOrigins.productId, product.id));
    expect((await productList(b))[0]!.CountryTraded[0]!.price).toBe(origin.price);

    const heardOnB = nextChange(b);
    await a.catalogueEvents.publishCatalogueChanged({ productIds: [product.id] });
    expect(await heardOnB).toEqual({ productIds: [product.id] });
    expect((await productList(b))[0]!.CountryTraded[0]!.price).toBe(origin.price + 5);
  });
});
