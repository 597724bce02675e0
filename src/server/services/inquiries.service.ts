import type { SubmittedInquiry } from '../../shared/inquiries/inquiries.contract.ts';
import { getSlaTargets } from './service-levels/targets.ts';
import { countryLabel } from '../../shared/common/countries.ts';
import {
  destinationCountryCode,
  type Inquiry,
  type InquiryInput,
  inquiryRefusals,
} from '../../shared/inquiries/inquiries.ts';
import { INQUIRY_COLUMNS, type InquiryRow, insertInquiry, inquiryListJson } from '../db/queries/inquiries.queries.ts';
import { answerOf } from '../db/queries/json-answer.ts';
import { findPublishedProductRow } from '../db/queries/products.queries.ts';
import { refused, refusedAll } from '../http/api-error.ts';
import { actor, type ServiceContext } from './context.ts';

export const toInquiry = (row: InquiryRow): Inquiry => answerOf<Inquiry>(INQUIRY_COLUMNS, row);

/**
 * Records a buyer's inquiry (docs/product/validation.md rules from src/shared). From a product page the
 * inquiry is linked to the product and carries its catalogue name.
 */
export async function createInquiry(ctx: ServiceContext, input: InquiryInput): Promise<SubmittedInquiry> {
  const { db } = ctx;
  const buyerId = actor(ctx).id;
  const refusals = inquiryRefusals(input);
  if (refusals.length > 0) throw refusedAll(refusals);

  let productName = input.productName.trim();
  if (input.productId) {
    const product = await findPublishedProductRow(db, input.productId);
    if (!product) throw refused('product_unavailable', 'productId');
    productName = product.productName;
  }
  const destination = input.destinationPort?.trim();
  const destinationCode = destination ? destinationCountryCode(destination) : undefined;

  const row = await insertInquiry(db, {
    buyerId,
    productId: input.productId ?? null,
    productName,
    productDescription: input.productDescription.trim(),
    quantityRequired: input.quantityRequired.trim(),
    destinationPort: destinationCode ? (countryLabel(destinationCode) ?? destinationCode) : null,
    termsOfTrade: input.termsOfTrade || null,
    paymentTerms: input.paymentTerms || null,
    // The app's clock: how long an inquiry waits for a quote is judged against it.
    createdAt: ctx.now(),
  });
  // The buyer is told when to expect a quote: the target the quotes queue is held to.
  const { quoteTurnaround } = await getSlaTargets(db);
  return { ...toInquiry(row), answerWithinMinutes: quoteTurnaround };
}

/** The buyer's inquiries, newest first, with their statuses now, as the JSON text of Inquiry[]. */
export const listInquiriesJson = (ctx: ServiceContext): Promise<string> =>
  inquiryListJson(ctx.db, actor(ctx).id, ctx.now());
