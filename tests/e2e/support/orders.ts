// Orders for browser tests, placed through the API as the Place Order form would.
import { expect, type APIRequestContext } from '@playwright/test';
import type { OrderDetails } from '../../../src/shared/order/order.contract.ts';
import type { Product } from '../../../src/shared/product/product.ts';

/** A catalogue product that can be ordered FOB (it has at least one origin). */
export async function orderableProduct(request: APIRequestContext): Promise<Product> {
  const res = await request.get('/api/product');
  const product = ((await res.json()).data as Product[]).find((p) => p.CountryTraded.length > 0);
  expect(product, 'a product with an origin').toBeTruthy();
  return product as Product;
}

export async function placeOrderApi(
  request: APIRequestContext,
  token: string,
  product: Product,
  change: Record<string, unknown> = {},
): Promise<OrderDetails> {
  const res = await request.post('/api/order/foreign', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      productID: product.id,
      quantity: String(product.minOrdersAllowed),
      country: 'NL',
      countryOfOrigin: product.CountryTraded[0]!.countryName,
      shipping: 'FOB',
      paymentTerm: 'LC',
      port: 'Rotterdam',
      productRequirement: 'Export grade, 50 kg bags',
      ...change,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as OrderDetails;
}
