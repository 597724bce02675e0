import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { orders } from '../../../src/server/db/schema/index.ts';
import type { OrderStatus, PaymentTerm } from '../../../src/shared/common/enums.ts';
import type { OrderDetails } from '../../../src/shared/orders/orders.contract.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { createAccount, type Account } from './accounts.ts';
import { testAppSuite } from './app-suite.ts';
import type { TestApp } from './helper.ts';

// Helpers for the order, receipt, buyer-hub and isolation suites.

export type Auth = { authorization: string };

/** A catalogue product with at least one origin, read through the API as the browser does. */
export async function orderableProduct(app: TestApp): Promise<Product> {
  const res = await app.inject({ method: 'GET', url: '/api/product' });
  const product = (res.json().data as Product[]).find((p) => p.CountryTraded.length > 0);
  if (!product) throw new Error('the seeded catalogue has no product with an origin');
  return product;
}

/** A valid FOB order payload for the product; override any field. */
export function orderPayload(product: Product, change: Record<string, unknown> = {}) {
  const origin = product.CountryTraded[0]!;
  return {
    productID: product.id,
    quantity: String(product.minOrdersAllowed),
    country: 'GH',
    countryOfOrigin: origin.countryName,
    shipping: 'FOB',
    paymentTerm: 'LC',
    port: 'Tema',
    productRequirement: 'Grade W320, 50 kg jute bags',
    cost: 1,
    ...change,
  };
}

export async function placeOrder(app: TestApp, auth: Auth, product: Product, change: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/order/foreign',
    headers: auth,
    payload: orderPayload(product, change),
  });
  if (res.statusCode !== 201) throw new Error(`placing an order failed: ${res.statusCode} ${res.body}`);
  return res.json().data as OrderDetails;
}

/** Staff-side changes the buyer cannot make through the API: status and (for DP/CAD) the payment term. */
export async function setOrder(
  app: TestApp,
  id: string,
  values: { status?: OrderStatus; paymentTerm?: PaymentTerm; buyerApproved?: boolean },
) {
  await app.db.update(orders).set(values).where(eq(orders.id, id));
}

export const countOrders = async (app: TestApp, auth: Auth) =>
  ((await app.inject({ method: 'GET', url: '/api/buyer-hub/all-orders', headers: auth })).json().data as unknown[])
    .length;

/** A real image of the given format, made with sharp. */
export const imageBytes = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 220, g: 77, b: 4 } } })
    .toFormat(format)
    .toBuffer();

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A multipart body as a browser's FormData would send it. */
type FormFields = Record<string, { bytes: Buffer; filename: string; type?: string } | string>;

export async function multipart(fields: FormFields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Posts a form with files (multipart, as a browser's FormData) with the caller's `auth` headers. */
export async function postForm(app: TestApp, auth: Record<string, string>, url: string, fields: FormFields) {
  const body = await multipart(fields);
  return app.inject({ method: 'POST', url, headers: { ...auth, ...body.headers }, payload: body.payload });
}

export async function uploadReceipt(
  app: TestApp,
  auth: Auth,
  orderId: string,
  file: { bytes: Buffer; filename: string; type?: string },
  field = 'file',
) {
  return postForm(app, auth, `/api/order/image/${orderId}`, { [field]: file });
}

/** What an order suite starts with: the app, one signed-in buyer and a product they can order. */
export interface OrderSuite {
  app: TestApp;
  buyer: Account;
  product: Product;
}

/**
 * Starts one app for the suite and hands it over with its buyer and product to `started`,
 * which may prepare more for the tests (awaited); closes it at the end.
 */
export function orderSuite(started: (suite: OrderSuite) => unknown): void {
  testAppSuite(async (app) => {
    await started({ app, buyer: await createAccount(app.db), product: await orderableProduct(app) });
  });
}
