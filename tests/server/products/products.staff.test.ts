import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { changedFields, readableValue } from '../../../src/shared/audit/audit.ts';
import type { StaffProductDetails } from '../../../src/shared/products/products.staff.contract.ts';
import { PUBLISH_NEEDS_IMAGE } from '../../../src/shared/products/product-write.ts';
import { avifSrcSet, imageSrcSet, type Product } from '../../../src/shared/products/products.ts';
import { createAccount } from '../support/accounts.ts';
import { newProduct } from '../support/catalogue-fixtures.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { type TestApp, callAs, type Method } from '../support/helper.ts';
import { imageBytes, PDF_BYTES, placeOrder, postForm } from '../support/orders-fixtures.ts';
import { createAdmin, createAgent } from '../support/staff-accounts.ts';
import { errorFields } from '../support/contract.ts';

let app: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

testAppSuite(async (built) => {
  app = built;
  admin = await createAdmin(app.db, { fullName: 'Ngozi Catalogue' });
});

type Auth = { authorization: string };

const call = (method: Method, url: string, auth: Auth | Record<string, never>, payload?: unknown) =>
  callAs(app, { auth }, method, url, payload);

async function create(change: Record<string, unknown> = {}): Promise<StaffProductDetails> {
  const res = await call('POST', '/api/staff/products', admin.auth, newProduct(change));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function upload(productId: string, bytes: Buffer, filename = 'photo.png', alt?: string) {
  return postForm(app, admin.auth, `/api/staff/products/${productId}/images`, {
    file: { bytes, filename },
    ...(alt ? { alt } : {}),
  });
}

async function uploadOk(productId: string, bytes?: Buffer): Promise<StaffProductDetails> {
  const res = await upload(productId, bytes ?? (await photo('png')));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** A real picture, large enough to be resized, in a given format and shape. */
const photo = (format: 'png' | 'jpeg' | 'webp', width = 1200, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 190, g: 40, b: 60 } } })
    .toFormat(format)
    .toBuffer();

const publicList = async (): Promise<Product[]> => (await call('GET', '/api/product', {})).json().data;

describe('who may run the catalogue', () => {
  it('refuses anonymous callers (401), buyers and agents (403), and an admin without TOTP (403)', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAgent(app.db);
    const adminWithoutTotp = await createAccount(app.db, { type: 'admin' });
    for (const [method, url] of [
      ['GET', '/api/staff/products'],
      ['POST', '/api/staff/products'],
    ] as const) {
      expect((await call(method, url, {}, method === 'POST' ? newProduct() : undefined)).statusCode).toBe(401);
      for (const who of [buyer, agent, adminWithoutTotp]) {
        expect((await call(method, url, who.auth, method === 'POST' ? newProduct() : undefined)).statusCode).toBe(403);
      }
    }
    const list = await call('GET', '/api/staff/products?q=Test Lot', admin.auth);
    expect(list.json().data.total).toBe(0);
  });
});

describe('creating and editing products', () => {
  it('checks every rule of the shared schema, field by field, and stores nothing that fails', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ minPricePerUnit: 2100 }, 'maxPricePerUnit'],
      [{ origins: [] }, 'origins'],
      [{ origins: [{ countryCode: 'NG', pricePerMT: 2500 }] }, 'origins.0.pricePerMT'],
      [{ origins: [{ countryCode: 'XX', pricePerMT: 1600 }] }, 'origins.0.countryCode'],
      [
        {
          origins: [
            { countryCode: 'NG', pricePerMT: 1600 },
            { countryCode: 'ng', pricePerMT: 1700 },
          ],
        },
        'origins.1.countryCode',
      ],
      [{ productSpecification: [] }, 'productSpecification'],
      [
        {
          productSpecification: [
            { key: 'Moisture', value: '1' },
            { key: 'moisture', value: '2' },
          ],
        },
        'productSpecification.1.key',
      ],
      [{ minDuration: 40 }, 'maxDuration'],
      [{ productName: '  ' }, 'productName'],
      [{ category: 'Electronics' }, 'category'],
      [{ minOrdersAllowed: 0 }, 'minOrdersAllowed'],
      [{ minPricePerUnit: 1500.123 }, 'minPricePerUnit'],
      [{ currency: 'EUR' }, 'currency'],
    ];
    for (const [change, field] of cases) {
      const res = await call('POST', '/api/staff/products', admin.auth, newProduct(change));
      expect(errorFields(res), JSON.stringify(change)).toContain(field);
    }
    const published = await call('POST', '/api/staff/products', admin.auth, newProduct({ published: true }));
    expect(published.statusCode).toBe(409);
    expect(published.json().errors[0]).toEqual({ field: 'published', message: PUBLISH_NEEDS_IMAGE, code: 'conflict' });
    expect((await call('GET', '/api/staff/products?q=Test Lot', admin.auth)).json().data.total).toBe(0);
  });

  it('creates an unpublished product with its first prices in the history and an audit entry', async () => {
    const product = await create();
    expect(product).toMatchObject({
      productName: 'Dried Hibiscus (Test Lot)',
      published: false,
      currency: 'USD',
      productSpecification: { Moisture: '12% max', Colour: 'Deep red' },
      CountryTraded: [
        { countryCode: 'NG', countryName: 'Nigeria', price: 1600 },
        { countryCode: 'SN', countryName: 'Senegal', price: 1850 },
      ],
      productImages: [],
    });
    expect(product.priceHistory.map((p) => [p.countryCode, p.pricePerMT, p.actorName]).sort()).toEqual([
      ['NG', 1600, 'Ngozi Catalogue'],
      ['SN', 1850, 'Ngozi Catalogue'],
    ]);
    // Buyers do not see it.
    expect((await publicList()).some((p) => p.id === product.id)).toBe(false);
    expect((await call('GET', `/api/product/${product.id}`, {})).statusCode).toBe(404);

    const audit = await call('GET', `/api/staff/audit?entityType=product&entityId=${product.id}`, admin.auth);
    expect(audit.json().data.items).toMatchObject([
      { action: 'product.create', actorId: admin.user.id, actorName: 'Ngozi Catalogue', before: null },
    ]);
  });

  it('keeps an optional French name and description; blank means none', async () => {
    const plain = await create();
    expect(plain).toMatchObject({ productNameFr: null, productDescriptionFr: null });

    const product = await create({
      productNameFr: '  Hibiscus séché (lot test) ',
      productDescriptionFr: 'Calices entiers.',
    });
    expect(product).toMatchObject({
      productNameFr: 'Hibiscus séché (lot test)',
      productDescriptionFr: 'Calices entiers.',
    });
    const long = await call('PATCH', `/api/staff/products/${product.id}`, admin.auth, {
      productNameFr: 'x'.repeat(121),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('productNameFr');

    const cleared = await call('PATCH', `/api/staff/products/${product.id}`, admin.auth, {
      productDescriptionFr: '  ',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({
      productNameFr: 'Hibiscus séché (lot test)',
      productDescriptionFr: null,
    });
  });

  it('checks a patch against the whole product, and keeps every price change per origin', async () => {
    const product = await create();
    // Only the minimum is sent, but it would pass the stored maximum.
    const above = await call('PATCH', `/api/staff/products/${product.id}`, admin.auth, { minPricePerUnit: 2500 });
    expect(errorFields(above)).toContain('maxPricePerUnit');
    expect(above.json().errors).toContainEqual({
      field: 'maxPricePerUnit',
      message: 'The maximum price must not be below the minimum.',
      code: 'bad_request',
    });
    const empty = await call('PATCH', `/api/staff/products/${product.id}`, admin.auth, {});
    expect(empty.statusCode).toBe(400);

    const res = await call('PATCH', `/api/staff/products/${product.id}`, admin.auth, {
      productName: 'Dried Hibiscus (Test Lot, grade A)',
      origins: [
        { countryCode: 'NG', pricePerMT: 1650 },
        { countryCode: 'ML', pricePerMT: 1700 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated: StaffProductDetails = res.json().data;
    expect(updated.productName).toBe('Dried Hibiscus (Test Lot, grade A)');
    expect(updated.CountryTraded.map((o) => [o.countryCode, o.price])).toEqual([
      ['NG', 1650],
      ['ML', 1700],
    ]);
    // New history rows for the changed and the added origin only; Senegal's stays as it was.
    const history = updated.priceHistory.map((p) => `${p.countryCode} ${p.pricePerMT}`);
    expect(history.slice(0, 2).sort()).toEqual(['ML 1700', 'NG 1650']);
    expect(history).toHaveLength(4);

    const audit = await call('GET', `/api/staff/audit?entityType=product&entityId=${product.id}`, admin.auth);
    const change = audit.json().data.items[0];
    expect(change).toMatchObject({ action: 'product.update', actorId: admin.user.id });
    expect(change.before.origins).toEqual([
      { countryCode: 'NG', pricePerMT: 1600 },
      { countryCode: 'SN', pricePerMT: 1850 },
    ]);
    expect(change.after.productName).toBe('Dried Hibiscus (Test Lot, grade A)');
    // The entry names the product as it is called now, and reads as only what changed.
    expect(change.entityName).toBe('Dried Hibiscus (Test Lot, grade A)');
    expect(
      changedFields(change.before, change.after)
        .map((c) => c.field)
        .sort(),
    ).toEqual(['origins', 'productName']);
    expect(readableValue(change.after.origins)).toBe('NG 1,650; ML 1,700');

    // The filter lists who acted and on what, and days bound the trail (both days included).
    const filters = (await call('GET', '/api/staff/audit/filters', admin.auth)).json().data;
    expect(filters.actors).toContainEqual({ id: admin.user.id, name: admin.user.fullName });
    expect(filters.entityTypes).toContain('product');
    const today = new Date().toISOString().slice(0, 10);
    const byDay = (from: string, to: string) =>
      call('GET', `/api/staff/audit?entityId=${product.id}&from=${from}&to=${to}`, admin.auth);
    expect((await byDay(today, today)).json().data.total).toBeGreaterThan(0);
    expect((await byDay('2020-01-01', '2020-01-31')).json().data.total).toBe(0);
    const backwards = await byDay(today, '2020-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].message).toBe('"from" must not be after "to".');
    expect((await call('GET', '/api/staff/audit?from=yesterday', admin.auth)).statusCode).toBe(400);

    expect(
      (
        await call('PATCH', `/api/staff/products/00000000-0000-4000-8000-000000000000`, admin.auth, {
          supplyCapacity: 5,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('finds products by text, published state and category, in pages', async () => {
    const hidden = await create({ productName: 'Zobo Calyx Unlisted', category: 'Finished Goods' });
    const byText = (await call('GET', '/api/staff/products?q=zobo calyx', admin.auth)).json().data;
    expect(byText.items.map((p: { id: string }) => p.id)).toEqual([hidden.id]);
    const unpublished = (await call('GET', '/api/staff/products?published=false&pageSize=100', admin.auth)).json().data;
    expect(unpublished.items.every((p: { published: boolean }) => !p.published)).toBe(true);
    expect(unpublished.items.some((p: { id: string }) => p.id === hidden.id)).toBe(true);
    const textiles = (await call('GET', '/api/staff/products?category=Textile&pageSize=2', admin.auth)).json().data;
    expect(textiles.items).toHaveLength(2);
    expect(textiles.total).toBeGreaterThan(2);
    expect(textiles.items.every((p: { category: string }) => p.category === 'Textile')).toBe(true);
    expect((await call('GET', '/api/staff/products?published=maybe', admin.auth)).statusCode).toBe(400);
  });
});

describe('product pictures', () => {
  const media = (path: string) => app.inject({ method: 'GET', url: path });

  it('resizes JPEG, PNG and WebP uploads into the site sizes as WebP and AVIF; the first becomes the main image', async () => {
    const product = await create();
    await uploadOk(product.id, await photo('png', 1600, 900));
    await uploadOk(product.id, await photo('jpeg', 900, 1600));
    const third = await upload(product.id, await photo('webp'), 'x.webp', 'Calyces drying on a mat');
    expect(third.statusCode).toBe(201);
    const current: StaffProductDetails = third.json().data;
    expect(current.productImages.map((i) => [i.position, i.isMain])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    expect(current.productImages[0]!.alt).toBe('Photo of Dried Hibiscus (Test Lot)');
    expect(current.productImages[2]!.alt).toBe('Calyces drying on a mat');
    for (const image of current.productImages) {
      expect(image).toMatchObject({ width: 800, height: 600 });
      expect(image.image).toMatch(/^\/media\/products\/[0-9a-f]{32}\.webp$/);
      expect(imageSrcSet(image.image)).toContain(`${image.thumbnail} 400w`);
      // Every copy a browser may pick from the page's srcsets, in the format it was offered as.
      for (const [srcset, contentType, format] of [
        [imageSrcSet(image.image), 'image/webp', 'webp'],
        [avifSrcSet(image.image)!, 'image/avif', 'heif'],
      ] as const) {
        const copies = srcset.split(', ').map((candidate) => candidate.split(' '));
        expect(copies.map(([, width]) => width)).toEqual(['400w', '680w', '800w']);
        for (const [path = '', width = ''] of copies) {
          const res = await media(path);
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toBe(contentType);
          expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          const meta = await sharp(res.rawPayload).metadata();
          const pixels = Number.parseInt(width, 10);
          expect([meta.format, meta.width, meta.height]).toEqual([format, pixels, (pixels * 3) / 4]);
        }
      }
    }
    // The originals are kept, but no address serves them.
    const key = current.productImages[0]!.image.match(/([0-9a-f]{32})/)![1]!;
    const originals = readdirSync(join(app.env.DATA_DIR, 'uploads', 'product-originals'));
    expect(originals).toContain(`${key}.png`);
    for (const path of [
      `/media/products/${key}.png`,
      `/media/products/../product-originals/${key}.png`,
      `/media/product-originals/${key}.png`,
    ]) {
      expect((await media(path)).statusCode, path).toBe(404);
    }
  });

  it('refuses files that are not JPEG, PNG or WebP by their bytes, broken pictures and files over 10 MB', async () => {
    const product = await create();
    const pdf = await upload(product.id, PDF_BYTES, 'photo.png');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().errors[0].field).toBe('file');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    expect((await upload(product.id, gif, 'pixel.jpg')).statusCode).toBe(415);
    const png = await imageBytes('png');
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await upload(product.id, broken, 'broken.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('file');
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024, 1)]);
    expect((await upload(product.id, huge, 'huge.png')).statusCode).toBe(413);
    const stored = (await call('GET', `/api/staff/products/${product.id}`, admin.auth)).json().data;
    expect(stored.productImages).toEqual([]);
  });

  it('reorders pictures, moves the main image, and removes pictures and their files', async () => {
    const product = await create();
    await uploadOk(product.id);
    await uploadOk(product.id);
    const three = await uploadOk(product.id);
    const [a, b, c] = three.productImages.map((i) => i.id);

    const moved = await call('PATCH', `/api/staff/products/${product.id}/images/${c}`, admin.auth, { position: 0 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.productImages.map((i: { id: string }) => i.id)).toEqual([c, a, b]);

    const main = await call('PATCH', `/api/staff/products/${product.id}/images/${b}`, admin.auth, { isMain: true });
    expect(
      main
        .json()
        .data.productImages.filter((i: { isMain: boolean }) => i.isMain)
        .map((i: { id: string }) => i.id),
    ).toEqual([b]);
    expect((await call('PATCH', `/api/staff/products/${product.id}/images/${b}`, admin.auth, {})).statusCode).toBe(400);

    const file = main.json().data.productImages.find((i: { id: string }) => i.id === b).image as string;
    const removed = await call('DELETE', `/api/staff/products/${product.id}/images/${b}`, admin.auth);
    expect(removed.statusCode).toBe(200);
    const left = removed.json().data.productImages;
    expect(left.map((i: { id: string; position: number; isMain: boolean }) => [i.id, i.position, i.isMain])).toEqual([
      [c, 0, true],
      [a, 1, false],
    ]);
    expect(existsSync(join(app.env.DATA_DIR, 'uploads', 'products', file.split('/').at(-1)!))).toBe(false);
    expect((await media(file)).statusCode).toBe(404);

    const other = await create();
    expect((await call('DELETE', `/api/staff/products/${other.id}/images/${a}`, admin.auth)).statusCode).toBe(404);
  });
});

describe('publishing', () => {
  it('shows a product to buyers only while published; orders that name it keep showing it', async () => {
    const product = await create();
    const refused = await call('PATCH', `/api/staff/products/${product.id}`, admin.auth, { published: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(PUBLISH_NEEDS_IMAGE);

    await uploadOk(product.id);
    const published = await call('PATCH', `/api/staff/products/${product.id}`, admin.auth, { published: true });
    expect(published.statusCode).toBe(200);
    // Buyers see it at once: the cached list was dropped.
    const listed = (await publicList()).find((p) => p.id === product.id);
    expect(listed?.CountryTraded.map((o) => o.price)).toEqual([1600, 1850]);
    const buyer = await createAccount(app.db);
    const order = await placeOrder(app, buyer.auth, listed!, { quantity: '10' });

    // A published product keeps a picture.
    const image = published.json().data.productImages[0].id;
    expect((await call('DELETE', `/api/staff/products/${product.id}/images/${image}`, admin.auth)).statusCode).toBe(
      409,
    );

    const hidden = await call('PATCH', `/api/staff/products/${product.id}`, admin.auth, { published: false });
    expect(hidden.statusCode).toBe(200);
    expect((await publicList()).some((p) => p.id === product.id)).toBe(false);
    expect((await call('GET', `/api/product/${product.id}`, {})).statusCode).toBe(404);
    // Nobody can order or ask about it any more...
    const orderAgain = await app.inject({
      method: 'POST',
      url: '/api/order/foreign',
      headers: buyer.auth,
      payload: {
        productID: product.id,
        quantity: '10',
        country: 'GH',
        countryOfOrigin: 'Nigeria',
        shipping: 'FOB',
        paymentTerm: 'LC',
        port: 'Tema',
        productRequirement: 'x',
      },
    });
    expect(orderAgain.statusCode).toBe(404);
    const inquiry = await app.inject({
      method: 'POST',
      url: '/api/rfq',
      headers: buyer.auth,
      payload: { productId: product.id, productName: 'x', productDescription: 'Need it', quantityRequired: '5' },
    });
    expect(inquiry.statusCode).toBe(400);
    // ...but the order placed while it was listed still shows it.
    const read = await app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: buyer.auth });
    expect(read.json().data.product).toMatchObject({ id: product.id, productName: 'Dried Hibiscus (Test Lot)' });
    expect(read.json().data.product.productImages).toHaveLength(1);

    const audit = await call('GET', `/api/staff/audit?entityType=product&entityId=${product.id}`, admin.auth);
    expect(audit.json().data.items.map((e: { action: string }) => e.action)).toEqual([
      'product.unpublish',
      'product.publish',
      'product.image.add',
      'product.create',
    ]);
  });

  it('every demo product passes the rules it would be edited with', async () => {
    const page = (await call('GET', '/api/staff/products?pageSize=100', admin.auth)).json().data;
    for (const product of page.items as StaffProductDetails[]) {
      const res = await call('PATCH', `/api/staff/products/${product.id}`, admin.auth, {
        supplyCapacity: product.supplyCapacity,
      });
      expect(res.statusCode, `${product.productName}: ${res.body}`).toBe(200);
    }
  });
});
