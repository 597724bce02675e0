// Orders for browser tests, placed through the API as the Place Order form would.
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import type { OrderDetails } from '../../../src/shared/orders/orders.contract.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import type { Contract } from '../../../src/shared/contracts/contracts.contract.ts';
import { consoleAdmin } from './staff.ts';

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

/** A date `days` from today, as a date field takes it (YYYY-MM-DD). */
export const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Types a shipment into the order desk's Shipments card as an agent does (an MSC sailing
 * from Cotonou to Rotterdam leaving today, unless `change` says otherwise); leaves the
 * container numbers and the Enter shipment button to the test.
 */
export async function fillShipment(card: Locator, change: Partial<Record<'vessel' | 'portOfLoading', string>> = {}) {
  const shipment = { vessel: 'MSC Aurora', portOfLoading: 'BJCOO', ...change };
  await card.getByLabel('Carrier').fill('MSC');
  await card.getByLabel(/^Vessel/).fill(shipment.vessel);
  await card.getByLabel(/^Voyage/).fill('AW248A');
  await card.getByLabel('Bill of lading number').fill('MEDUCO123456');
  await card.getByLabel('Port of loading (UN/LOCODE)').fill(shipment.portOfLoading);
  await card.getByLabel('Port of discharge (UN/LOCODE)').fill('NLRTM');
  await card.getByLabel('Estimated departure').fill(daysFromToday(0));
  await card.getByLabel('Estimated arrival').fill(daysFromToday(20));
}

/**
 * Both sides sign the order's sales contract, as the desk needs before it starts the order:
 * the buyer under the name on the contract, then the run's admin for the house.
 */
export async function signContractApi(request: APIRequestContext, buyerToken: string, orderId: string) {
  const buyer = { authorization: `Bearer ${buyerToken}` };
  const read = await request.get(`/api/order/${orderId}/contract`, { headers: buyer });
  expect(read.status(), await read.text()).toBe(200);
  const contract = (await read.json()).data as Contract;
  const signed = await request.post(`/api/order/${orderId}/contract/sign`, {
    headers: buyer,
    data: { fullName: contract.terms.buyerName, accept: true, version: contract.version },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const admin = await consoleAdmin(request);
  const countersigned = await request.post(`/api/staff/orders/${orderId}/contract/sign`, {
    headers: admin.auth,
    data: { version: contract.version },
  });
  expect(countersigned.status(), await countersigned.text()).toBe(200);
}
