// How a buyer pays us by bank transfer: the company's instructions per currency (set by admins
// in the console) and when the order page and the pro-forma show them. Plain rules, no zod:
// the buyer's bundle uses them; the API schemas are in payment-instructions.contract.ts.
import type { OrderStatus, PaymentTerm, ShippingTerm } from '../common/enums.ts';
import type { Reason } from '../i18n/errors.ts';

/**
 * Orders are priced and stored in US dollars (orders.cost, "Total in USD"): every order is paid
 * in this currency until orders carry their own.
 */
export const ORDER_CURRENCY = 'USD';

/** Payment terms under which the buyer wires the money to our account (not an LC, DP or CAD). */
export const PAYS_BY_TRANSFER: readonly PaymentTerm[] = ['TT'];

export const paysByTransfer = (term: PaymentTerm) => PAYS_BY_TRANSFER.includes(term);

/**
 * Why we do not ask for money on this order (nor issue its pro-forma), or null when we do: the
 * buyer approved it and it still stands.
 */
export function unpayableReason(order: { buyerApproved: boolean; status: OrderStatus }): Reason | null {
  if (order.status === 'CANCELLED') return 'proforma_order_cancelled';
  if (!order.buyerApproved) return 'proforma_awaits_approval';
  return null;
}

export const isPayable = (order: { buyerApproved: boolean; status: OrderStatus }) => unpayableReason(order) === null;

/** The order page shows "How to pay" for an approved order the buyer pays by transfer. */
export const showsHowToPay = (order: { buyerApproved: boolean; status: OrderStatus; paymentTerm: PaymentTerm }) =>
  isPayable(order) && paysByTransfer(order.paymentTerm);

/**
 * The pro-forma invoice exists once the order is approved, whatever the payment term: a TT
 * buyer pays against it, an LC buyer's bank opens the credit against it.
 */
export const offersProforma = isPayable;

/**
 * The incoterm's named place on the pro-forma. FOB names the place of loading, which is in the
 * country of origin (a direct order records the country, the port is fixed at booking); CIF,
 * CFR and local delivery name where the goods are delivered, the order's port.
 */
export const namedPlaceOf = (order: { incoterm: ShippingTerm; countryOfOrigin: string; port: string }) =>
  order.incoterm === 'FOB' ? order.countryOfOrigin : order.port;

/** The pro-forma's number: the order's, so buyer, bank and desk quote one reference. */
export const proformaNumber = (orderNumber: string) => `PF-${orderNumber}`;

export const PAYMENT_INSTRUCTION_LIMITS = {
  beneficiary: 140,
  bankName: 140,
  accountNumber: 34,
  bankAddress: 280,
  /** A SWIFT MT103's remittance information (field 70) holds 4 lines of 35 characters. */
  referenceWording: 140,
  notes: 1000,
} as const;

/** Where the order number goes in the reference wording admins write. */
export const ORDER_NUMBER_PLACEHOLDER = '{orderNumber}';
export const DEFAULT_REFERENCE_WORDING = ORDER_NUMBER_PLACEHOLDER;

/** The reference the buyer quotes on the transfer: the admins' wording with the order number in it. */
export const paymentReference = (wording: string, orderNumber: string) =>
  wording.replaceAll(ORDER_NUMBER_PLACEHOLDER, orderNumber);

/** ISO 4217 codes this runtime knows (Node and every current browser list them). */
const knownCurrencies = (): ReadonlySet<string> => new Set(Intl.supportedValuesOf('currency'));
let currencies: ReadonlySet<string> | undefined;

/** Whether the text is an ISO 4217 currency code, e.g. USD, EUR, XOF. Upper case only. */
export const isCurrencyCode = (code: string) => /^[A-Z]{3}$/.test(code) && (currencies ??= knownCurrencies()).has(code);

/**
 * A SWIFT/BIC (ISO 9362): 4 letters of the bank, 2 of the country, 2 letters or digits of the
 * place, and optionally 3 of the branch. Spaces are not part of it.
 */
export const isBic = (bic: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic);

/** An account number or IBAN as banks print it: letters and digits, in groups split by spaces or dashes. */
export const isAccountNumber = (account: string) => /^[A-Z0-9](?:[A-Z0-9 -]*[A-Z0-9])?$/i.test(account);
