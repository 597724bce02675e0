// Catalogue change events: within one process, and between two server processes sharing one
// PostgreSQL and one Redis (when TEST_DATABASE_URL / TEST_REDIS_URL name them, as on CI).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productOrigins } from '../../../src/server/db/schema/index.ts';
import type { MarketPrices } from '../../../src/shared/market/market.contract.ts';
import type { CatalogueChange } from '../../../src/server/services/catalogue-events.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { freshPostgresDatabase, type TestApp } from '../support/helper.ts';
import { type ServerProcess, startServer } from '../support/process.ts';
import { createAdmin } from '../support/staff-accounts.ts';
import { describeWith, TEST_REDIS_URL } from '../support/services.ts';

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
  testAppSuite((built) => (app = built));

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

describeWith(
  ['postgres', 'redis'],
  'an admin edit on one server process reaches buyers on another (PostgreSQL + Redis)',
  () => {
    const stream = `test-catalogue-${randomUUID()}`;
    const dataDirs: string[] = [];
    let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
    let a: ServerProcess | undefined;
    let b: ServerProcess | undefined;

    async function start() {
      const dataDir = mkdtempSync(join(tmpdir(), 'atp-catalogue-'));
      dataDirs.push(dataDir);
      return startServer({
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL!,
        REDIS_STREAM_NAME: stream,
        DATA_DIR: dataDir,
        BUILD_DIR: join(dataDir, 'no-build'),
      });
    }
    const stop = async (server: ServerProcess | undefined) => {
      if (!server || server.child.exitCode !== null) return;
      server.child.kill('SIGTERM');
      await server.exited;
    };

    beforeAll(async () => {
      database = await freshPostgresDatabase();
      a = await start(); // seeds the catalogue
      b = await start();
    }, 120_000);
    afterAll(async () => {
      await stop(a);
      await stop(b);
      await database?.close();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    it("shows the new price on the other process's product list, product page and market series", async () => {
      const admin = await createAdmin(database.db);
      const json = async <T>(res: Response): Promise<T> => ((await res.json()) as { data: T }).data;
      const listOnB = async () => json<Product[]>(await fetch(`${b!.url}/api/product`));
      const product = (await listOnB()).find((p) => p.CountryTraded.length > 1)!;
      const origin = product.CountryTraded[0]!;
      const newPrice = origin.price === product.maxPricePerUnit ? origin.price - 1 : origin.price + 1;
      // Process B now holds the list, the product and its market series.
      await fetch(`${b!.url}/api/product/${product.id}`);

      const patched = await fetch(`${a!.url}/api/staff/products/${product.id}`, {
        method: 'PATCH',
        headers: { ...admin.auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          origins: product.CountryTraded.map((o) => ({
            countryCode: o.countryCode,
            pricePerMT: o.countryCode === origin.countryCode ? newPrice : o.price,
          })),
        }),
      });
      expect(patched.status).toBe(200);
      const changedAt = Date.now();

      const priceOnB = async () =>
        (await listOnB())
          .find((p) => p.id === product.id)!
          .CountryTraded.find((o) => o.countryCode === origin.countryCode)!.price;
      await vi.waitFor(async () => expect(await priceOnB()).toBe(newPrice), { timeout: 5000, interval: 25 });
      // "At once": the notice crosses Redis in well under a second.
      expect(Date.now() - changedAt).toBeLessThan(1000);
      const details = await json<Product>(await fetch(`${b!.url}/api/product/${product.id}`));
      expect(details.CountryTraded.find((o) => o.countryCode === origin.countryCode)!.price).toBe(newPrice);
      const market = await json<MarketPrices>(
        await fetch(`${b!.url}/api/market/prices?productId=${product.id}&origin=${origin.countryCode}`),
      );
      expect(market.series[0]!.points.at(-1)).toMatchObject({ pricePerMT: newPrice, basis: 'catalogue' });
    }, 60_000);
  },
);
