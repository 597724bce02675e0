import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { productOrigins } from '../../../src/server/db/schema/index.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { insertProduct } from '../support/catalogue-fixtures.ts';
import { buildTestApp, freshPostgresDatabase, type TestApp } from '../support/helper.ts';
import { startServer } from '../support/process.ts';
import { describeWith, TEST_REDIS_URL } from '../support/services.ts';

const MARKETPLACE = '/api/product/analytics/products';
async function firstProduct(app: TestApp): Promise<Product> {
  const list = (await app.inject({ method: 'GET', url: '/api/product' })).json().data as Product[];
  return list[0]!;
}

/** Changes the prices of a product's origins and announces it, as a catalogue edit does. */
async function changePrice(app: TestApp, product: Product, pricePerMT: number) {
  await app.db.update(productOrigins).set({ pricePerMT }).where(eq(productOrigins.productId, product.id));
  await app.catalogueEvents.publishCatalogueChanged({ productIds: [product.id] });
}

describe('public catalogue answers from memory', () => {
  let app: TestApp;
  testAppSuite((built) => (app = built));

  it('answers the list in the encoding the client accepts, each decoding to the same JSON', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/product' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['vary']).toContain('Accept-Encoding');
    const br = await app.inject({ method: 'GET', url: '/api/product', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await app.inject({ method: 'GET', url: '/api/product', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers['etag']).toBe(plain.headers['etag']);
  });

  it('answers 304 to a client that holds the current version, of the list and of a product', async () => {
    const product = await firstProduct(app);
    for (const url of ['/api/product', `/api/product/${product.id}`]) {
      const first = await app.inject({ method: 'GET', url });
      const tag = String(first.headers['etag']);
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': `"other", ${tag}` } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const stale = await app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"stale"' } });
      expect(stale.statusCode).toBe(200);
    }
  });

  it('answers a product as it appears in the list, and 404 for an id not in the catalogue', async () => {
    const product = await firstProduct(app);
    const res = await app.inject({ method: 'GET', url: `/api/product/${product.id}` });
    expect(res.json()).toEqual({ data: product });
    const missing = await app.inject({ method: 'GET', url: '/api/product/0b7e3f7c-1d8e-4c51-9a56-2f3a8f0e9d11' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: [{ message: 'Product not found.', code: 'product_not_found' }] });
  });

  it('shows a catalogue change on the next read, with a new ETag', async () => {
    const product = await firstProduct(app);
    const before = await app.inject({ method: 'GET', url: `/api/product/${product.id}` });
    await changePrice(app, product, 4321);
    const after = await app.inject({ method: 'GET', url: `/api/product/${product.id}` });
    expect((after.json().data as Product).CountryTraded.map((origin) => origin.price)).toContain(4321);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    const list = (await app.inject({ method: 'GET', url: '/api/product' })).json().data as Product[];
    expect(list.find((p) => p.id === product.id)?.CountryTraded.map((origin) => origin.price)).toContain(4321);
  });

  it('counts statistics once per interval, and again at once after a catalogue change', async () => {
    const before = (await app.inject({ method: 'GET', url: MARKETPLACE })).json().data;
    const product = await firstProduct(app);
    // Written behind the app's back: the cached figures still answer.
    await insertProduct(app.db, { productName: 'Cache test sesame', supplier: 'Cache Test Cooperative' });
    expect((await app.inject({ method: 'GET', url: MARKETPLACE })).json().data).toEqual(before);
    await changePrice(app, product, 1234);
    expect((await app.inject({ method: 'GET', url: MARKETPLACE })).json().data).toEqual({
      ...before,
      products: before.products + 1,
      sellers: before.sellers + 1,
    });
  });
});

describeWith(['postgres', 'redis'], 'catalogue changes reach every process (PostgreSQL + Redis)', () => {
  it("drops another server process's cached product when the catalogue changes", async () => {
    const database = await freshPostgresDatabase();
    const shared = { REDIS_URL: TEST_REDIS_URL!, REDIS_STREAM_NAME: `test-public-catalogue-${randomUUID()}` };
    const writer = await buildTestApp({ database, env: shared });
    const dataDir = mkdtempSync(join(tmpdir(), 'atp-reader-'));
    const reader = await startServer({
      ...shared,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      BUILD_DIR: join(dataDir, 'no-build'),
    });
    const readPrices = async (id: string) =>
      ((await (await fetch(`${reader.url}/api/product/${id}`)).json()) as { data: Product }).data.CountryTraded.map(
        (origin) => origin.price,
      );
    try {
      const product = await firstProduct(writer);
      expect(await readPrices(product.id)).not.toContain(9876); // now cached by the reader
      await changePrice(writer, product, 9876);
      await vi.waitFor(async () => expect(await readPrices(product.id)).toContain(9876), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      reader.child.kill('SIGTERM');
      await reader.exited;
      rmSync(dataDir, { recursive: true, force: true });
      await writer.close();
    }
  }, 120_000);
});
