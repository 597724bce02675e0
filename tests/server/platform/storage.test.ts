// The file storage's two drivers pass the same tests: the folder under DATA_DIR, and an
// S3 bucket on a local S3-compatible server (skipped, with a message, where it cannot start).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, openStorage, readAll } from '../../../src/server/storage/index.ts';
import { folderStorage } from '../../../src/server/storage/folder-storage.ts';
import { loadEnv } from '../../../src/server/env.ts';
import type { StaffProductDetails } from '../../../src/shared/products/products.staff.contract.ts';
import type { PaymentReceipt } from '../../../src/shared/orders/orders.contract.ts';
import { createAccount } from '../support/accounts.ts';
import { buildTestApp, type TestApp } from '../support/helper.ts';
import { orderableProduct, PDF_BYTES, placeOrder, uploadReceipt, postForm } from '../support/orders-fixtures.ts';
import { startLocalS3 } from '../support/s3-server.ts';
import { createAdmin } from '../support/staff-accounts.ts';
import { newProduct } from '../support/catalogue-fixtures.ts';
import { dataOf } from '../support/contract.ts';

const s3 = await startLocalS3();
afterAll(() => s3?.close());

const keysOf = async (storage: FileStorage, prefix = '') => {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys.sort();
};

interface Driver {
  name: 'folder' | 's3';
  /** Environment for an app on this driver (a new bucket each time). */
  env: () => Promise<Record<string, string>>;
}

const drivers: Driver[] = [
  { name: 'folder', env: async () => ({}) },
  ...(s3 ? [{ name: 's3' as const, env: async () => ({ ...s3.env, S3_BUCKET: await s3.newBucket() }) }] : []),
];

describe.each(drivers)('file storage on the $name driver', (driver) => {
  let storage: FileStorage;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atp-storage-'));
    storage = openStorage(loadEnv({ DATA_DIR: dataDir, ...(await driver.env()) }));
    expect(storage.kind).toBe(driver.name === 'folder' ? 'local' : 's3');
  });
  afterAll(async () => {
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps bytes under a key, lists them by prefix, replaces and removes them', async () => {
    await storage.check();
    expect(await keysOf(storage)).toEqual([]);
    const bytes = Buffer.from('%PDF-1.4 a proof of payment');
    await storage.put('a1.pdf', bytes, { contentType: 'application/pdf' });
    await storage.put('products/p1.webp', Buffer.from('800'), { contentType: 'image/webp', cacheControl: 'public' });
    await storage.put('products/p1-400.webp', Buffer.from('400'), { contentType: 'image/webp' });

    const object = await storage.get('a1.pdf');
    expect(object?.size).toBe(bytes.length);
    expect((await readAll(object!.stream)).equals(bytes)).toBe(true);
    expect((await storage.read('products/p1.webp'))?.toString()).toBe('800');
    expect(await storage.exists('products/p1.webp')).toBe(true);
    expect(await storage.exists('products/nothing.webp')).toBe(false);
    expect(await storage.size('products/p1.webp')).toBe(3);
    expect(await storage.size('products/nothing.webp')).toBeUndefined();
    expect(await storage.get('nothing.pdf')).toBeUndefined();
    expect(await storage.read('nothing.pdf')).toBeUndefined();
    expect(await keysOf(storage, 'products/')).toEqual(['products/p1-400.webp', 'products/p1.webp']);
    expect(await keysOf(storage)).toEqual(['a1.pdf', 'products/p1-400.webp', 'products/p1.webp']);

    await storage.put('products/p1.webp', Buffer.from('800 again'), { contentType: 'image/webp' });
    expect((await storage.read('products/p1.webp'))?.toString()).toBe('800 again');

    await storage.remove('products/p1.webp');
    await storage.remove('products/p1.webp'); // twice: a retry is fine
    expect(await storage.exists('products/p1.webp')).toBe(false);
    expect(await keysOf(storage, 'products/')).toEqual(['products/p1-400.webp']);
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../escape.pdf', '/etc/passwd', 'a//b', '.hidden', 'products/../../x', 'a\\b', '']) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toThrow(
        'Not a storage key',
      );
      await expect(storage.get(key), key).rejects.toThrow('Not a storage key');
    }
  });
});

describe.each(drivers)('uploads through the app on the $name driver', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: await driver.env() });
  }, 180_000);
  afterAll(() => app.close());

  const uploadsFolder = () => join(app.env.DATA_DIR, 'uploads');

  it('keeps a payment proof private: stored under a random name, opened only through its signed link', async () => {
    const buyer = await createAccount(app.db);
    const order = await placeOrder(app, buyer.auth, await orderableProduct(app), { paymentTerm: 'TT' });
    const res = await uploadReceipt(app, buyer.auth, order.id, { bytes: PDF_BYTES, filename: 'proof.pdf' });
    const receipt = dataOf<PaymentReceipt>(res, 201);

    const stored = await keysOf(app.storage);
    expect(stored).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.pdf$/)]);
    expect((await app.storage.read(stored[0]!))?.equals(PDF_BYTES)).toBe(true);
    // On S3 nothing is written to the local folder.
    expect(existsSync(uploadsFolder()) && readdirSync(uploadsFolder()).length > 0).toBe(driver.name === 'folder');

    const file = await app.inject({ method: 'GET', url: receipt.image });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toMatch(/private|no-store/);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);

    const forged = receipt.image.replace(/signature=[\w-]+/, 'signature=AAAA');
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    // The file gone from the store: the link answers 404, not a 500.
    await app.storage.remove(stored[0]!);
    expect((await app.inject({ method: 'GET', url: receipt.image })).statusCode).toBe(404);
  });

  it('serves product pictures with a year of caching, never their originals, and removes them with the picture', async () => {
    const admin = await createAdmin(app.db, { fullName: `Storage ${driver.name}` });
    const created = await app.inject({
      method: 'POST',
      url: '/api/staff/products',
      headers: admin.auth,
      payload: newProduct({ productName: `Shea Butter (${driver.name})` }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const productId = (created.json().data as StaffProductDetails).id;
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d9a441' } })
      .jpeg()
      .toBuffer();
    const uploaded = await postForm(app, admin.auth, `/api/staff/products/${productId}/images`, {
      file: { bytes: photo, filename: 'shea.jpg' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = (uploaded.json().data as StaffProductDetails).productImages[0]!;
    const key = /([0-9a-f]{32})\.webp$/.exec(image.image)![1]!;
    expect(await keysOf(app.storage, 'product')).toEqual([
      `product-originals/${key}.jpg`,
      `products/${key}-400.avif`,
      `products/${key}-400.webp`,
      `products/${key}-680.avif`,
      `products/${key}-680.webp`,
      `products/${key}.avif`,
      `products/${key}.webp`,
    ]);

    const picture = await app.inject({ method: 'GET', url: image.image });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(800);
    const avif = await app.inject({ method: 'GET', url: image.image.replace(/\.webp$/, '.avif') });
    expect([avif.statusCode, avif.headers['content-type']]).toEqual([200, 'image/avif']);
    const again = await app.inject({
      method: 'GET',
      url: image.image,
      headers: { 'if-none-match': String(picture.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const path of [`/media/products/${key}.jpg`, `/media/product-originals/${key}.jpg`]) {
      expect((await app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    }

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/staff/products/${productId}/images/${image.id}`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await keysOf(app.storage, 'product')).toEqual([]);
    expect((await app.inject({ method: 'GET', url: image.image })).statusCode).toBe(404);
  });
});

describe('storage settings', () => {
  it('name the variable that is wrong', () => {
    expect(() => loadEnv({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be an S3 bucket name/);
    expect(() => loadEnv({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/,
    );
    expect(() => loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: set it too/);
    expect(() => loadEnv({ S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT: must start with/);
    expect(loadEnv({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      S3_BUCKET: 'files',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it('keep files in DATA_DIR/uploads when no bucket is set', () => {
    const env = loadEnv({ DATA_DIR: '/srv/afritrade' });
    expect(openStorage(env).kind).toBe('local');
    expect(folderStorage('/srv/afritrade/uploads').kind).toBe('local');
  });
});
