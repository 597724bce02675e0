import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { appSecrets } from '../../../src/server/db/schema/index.ts';
import { signingKey, signPath } from '../../../src/server/services/url-signing.ts';
import type { OrderDetails, PaymentReceipt } from '../../../src/shared/orders/orders.contract.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { imageBytes, orderableProduct, PDF_BYTES, placeOrder, setOrder, uploadReceipt } from '../support/orders-fixtures.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { buildTestApp, type TestApp } from '../support/helper.ts';
import { dataOf } from '../support/contract.ts';

const MB = 1024 * 1024;

describe('payment receipts (POST /api/order/image/:id and the signed link)', () => {
  let app: TestApp;
  let buyer: Account;
  let product: Product;
  const uploads = () => join(app.env.DATA_DIR, 'uploads');
  const storedFiles = () => {
    try {
      return readdirSync(uploads());
    } catch {
      return [];
    }
  };
  const readOrder = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/order/${id}`, headers: buyer.auth })).json().data as OrderDetails;

  testAppSuite(async (built) => {
    app = built;
    buyer = await createAccount(app.db);
    product = await orderableProduct(app);
  });

  /** Uploads `file` as the receipt of a new order and answers the upload, once it is sure nothing was kept. */
  async function uploadKeepingNothing(file: Parameters<typeof uploadReceipt>[3]) {
    const order = await placeOrder(app, buyer.auth, product);
    const before = storedFiles().length;
    const res = await uploadReceipt(app, buyer.auth, order.id, file);
    expect(storedFiles().length).toBe(before);
    expect((await readOrder(order.id)).paymentReceipt).toBeNull();
    return res;
  }

  it.each([
    ['PNG', 'png', 'image/png'],
    ['JPEG', 'jpeg', 'image/jpeg'],
    ['WebP', 'webp', 'image/webp'],
  ] as const)('stores a %s under a random name and serves it through a signed link', async (_name, format, mime) => {
    const order = await placeOrder(app, buyer.auth, product);
    const bytes = await imageBytes(format);
    const before = storedFiles();
    const res = await uploadReceipt(app, buyer.auth, order.id, { bytes, filename: '../../my receipt.bin' });
    const receipt = dataOf<PaymentReceipt>(res, 201);
    expect(receipt.mimeType).toBe(mime);
    expect(receipt.image).toMatch(/^\/api\/order\/receipt\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);

    const added = storedFiles().filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f]{32}\.(png|jpg|webp)$/);
    expect(readFileSync(join(uploads(), added[0]!)).equals(bytes)).toBe(true);

    // Opened in a new tab: no bearer header.
    const file = await app.inject({ method: 'GET', url: receipt.image });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(mime);
    expect(file.headers['content-disposition']).toMatch(
      new RegExp(`^inline; filename="receipt-${order.orderNumber}\\.`),
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(bytes)).toBe(true);

    const after = await readOrder(order.id);
    expect(after.paymentReceipt).toMatchObject({ mimeType: mime, fileName: receipt.fileName });
    expect(after.history.map((entry) => [entry.event, entry.actorType])).toEqual([
      ['status', 'buyer'],
      ['approved', 'buyer'],
      ['receipt', 'buyer'],
    ]);
  });

  it('accepts a PDF, recognised by its content whatever its name', async () => {
    const order = await placeOrder(app, buyer.auth, product, { paymentTerm: 'TT' });
    const res = await uploadReceipt(app, buyer.auth, order.id, {
      bytes: PDF_BYTES,
      filename: 'scan.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.mimeType).toBe('application/pdf');
    const file = await app.inject({ method: 'GET', url: res.json().data.image });
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not an image'), 'receipt.png', 'image/png'],
    ['an HTML page posing as an image', Buffer.from('<html><script>alert(1)</script></html>'), 'x.jpg', 'image/jpeg'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'x.gif', 'image/gif'],
  ])('refuses %s with 415 and stores nothing', async (_label, bytes, filename, type) => {
    const res = await uploadKeepingNothing({ bytes, filename, type });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      errors: [{ field: 'file', message: 'Upload a JPEG, PNG, WebP or PDF file.', code: 'file_type_refused' }],
    });
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const png = await imageBytes('png');
    const big = Buffer.concat([png, Buffer.alloc(10 * MB + 1 - png.length)]);
    const res = await uploadKeepingNothing({ bytes: big, filename: 'big.png' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      errors: [{ field: 'file', message: 'The file is larger than 10 MB.', code: 'payload_too_large' }],
    });
  });

  it('accepts a file of exactly 10 MB', async () => {
    const order = await placeOrder(app, buyer.auth, product);
    const png = await imageBytes('png');
    const res = await uploadReceipt(app, buyer.auth, order.id, {
      bytes: Buffer.concat([png, Buffer.alloc(10 * MB - png.length)]),
      filename: 'exact.png',
    });
    expect(res.statusCode).toBe(201);
  });

  it('keeps one receipt awaiting verification per order: a second upload answers 409', async () => {
    const order = await placeOrder(app, buyer.auth, product);
    expect(
      (await uploadReceipt(app, buyer.auth, order.id, { bytes: await imageBytes('png'), filename: 'a.png' }))
        .statusCode,
    ).toBe(201);
    const before = storedFiles().length;
    const again = await uploadReceipt(app, buyer.auth, order.id, {
      bytes: await imageBytes('jpeg'),
      filename: 'b.jpg',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe(
      'A payment receipt was already uploaded for this order and waits for verification.',
    );
    expect(storedFiles().length).toBe(before);
  });

  it.each([['DP'], ['CAD']] as const)('refuses payment proof for %s orders', async (term) => {
    const order = await placeOrder(app, buyer.auth, product);
    await setOrder(app, order.id, { paymentTerm: term });
    const res = await uploadReceipt(app, buyer.auth, order.id, { bytes: await imageBytes('png'), filename: 'a.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ message: `Payment proof is not uploaded for ${term} payment terms.`, code: 'bad_request' }],
    });
    expect((await readOrder(order.id)).paymentReceipt).toBeNull();
  });

  it('asks for the file when none is sent, or when it comes under another field name', async () => {
    const order = await placeOrder(app, buyer.auth, product);
    const wrongField = await uploadReceipt(
      app,
      buyer.auth,
      order.id,
      { bytes: await imageBytes('png'), filename: 'a.png' },
      'image',
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors[0].field).toBe('file');

    const json = await app.inject({
      method: 'POST',
      url: `/api/order/image/${order.id}`,
      headers: buyer.auth,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().errors[0]).toEqual({
      field: 'file',
      message: 'Send the receipt as multipart/form-data.',
      code: 'unsupported_media_type',
    });
  });

  describe('signed links', () => {
    let receipt: PaymentReceipt;
    beforeAll(async () => {
      const order = await placeOrder(app, buyer.auth, product);
      receipt = (
        await uploadReceipt(app, buyer.auth, order.id, { bytes: await imageBytes('png'), filename: 'a.png' })
      ).json().data;
    });

    it('refuses a link whose signature or receipt id was changed', async () => {
      const forged = receipt.image.replace(/signature=[\w-]{5}/, 'signature=AAAAA');
      const res = await app.inject({ method: 'GET', url: forged });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errors: [{ message: 'This receipt link is not valid.', code: 'link_invalid' }] });

      const otherId = receipt.image.replace(
        /receipt\/[0-9a-f]/,
        (m) => `${m.slice(0, -1)}${m.endsWith('a') ? 'b' : 'a'}`,
      );
      expect((await app.inject({ method: 'GET', url: otherId })).statusCode).toBe(403);

      const unsigned = receipt.image.split('?')[0]!;
      expect((await app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(403);
    });

    it('refuses a link whose expiry carries anything but digits', async () => {
      for (const suffix of ['abc', '.5', 'e3', ' ']) {
        const mangled = receipt.image.replace(
          /expires=(\d+)/,
          (_m, digits) => `expires=${digits}${encodeURIComponent(suffix)}`,
        );
        const res = await app.inject({ method: 'GET', url: mangled });
        expect(res.statusCode, mangled).toBe(403);
        expect(res.json()).toEqual({ errors: [{ message: 'This receipt link is not valid.', code: 'link_invalid' }] });
      }
      expect((await app.inject({ method: 'GET', url: receipt.image })).statusCode).toBe(200);
    });

    it('refuses an expired link', async () => {
      const path = receipt.image.split('?')[0]!;
      const key = await signingKey(app.db, app.env.URL_SIGNING_SECRET);
      const expired = signPath(key, path, new Date(Date.now() - 1000));
      const res = await app.inject({ method: 'GET', url: expired });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].message).toMatch(/expired/);
      // The same path with a later expiry works: only time made the difference.
      expect(
        (await app.inject({ method: 'GET', url: signPath(key, path, new Date(Date.now() + 60_000)) })).statusCode,
      ).toBe(200);
    });

    it('signs with a secret kept in the database, so every process on it agrees', async () => {
      const [stored] = await app.db.select().from(appSecrets);
      expect(stored?.name).toBe('url-signing');
      const url = new URL(receipt.image, 'http://x');
      const expected = createHmac('sha256', stored!.value)
        .update(`${url.pathname}\n${url.searchParams.get('expires')}`)
        .digest('base64url');
      expect(url.searchParams.get('signature')).toBe(expected);
    });
  });
});

describe('receipt links with URL_SIGNING_SECRET configured', () => {
  it('sign with the configured secret', async () => {
    const secret = 'a-configured-secret-of-at-least-32-chars';
    const app = await buildTestApp({ env: { URL_SIGNING_SECRET: secret } });
    try {
      const buyer = await createAccount(app.db);
      const product = await orderableProduct(app);
      const order = await placeOrder(app, buyer.auth, product);
      const res = await uploadReceipt(app, buyer.auth, order.id, { bytes: await imageBytes('png'), filename: 'a.png' });
      const url = new URL(res.json().data.image, 'http://x');
      const expected = createHmac('sha256', secret)
        .update(`${url.pathname}\n${url.searchParams.get('expires')}`)
        .digest('base64url');
      expect(url.searchParams.get('signature')).toBe(expected);
      expect((await app.inject({ method: 'GET', url: res.json().data.image })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
