// Inquiries (RFQ, docs/product/data.md, docs/product/api.md) as the API takes and answers them; the rules the form and the
// server both apply are in ./inquiries.ts.
import { z } from 'zod';
import { INQUIRY_STATUSES } from '../common/enums.ts';
import { PaymentTerm, ShippingTerm, Timestamp, uuidParam } from '../common/common.contract.ts';
import { paymentTerm, quantityText, shippingTerm, text } from '../common/fields.contract.ts';

export const INQUIRY_EXAMPLE = {
  id: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  productId: null,
  productName: 'Sesame seeds',
  productDescription: 'Hulled, 99.95% purity, 25 kg bags.',
  quantityRequired: '50',
  termsOfTrade: 'CIF',
  paymentTerms: 'LC',
  destinationPort: 'Netherlands',
  status: 'PENDING',
  createdAt: '2026-11-23T09:30:00.000Z',
} as const;

export const Inquiry = z
  .object({
    id: z.uuid(),
    productId: z.uuid().nullable(),
    productName: z.string(),
    productDescription: z.string(),
    quantityRequired: z.string(),
    termsOfTrade: ShippingTerm.nullable(),
    paymentTerms: PaymentTerm.nullable(),
    destinationPort: z.string().nullable().meta({ description: "The destination country's English name." }),
    status: z.enum(INQUIRY_STATUSES),
    createdAt: Timestamp,
  })
  .meta({
    id: 'Inquiry',
    example: INQUIRY_EXAMPLE,
  });
export type Inquiry = z.infer<typeof Inquiry>;

/**
 * POST /rfq's answer: the inquiry, and how soon the company aims to quote for it (the
 * service-level target for quotes, in minutes), so the confirmation can say when to expect one.
 */
export const SubmittedInquiry = Inquiry.extend({
  answerWithinMinutes: z.number().int().positive().meta({ description: 'The quote turnaround target, in minutes.' }),
}).meta({ id: 'SubmittedInquiry', example: { ...INQUIRY_EXAMPLE, answerWithinMinutes: 2880 } });
export type SubmittedInquiry = z.infer<typeof SubmittedInquiry>;

/** POST /rfq. Types only: the rules of ./inquiries.ts answer with the form's messages. */
export const InquiryBody = z
  .object({
    productName: text,
    productDescription: text,
    quantityRequired: quantityText,
    destinationPort: text,
    termsOfTrade: shippingTerm,
    paymentTerms: paymentTerm,
    productId: z.preprocess((v) => (v === '' || v === null ? undefined : v), uuidParam('Product').optional()),
  })
  .meta({
    example: {
      productName: 'Sesame seeds',
      productDescription: 'Hulled, 99.95% purity, 25 kg bags.',
      quantityRequired: '50',
      destinationPort: 'Netherlands',
      termsOfTrade: 'CIF',
      paymentTerms: 'LC',
    },
  });

export const InquiryParams = z.object({ id: uuidParam('Inquiry') });
