// The order rules of docs/product/validation.md, written once: the Place Order form uses them to decide what
// to show, and the server uses the same functions to refuse what the form would not allow.
import type { OrderStatus, PaymentTerm, ShippingTerm } from '../common/enums.ts';
import { errorText, type Reason } from '../i18n/errors.ts';

/** Only FOB shipping paid by LC or TT can be ordered directly; every other pair goes through an agent. */
export const DIRECT_ORDER_SHIPPING: readonly ShippingTerm[] = ['FOB'];
export const DIRECT_ORDER_PAYMENT: readonly PaymentTerm[] = ['LC', 'TT'];

export const allowsDirectOrder = (shipping: ShippingTerm, payment: PaymentTerm) =>
  DIRECT_ORDER_SHIPPING.includes(shipping) && DIRECT_ORDER_PAYMENT.includes(payment);

/**
 * True as soon as one chosen term rules out a direct order (LOCAL, CIF or CFR shipping;
 * CAD or DP payment), so the form can point to the Message Center before both are chosen.
 */
export function needsAgent(shipping: ShippingTerm | '' | undefined, payment: PaymentTerm | '' | undefined): boolean {
  if (shipping && !DIRECT_ORDER_SHIPPING.includes(shipping)) return true;
  if (payment && !DIRECT_ORDER_PAYMENT.includes(payment)) return true;
  return false;
}

/** The country-of-origin select (and its price) applies to FOB only. */
export const needsOriginCountry = (shipping: ShippingTerm | '' | undefined) => shipping === 'FOB';

/** The message answered (in English) when the terms need an agent. */
export const AGENT_TERMS_MESSAGE = errorText('order_needs_agent');

/** Payment proof is not uploaded for payment against documents or on delivery. */
export const RECEIPT_EXEMPT_PAYMENT: readonly PaymentTerm[] = ['DP', 'CAD'];
export const acceptsReceipt = (payment: PaymentTerm) => !RECEIPT_EXEMPT_PAYMENT.includes(payment);

/** Why the buyer cannot approve this order, or null: a cancelled order cannot be approved. */
export const approvalRefusal = (order: { status: OrderStatus }): Reason | null =>
  order.status === 'CANCELLED' ? 'order_cancelled' : null;

/** Buyers approve their own orders once: the order page asks while it awaits an approval it may have. */
export const awaitsApproval = (order: { buyerApproved: boolean; status: OrderStatus }) =>
  !order.buyerApproved && approvalRefusal(order) === null;

// ---------------------------------------------------------------------------------------
// Quantity: free text (docs/product/validation.md), understood as metric tonnes.

/** A ceiling far above any real bulk order; keeps totals exact and inside the stored precision. */
export const MAX_QUANTITY_MT = 1_000_000;
/** Quantities are stored to the kilogram. */
const MAX_DECIMALS = 3;

/** A quantity as read, or the reason it cannot be (src/shared/i18n/errors.ts). */
export type QuantityCheck = { ok: true; value: number } | { ok: false; reason: Reason };
/** The same, worded in English: the message the server answers with. */
export type QuantityResult = { ok: true; value: number } | { ok: false; message: string };

/**
 * Reads what a buyer typed as a quantity: "25", "25.5", "1,500" or "30 MT" are fine;
 * "0", "-3", "abc", "1e3", "2.0005" are not.
 */
export function quantityCheck(input: string | number): QuantityCheck {
  const text = String(input)
    .trim()
    .replace(/\s*(mt|tons?|tonnes?)\.?$/i, '');
  if (text === '') return { ok: false, reason: 'quantity_missing' };
  // Digits with optional, correctly grouped thousands separators and a decimal part.
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, reason: 'quantity_not_number' };
  if ((match[2] ?? '').length > MAX_DECIMALS) {
    return { ok: false, reason: { code: 'quantity_too_precise', params: { decimals: MAX_DECIMALS } } };
  }
  const value = Number(text.replaceAll(',', ''));
  if (!(value > 0)) return { ok: false, reason: 'quantity_not_positive' };
  if (value > MAX_QUANTITY_MT)
    return { ok: false, reason: { code: 'quantity_too_large', params: { max: MAX_QUANTITY_MT } } };
  return { ok: true, value };
}

/** The quantity rule of an order: a positive number of MT, at least the product's minimum order. */
export function orderQuantityCheck(input: string | number, minOrder: number): QuantityCheck {
  const checked = quantityCheck(input);
  if (checked.ok && checked.value < minOrder) {
    return { ok: false, reason: { code: 'quantity_below_minimum', params: { min: minOrder } } };
  }
  return checked;
}

const worded = (checked: QuantityCheck): QuantityResult =>
  checked.ok ? checked : { ok: false, message: errorText(checked.reason) };

/** quantityCheck with its reason in English. */
export const parseQuantity = (input: string | number): QuantityResult => worded(quantityCheck(input));

/** orderQuantityCheck with its reason in English. */
export const orderQuantity = (input: string | number, minOrder: number): QuantityResult =>
  worded(orderQuantityCheck(input, minOrder));

/**
 * Total in USD = origin price per MT x quantity, rounded to the cent. Computed in integer
 * cents and grams-of-a-tonne with BigInt, so the browser and the server agree to the cent.
 */
export function orderCost(pricePerMT: number, quantity: number): number {
  const cents = BigInt(Math.round(pricePerMT * 100));
  const thousandths = BigInt(Math.round(quantity * 1000));
  const product = cents * thousandths;
  // Round half up when dividing by 1000.
  const rounded = (product + 500n) / 1000n;
  return Number(rounded) / 100;
}
