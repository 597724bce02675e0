// Inquiries (RFQ, docs/product/data.md and docs/product/validation.md): the payload, the rules both the forms and the server
// apply, and the shape the API answers with. Plain functions, so the home page's inquiry
// modal stays light.
import type { FieldError } from '../common/api-types.ts';
import { countryCode, isCountryCode } from '../common/countries.ts';
import type { Inquiry } from './inquiries.contract.ts';
import type { InquiryStatus, PaymentTerm, ShippingTerm } from '../common/enums.ts';
import { quantityCheck } from '../orders/order-rules.ts';
import { errorText, type Refusal } from '../i18n/errors.ts';
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
 * given, must be a known country. Returns every refusal, by field (src/shared/i18n/errors.ts).
 */
export function inquiryRefusals(input: InquiryInput): Refusal[] {
  const refusals: Refusal[] = [];
  const productName = input.productName.trim();
  const description = input.productDescription.trim();
  if (!productName) refusals.push({ field: 'productName', reason: 'inquiry_product_missing' });
  else if (productName.length > INQUIRY_LIMITS.productName) {
    refusals.push({
      field: 'productName',
      reason: { code: 'product_name_too_long', params: { max: INQUIRY_LIMITS.productName } },
    });
  }
  if (!description) refusals.push({ field: 'productDescription', reason: 'requirements_missing' });
  else if (description.length > INQUIRY_LIMITS.productDescription) {
    refusals.push({
      field: 'productDescription',
      reason: { code: 'requirements_too_long', params: { max: INQUIRY_LIMITS.productDescription } },
    });
  }
  const quantity = input.quantityRequired.trim();
  if (quantity.length > INQUIRY_LIMITS.quantityRequired) {
    refusals.push({ field: 'quantityRequired', reason: 'quantity_not_tonnes' });
  } else {
    const parsed = quantityCheck(quantity);
    if (!parsed.ok) refusals.push({ field: 'quantityRequired', reason: parsed.reason });
  }
  const destination = input.destinationPort?.trim() ?? '';
  if (destination && !destinationCountryCode(destination)) {
    refusals.push({ field: 'destinationPort', reason: 'destination_unknown' });
  }
  return refusals;
}

/** inquiryRefusals in English, as the server answers them. */
export const inquiryErrors = (input: InquiryInput): FieldError[] =>
  inquiryRefusals(input).map(({ field, reason }) => ({ field, message: errorText(reason) }));

/** A destination given as a two-letter code or a country name (English or native), as a code. */
export function destinationCountryCode(value: string): string | undefined {
  const text = value.trim();
  if (/^[a-z]{2}$/i.test(text)) return isCountryCode(text) ? text.toUpperCase() : undefined;
  return countryCode(text);
}

export type { Inquiry } from './inquiries.contract.ts';

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
