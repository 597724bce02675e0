// Inquiries (RFQ, docs/product/data.md and docs/product/validation.md): the payload, the rules both the forms and the server
// apply, and the shape the API answers with. Plain functions, so the home page's inquiry
// modal stays light.
import type { FieldError } from '../common/api-types.ts';
import { countryCode, isCountryCode } from '../common/countries.ts';
import type { Inquiry } from './inquiry.contract.ts';
import type { InquiryStatus, PaymentTerm, ShippingTerm } from '../common/enums.ts';
import { parseQuantity } from '../order/order-rules.ts';
import { FIELD_LIMITS } from '../common/field-limits.ts';

export const INQUIRY_LIMITS = {
  productName: FIELD_LIMITS.productName,
  productDescription: FIELD_LIMITS.requirements,
  quantityRequired: FIELD_LIMITS.quantity,
} as const;

/** What the inquiry modal and the product-page form send to POST /rfq. */
export interface InquiryInput {
  productName: string;
  /** The buyer's requirements. */
  productDescription: string;
  /** Free text, default 1 (docs/product/data.md); must read as a positive number of MT. */
  quantityRequired: string;
  /** A destination country, by name (either list) or two-letter code; optional. */
  destinationPort?: string | undefined;
  termsOfTrade?: ShippingTerm | '' | undefined;
  paymentTerms?: PaymentTerm | '' | undefined;
  /** Set by the product page, so the inquiry links to the product. */
  productId?: string | undefined;
}

/**
 * docs/product/validation.md: product name, requirements and quantity are required; a destination, when
 * given, must be a known country. Returns every problem, by field.
 */
export function inquiryErrors(input: InquiryInput): FieldError[] {
  const errors: FieldError[] = [];
  const productName = input.productName.trim();
  const description = input.productDescription.trim();
  if (!productName) errors.push({ field: 'productName', message: 'Enter the product you are looking for.' });
  else if (productName.length > INQUIRY_LIMITS.productName) {
    errors.push({
      field: 'productName',
      message: `Keep the product name under ${INQUIRY_LIMITS.productName} characters.`,
    });
  }
  if (!description) errors.push({ field: 'productDescription', message: 'Describe your product requirements.' });
  else if (description.length > INQUIRY_LIMITS.productDescription) {
    errors.push({
      field: 'productDescription',
      message: `Keep the requirements under ${INQUIRY_LIMITS.productDescription.toLocaleString('en-US')} characters.`,
    });
  }
  const quantity = input.quantityRequired.trim();
  if (quantity.length > INQUIRY_LIMITS.quantityRequired) {
    errors.push({ field: 'quantityRequired', message: 'Enter the quantity as a number of metric tonnes.' });
  } else {
    const parsed = parseQuantity(quantity);
    if (!parsed.ok) errors.push({ field: 'quantityRequired', message: parsed.message });
  }
  const destination = input.destinationPort?.trim() ?? '';
  if (destination && !destinationCountryCode(destination)) {
    errors.push({ field: 'destinationPort', message: 'Choose a destination country from the list.' });
  }
  return errors;
}

/** A destination given as a two-letter code or a country name (English or native), as a code. */
export function destinationCountryCode(value: string): string | undefined {
  const text = value.trim();
  if (/^[a-z]{2}$/i.test(text)) return isCountryCode(text) ? text.toUpperCase() : undefined;
  return countryCode(text);
}

export type { Inquiry } from './inquiry.contract.ts';

/** docs/product/limits.md: the inquiries table searches these fields. */
export const inquirySearchText = (inquiry: Inquiry) =>
  [inquiry.termsOfTrade ?? '', inquiry.paymentTerms ?? '', inquiry.productName, inquiry.status].join(' ');

/**
 * An inquiry's status as everyone reads it: COMPLETED once the buyer accepted a quote;
 * RECEIVED while a quote waits for the buyer's answer; PENDING otherwise (not quoted yet,
 * or its quote expired or was declined, so it waits for an agent again). The database
 * lists apply the same rule in SQL (inquiries.queries.ts, effectiveInquiryStatus).
 */
export function inquiryStatus(stored: InquiryStatus, quoteWaiting: boolean): InquiryStatus {
  if (stored === 'COMPLETED') return 'COMPLETED';
  return quoteWaiting ? 'RECEIVED' : 'PENDING';
}
