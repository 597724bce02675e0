import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { insertPriceAlert, insertSavedSearch } from '../../../src/server/db/queries/alerts.queries.ts';
import { notificationDeliveries } from '../../../src/server/db/schema/index.ts';
import { MAX_PRICE_ALERTS, MAX_SAVED_SEARCHES } from '../../../src/shared/notifications/alerts.ts';
import type { PriceAlert, SavedSearch } from '../../../src/shared/notifications/alerts.contract.ts';
import type { NotificationPage } from '../../../src/shared/notifications/notifications.contract.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { TestClock } from '../support/clock.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { type TestApp, callAs, type Method } from '../support/helper.ts';
import { type Auth, postForm } from '../support/orders-fixtures.ts';
import { createAdmin } from '../support/staff-accounts.ts';
import { newProduct } from '../support/catalogue-fixtures.ts';

let app: TestApp;
let admin: Account;
const clock = new TestClock('2026-11-20T08:00:00Z');

testAppSuite({ clock: clock.now }, async (built) => {
  app = built;
  admin = await createAdmin(app.db, { fullName: 'Ngozi Catalogue' });
});

const call = (method: Method, url: string, auth: Auth | Record<string, never>, payload?: unknown) =>
  callAs(app, { auth }, method, url, payload);

async function bell(auth: Auth): Promise<NotificationPage> {
  return (await call('GET', '/api/notifications', auth)).json().data;
}

/** A published product of the demo catalogue with at least one origin, as buyers see it. */
async function listedProduct(): Promise<Product> {
  const products: Product[] = (await call('GET', '/api/product', {})).json().data;
  const product = products.find((candidate) => candidate.CountryTraded.length > 0 && candidate.minPricePerUnit > 200);
  if (!product) throw new Error('the demo catalogue has no product with an origin');
  return product;
}

/** The admin lists one origin of the product at a new price (others unchanged). */
async function setPrice(product: Product, countryCode: string, price: number) {
  const current = (await call('GET', `/api/staff/products/${product.id}`, admin.auth)).json().data;
  const origins = current.CountryTraded.map((origin: { countryCode: string; price: number }) => ({
    countryCode: origin.countryCode,
    pricePerMT: origin.countryCode === countryCode ? price : origin.price,
  }));
  const res = await call('PATCH', `/api/staff/products/${product.id}`, admin.auth, {
    minPricePerUnit: Math.min(current.minPricePerUnit, price),
    maxPricePerUnit: Math.max(current.maxPricePerUnit, price),
    origins,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('price alerts', () => {
  it('tells the buyer once when a price change comes down to the alert, with the old and new price', async () => {
    const buyer = await createAccount(app.db);
    const product = await listedProduct();
    const origin = product.CountryTraded[0]!;
    const start = origin.price;
    const res = await call('POST', '/api/alerts', buyer.auth, {
      productId: product.id,
      countryOfOrigin: origin.countryName,
      maxPricePerMT: start - 100,
    });
    expect(res.statusCode, res.body).toBe(201);
    const alert: PriceAlert = res.json().data;
    expect(alert).toMatchObject({ productName: product.productName, currentPricePerMT: start, triggeredAt: null });

    // Down, but not far enough: nothing.
    await setPrice(product, origin.countryCode, start - 50);
    expect((await bell(buyer.auth)).items).toEqual([]);

    // Down to it: told once, at the clock's time, with both prices.
    clock.advance(60_000);
    await setPrice(product, origin.countryCode, start - 100);
    const [told] = (await bell(buyer.auth)).items;
    expect(told).toMatchObject({
      type: 'price-alert',
      link: `/details/${product.id}`,
      createdAt: clock.now().toISOString(),
    });
    expect(told!.title).toContain(`${product.productName} from ${origin.countryName}`);
    expect(told!.title).toContain(`(was USD ${(start - 50).toLocaleString('en-US', { minimumFractionDigits: 2 })})`);

    // Further down: already met, not told again.
    clock.advance(60_000);
    await setPrice(product, origin.countryCode, start - 150);
    expect((await bell(buyer.auth)).items).toHaveLength(1);
    const [listed] = (await call('GET', '/api/alerts', buyer.auth)).json().data as PriceAlert[];
    expect(listed).toMatchObject({
      currentPricePerMT: start - 150,
      triggeredAt: new Date(clock.now().getTime() - 60_000).toISOString(),
    });

    // Back up above it re-arms; the next drop tells again.
    await setPrice(product, origin.countryCode, start);
    clock.advance(60_000);
    await setPrice(product, origin.countryCode, start - 120);
    expect((await bell(buyer.auth)).items).toHaveLength(2);
    await setPrice(product, origin.countryCode, start);
  });

  it('refuses an unknown product, an origin it is not offered from and a price that is not one', async () => {
    const buyer = await createAccount(app.db);
    const product = await listedProduct();
    const post = (payload: Record<string, unknown>) =>
      call('POST', '/api/alerts', buyer.auth, {
        productId: product.id,
        countryOfOrigin: product.CountryTraded[0]!.countryName,
        maxPricePerMT: 100,
        ...payload,
      });
    const unknown = await post({ productId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().errors[0].field]).toEqual([400, 'productId']);
    const nowhere = await post({ countryOfOrigin: 'Atlantis' });
    expect([nowhere.statusCode, nowhere.json().errors[0].field]).toEqual([400, 'countryOfOrigin']);
    const free = await post({ maxPricePerMT: -5 });
    expect([free.statusCode, free.json().errors[0].field]).toEqual([400, 'maxPricePerMT']);
    expect((await call('GET', '/api/alerts', buyer.auth)).json().data).toEqual([]);
  });
});

describe('limits and grouping', () => {
  it('keeps a buyer to MAX_PRICE_ALERTS alerts and MAX_SAVED_SEARCHES searches, refused by code', async () => {
    const buyer = await createAccount(app.db);
    const product = await listedProduct();
    const origin = product.CountryTraded[0]!;
    const createdAt = clock.now();
    for (let n = 1; n < MAX_PRICE_ALERTS; n += 1)
      await insertPriceAlert(app.db, {
        buyerId: buyer.user.id,
        productId: product.id,
        countryOfOrigin: origin.countryName,
        maxPricePerMT: n,
        createdAt,
      });
    for (let n = 1; n < MAX_SAVED_SEARCHES; n += 1)
      await insertSavedSearch(app.db, {
        buyerId: buyer.user.id,
        name: `Search ${n}`,
        query: { q: `q${n}`, category: '', sub: '', origin: '', min: null, max: null },
        createdAt,
      });
    const alert = () =>
      call('POST', '/api/alerts', buyer.auth, { productId: product.id, countryOfOrigin: origin.countryName, maxPricePerMT: 5 });
    const search = () => call('POST', '/api/saved-searches', buyer.auth, { name: 'One more', query: { q: 'x' } });

    expect((await alert()).statusCode).toBe(201);
    expect((await search()).statusCode).toBe(201);
    const tooManyAlerts = await alert();
    expect(tooManyAlerts.statusCode).toBe(409);
    expect(tooManyAlerts.json().errors[0]).toMatchObject({
      code: 'price_alerts_too_many',
      message: expect.stringContaining(`${MAX_PRICE_ALERTS}`),
    });
    const tooManySearches = await search();
    expect(tooManySearches.statusCode).toBe(409);
    expect(tooManySearches.json().errors[0].code).toBe('saved_searches_too_many');
    expect((await call('GET', '/api/alerts', buyer.auth)).json().data).toHaveLength(MAX_PRICE_ALERTS);
    expect((await call('GET', '/api/saved-searches', buyer.auth)).json().data).toHaveLength(MAX_SAVED_SEARCHES);

    // Another buyer is not held by the first one's lists.
    const other = await createAccount(app.db);
    const theirs = await call('POST', '/api/saved-searches', other.auth, { name: 'Mine', query: { q: 'y' } });
    expect(theirs.statusCode).toBe(201);
  });

  it('tells a buyer once per price change however many alerts it meets, and mails one group per product', async () => {
    const buyer = await createAccount(app.db);
    const product = await listedProduct();
    const [first, second] = product.CountryTraded;
    const start = first!.price;
    for (const below of [10, 20, 30, 40])
      expect(
        (
          await call('POST', '/api/alerts', buyer.auth, {
            productId: product.id,
            countryOfOrigin: first!.countryName,
            maxPricePerMT: start - below,
          })
        ).statusCode,
      ).toBe(201);
    if (second)
      await call('POST', '/api/alerts', buyer.auth, {
        productId: product.id,
        countryOfOrigin: second.countryName,
        maxPricePerMT: second.price - 10,
      });

    clock.advance(60_000);
    await setPrice(product, first!.countryCode, start - 50);
    expect((await bell(buyer.auth)).items).toHaveLength(1);
    if (second) await setPrice(product, second.countryCode, second.price - 50);

    const mails = await app.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.buyerId, buyer.user.id));
    expect(mails.filter((delivery) => delivery.channel === 'email')).toEqual([
      expect.objectContaining({ groupKey: `price-alert:${product.id}`, status: 'pending' }),
    ]);
    await setPrice(product, first!.countryCode, start);
    if (second) await setPrice(product, second.countryCode, second.price);
  });
});

describe('saved searches', () => {
  it('tells the buyers whose search a newly published product matches, once', async () => {
    const hunter = await createAccount(app.db, { language: 'fr' });
    const other = await createAccount(app.db);
    const saved = await call('POST', '/api/saved-searches', hunter.auth, {
      name: 'Hibiscus du Nigeria',
      query: { q: 'hibiscus', origin: 'ng', max: 1800 },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((saved.json().data as SavedSearch).query).toEqual({
      q: 'hibiscus',
      category: '',
      sub: '',
      origin: 'NG',
      min: null,
      max: 1800,
    });
    await call('POST', '/api/saved-searches', other.auth, { name: 'Sesame', query: { q: 'sesame' } });

    const created = await call(
      'POST',
      '/api/staff/products',
      admin.auth,
      newProduct({ productName: 'Dried Hibiscus (Alert Lot)', origins: [{ countryCode: 'NG', pricePerMT: 1600 }] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().data.id;
    const picture = await sharp({
      create: { width: 900, height: 700, channels: 3, background: { r: 190, g: 40, b: 60 } },
    })
      .png()
      .toBuffer();
    const image = await postForm(app, admin.auth, `/api/staff/products/${id}/images`, {
      file: { bytes: picture, filename: 'hibiscus.png' },
    });
    expect(image.statusCode, image.body).toBe(201);
    expect((await bell(hunter.auth)).items).toEqual([]);

    const publish = () => call('PATCH', `/api/staff/products/${id}`, admin.auth, { published: true });
    expect((await publish()).statusCode).toBe(200);
    const { items } = await bell(hunter.auth);
    expect(items).toEqual([
      expect.objectContaining({
        type: 'saved-search',
        title: 'Nouveau produit pour votre recherche « Hibiscus du Nigeria » : Dried Hibiscus (Alert Lot)',
        link: `/details/${id}`,
      }),
    ]);
    expect((await bell(other.auth)).items).toEqual([]);

    // Unpublished and published again: not news twice.
    await call('PATCH', `/api/staff/products/${id}`, admin.auth, { published: false });
    await publish();
    expect((await bell(hunter.auth)).items).toHaveLength(1);
  });

  it('keeps each buyer to their own alerts and searches', async () => {
    const owner = await createAccount(app.db);
    const stranger = await createAccount(app.db);
    const product = await listedProduct();
    const alert = (
      await call('POST', '/api/alerts', owner.auth, {
        productId: product.id,
        countryOfOrigin: product.CountryTraded[0]!.countryCode,
        maxPricePerMT: 10,
      })
    ).json().data as PriceAlert;
    const search = (
      await call('POST', '/api/saved-searches', owner.auth, { name: 'Cocoa', query: { q: 'cocoa' } })
    ).json().data as SavedSearch;

    expect((await call('GET', '/api/alerts', stranger.auth)).json().data).toEqual([]);
    expect((await call('GET', '/api/saved-searches', stranger.auth)).json().data).toEqual([]);
    expect((await call('DELETE', `/api/alerts/${alert.id}`, stranger.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/saved-searches/${search.id}`, stranger.auth)).statusCode).toBe(404);
    expect((await call('GET', '/api/alerts', {})).statusCode).toBe(401);
    expect((await call('GET', '/api/saved-searches', admin.auth)).statusCode).toBe(403);

    expect((await call('DELETE', `/api/alerts/${alert.id}`, owner.auth)).json()).toEqual({ data: { deleted: true } });
    expect((await call('DELETE', `/api/saved-searches/${search.id}`, owner.auth)).json()).toEqual({
      data: { deleted: true },
    });
    expect((await call('GET', '/api/alerts', owner.auth)).json().data).toEqual([]);
    expect((await call('GET', '/api/saved-searches', owner.auth)).json().data).toEqual([]);
  });
});
