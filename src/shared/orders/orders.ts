// Orders (docs/product/data.md, docs/product/states.md, docs/product/validation.md): the
// foreign-order payload and its rules. Used by the Place Order form and the server alike; the
// answers' shapes are in orders.contract.ts, the timeline in order-answers.ts.
import type { Refusal } from '../i18n/errors.ts';
import type { PaymentTerm, ShippingTerm } from '../common/enums.ts';
import { destinationCountryCode } from '../inquiries/inquiries.ts';
import { allowsDirectOrder, needsOriginCountry, orderCost, orderQuantityCheck } from './order-rules.ts';
import type { CountryTraded, Product } from '../products/products.ts';

export const ORDER_LIMITS = { port: FIELD_LIMITS.port, productRequirement: FIELD_LIMITS.requirements } as const;

/** What the Place Order form sends to POST /order/foreign (docs/product/data.md). */
export interface ForeignOrderInput {
  productID: string;
  /** Free text, read as metric tonnes. */
  quantity: string;
  /** Destination country: two-letter code or name. */
  country: string;
  /** The origin the buyer buys from: a country the product is traded from (name or code). */
  countryOfOrigin: string;
  shipping: ShippingTerm | '';
  paymentTerm: PaymentTerm | '';
  /** Destination port. */
  port: string;
  productRequirement: string;
  /** Sent by the form for display; the server ignores it and computes its own. */
  cost?: number | undefined;
}

export type OrderableProduct = Pick<Product, 'minOrdersAllowed' | 'CountryTraded'>;

/** The origin of a product matching a name or two-letter code, case-insensitive. */
export function findOrigin(product: OrderableProduct, countryOfOrigin: string): CountryTraded | undefined {
  const wanted = countryOfOrigin.trim().toLowerCase();
  if (!wanted) return undefined;
  return product.CountryTraded.find(
    (origin) => origin.countryName.toLowerCase() === wanted || origin.countryCode.toLowerCase() === wanted,
  );
}

export interface OrderQuote {
  shipping: ShippingTerm;
  paymentTerm: PaymentTerm;
  origin: CountryTraded;
  quantity: number;
  pricePerMT: number;
  /** USD, origin price per MT x quantity. */
  cost: number;
  destinationCode: string;
  port: string;
  requirement: string;
}

/** The code of an order's destination country; a missing or unknown one adds its refusal. */
export function checkDestinationCountry(country: string, refusals: Refusal[]): string | undefined {
  if (!country.trim()) {
    refusals.push({ field: 'country', reason: 'destination_missing' });
    return undefined;
  }
  const code = destinationCountryCode(country);
  if (!code) refusals.push({ field: 'country', reason: 'destination_unknown' });
  return code;
}

/** An order form that did not pass: its refusals by field, or one for the whole form (no field) if none was named. */
export const incompleteOrder = (refusals: Refusal[]) => ({
  ok: false as const,
  refusals: refusals.length > 0 ? refusals : [{ field: '', reason: 'order_incomplete' as const }],
});

export type QuoteResult = { ok: true; quote: OrderQuote } | { ok: false; refusals: Refusal[] };

/**
 * Every docs/product/validation.md order rule: required fields, terms that allow a direct order, an origin
 * the product is traded from, a quantity of at least the minimum order, a known
 * destination. On success, the price and total the order is stored with.
 */
export function quoteOrder(input: ForeignOrderInput, product: OrderableProduct): QuoteResult {
  const refusals: Refusal[] = [];
  const requirement = input.productRequirement.trim();
  if (!requirement) refusals.push({ field: 'productRequirement', reason: 'requirements_missing' });
  else if (requirement.length > ORDER_LIMITS.productRequirement) {
    refusals.push({
      field: 'productRequirement',
      reason: { code: 'requirements_too_long', params: { max: ORDER_LIMITS.productRequirement } },
    });
  }

  const quantity = orderQuantityCheck(input.quantity, product.minOrdersAllowed);
  if (!quantity.ok) refusals.push({ field: 'quantity', reason: quantity.reason });

  if (!input.shipping) refusals.push({ field: 'shipping', reason: 'shipping_terms_missing' });
  if (!input.paymentTerm) refusals.push({ field: 'paymentTerm', reason: 'payment_terms_missing' });
  if (input.shipping && input.paymentTerm && !allowsDirectOrder(input.shipping, input.paymentTerm)) {
    const field = allowsDirectOrder(input.shipping, 'LC') ? 'paymentTerm' : 'shipping';
    refusals.push({ field, reason: 'order_needs_agent' });
  }

  let origin: CountryTraded | undefined;
  if (needsOriginCountry(input.shipping)) {
    if (!input.countryOfOrigin.trim()) refusals.push({ field: 'countryOfOrigin', reason: 'origin_missing' });
    else {
      origin = findOrigin(product, input.countryOfOrigin);
      if (!origin) refusals.push({ field: 'countryOfOrigin', reason: 'origin_not_traded' });
    }
  }

  const destinationCode = checkDestinationCountry(input.country, refusals);

  const port = input.port.trim();
  if (!port) refusals.push({ field: 'port', reason: 'port_missing' });
  else if (port.length > ORDER_LIMITS.port) {
    refusals.push({ field: 'port', reason: { code: 'port_too_long', params: { max: ORDER_LIMITS.port } } });
  }

  if (refusals.length > 0 || !quantity.ok || !origin || !destinationCode || !input.shipping || !input.paymentTerm) {
    return incompleteOrder(refusals);
  }
  return {
    ok: true,
    quote: {
      shipping: input.shipping,
      paymentTerm: input.paymentTerm,
      origin,
      quantity: quantity.value,
      pricePerMT: origin.price,
      cost: orderCost(origin.price, quantity.value),
      destinationCode,
      port,
      requirement,
    },
  };
}

// ---------------------------------------------------------------------------------------
// What the API answers.

export const ORDER_HISTORY_EVENTS = [
  'status',
  'approved',
  'receipt',
  'receipt_verified',
  'receipt_rejected',
  'document',
] as const;

import { FIELD_LIMITS } from '../common/field-limits.ts';
