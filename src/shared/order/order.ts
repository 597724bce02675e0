// Orders (docs/product/data.md, docs/product/states.md, docs/product/validation.md): the
// foreign-order payload and its rules. Used by the Place Order form and the server alike; the
// answers' shapes are in order.contract.ts, the timeline in order-answers.ts.
import type { FieldError } from '../common/api-types.ts';
import type { PaymentTerm, ShippingTerm } from '../common/enums.ts';
import { destinationCountryCode } from '../inquiry/inquiry.ts';
import { AGENT_TERMS_MESSAGE, allowsDirectOrder, needsOriginCountry, orderCost, orderQuantity } from './order-rules.ts';
import type { CountryTraded, Product } from '../product/product.ts';

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

/** The code of an order's destination country; a missing or unknown one adds its field error. */
export function checkDestinationCountry(country: string, errors: FieldError[]): string | undefined {
  if (!country.trim()) {
    errors.push({ field: 'country', message: 'Choose the destination country.' });
    return undefined;
  }
  const code = destinationCountryCode(country);
  if (!code) errors.push({ field: 'country', message: 'Choose a destination country from the list.' });
  return code;
}

/** An order form that did not pass: its field errors, or one general message if none was named. */
export const incompleteOrder = (errors: FieldError[]) => ({
  ok: false as const,
  errors: errors.length > 0 ? errors : [{ message: 'The order is not complete.' }],
});

export type QuoteResult = { ok: true; quote: OrderQuote } | { ok: false; errors: FieldError[] };

/**
 * Every docs/product/validation.md order rule: required fields, terms that allow a direct order, an origin
 * the product is traded from, a quantity of at least the minimum order, a known
 * destination. On success, the price and total the order is stored with.
 */
export function quoteOrder(input: ForeignOrderInput, product: OrderableProduct): QuoteResult {
  const errors: FieldError[] = [];
  const requirement = input.productRequirement.trim();
  if (!requirement) errors.push({ field: 'productRequirement', message: 'Describe your product requirements.' });
  else if (requirement.length > ORDER_LIMITS.productRequirement) {
    errors.push({
      field: 'productRequirement',
      message: `Keep the requirements under ${ORDER_LIMITS.productRequirement.toLocaleString('en-US')} characters.`,
    });
  }

  const quantity = orderQuantity(input.quantity, product.minOrdersAllowed);
  if (!quantity.ok) errors.push({ field: 'quantity', message: quantity.message });

  if (!input.shipping) errors.push({ field: 'shipping', message: 'Choose the shipping terms.' });
  if (!input.paymentTerm) errors.push({ field: 'paymentTerm', message: 'Choose the payment terms.' });
  if (input.shipping && input.paymentTerm && !allowsDirectOrder(input.shipping, input.paymentTerm)) {
    const field = allowsDirectOrder(input.shipping, 'LC') ? 'paymentTerm' : 'shipping';
    errors.push({ field, message: AGENT_TERMS_MESSAGE });
  }

  let origin: CountryTraded | undefined;
  if (needsOriginCountry(input.shipping)) {
    if (!input.countryOfOrigin.trim())
      errors.push({ field: 'countryOfOrigin', message: 'Choose the country of origin.' });
    else {
      origin = findOrigin(product, input.countryOfOrigin);
      if (!origin) errors.push({ field: 'countryOfOrigin', message: 'This product is not traded from that country.' });
    }
  }

  const destinationCode = checkDestinationCountry(input.country, errors);

  const port = input.port.trim();
  if (!port) errors.push({ field: 'port', message: 'Enter the destination port.' });
  else if (port.length > ORDER_LIMITS.port) {
    errors.push({ field: 'port', message: `Keep the port name under ${ORDER_LIMITS.port} characters.` });
  }

  if (errors.length > 0 || !quantity.ok || !origin || !destinationCode || !input.shipping || !input.paymentTerm) {
    return incompleteOrder(errors);
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

