// The order desk of the operations console (docs/product/api.md, orders): what the
// console sends and what it gets back. The rules themselves live in order-workflow.ts,
// payment-proof.ts and order-documents.ts.
import { z } from 'zod';
import { countryLabel } from '../common/countries.ts';
import type { OrderWaitingFor } from './orders.staff.contract.ts';
import { PageQuery } from '../common/envelope.ts';
import { errorText, type Reason, type Refusal } from '../i18n/errors.ts';
import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_TERMS,
  type PaymentTerm,
  SHIPPING_TERMS,
  type ShippingTerm,
} from '../common/enums.ts';
import { destinationCountryCode } from '../inquiries/inquiries.ts';
import { checkDestinationCountry, incompleteOrder, ORDER_LIMITS } from './orders.ts';
import { orderCost, quantityCheck } from './order-rules.ts';
import { ORDER_NOTE_MAX } from './order-workflow.ts';
import { documentChecklist, ORDER_DOCUMENT_TYPES, type OrderDocumentType } from './order-documents.ts';
import { RECEIPT_DECISIONS, RECEIPT_NOTE_MAX, type ReceiptStatus } from './payment-proof.ts';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: `${what} must be one of ${values.join(', ')}.` }).optional());

/** GET /staff/orders: filters, search and paging (page from 1, at most 100 a page). */
export const StaffOrderQuery = z.object({
  status: optionalEnum(ORDER_STATUSES, 'Status'),
  /** Shipping terms (incoterm). */
  shipping: optionalEnum(SHIPPING_TERMS, 'Shipping terms'),
  paymentTerm: optionalEnum(PAYMENT_TERMS, 'Payment terms'),
  buyerId: z.preprocess(blankToUndefined, z.uuid({ error: 'Buyer id is not valid.' }).optional()),
  /** Order number, product name, or the buyer's name or e-mail. */
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(100, { error: 'Search for at most 100 characters.' }).optional(),
  ),
  ...PageQuery.shape,
});
export type StaffOrderQuery = z.infer<typeof StaffOrderQuery>;

const note = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'The note must be text.' })
      .trim()
      .max(max, { error: `Keep the note under ${max.toLocaleString('en-US')} characters.` })
      .optional(),
  );

/** POST /staff/orders/{id}/status. Whether the move is allowed is decided by order-workflow.ts. */
export const MoveOrderBody = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}.` }),
    note: note(ORDER_NOTE_MAX),
    override: z.boolean().optional().meta({
      description: 'An admin ships although instalments due before shipping are unpaid; the note says why (audited).',
    }),
    /** An admin starts the order without its signed contract; the note says why (audited). */
    contractOverride: z.boolean().optional(),
  })
  .meta({ example: { status: 'SHIPPED', note: 'Sailed from Cotonou on MSC Aurora; ETA Rotterdam 12 December.' } });
export type MoveOrderBody = z.infer<typeof MoveOrderBody>;

/** POST /staff/orders/{id}/receipt. */
export const ReceiptDecisionBody = z
  .object({
    decision: z.enum(RECEIPT_DECISIONS, { error: 'Decision must be VERIFIED or REJECTED.' }),
    note: note(RECEIPT_NOTE_MAX),
  })
  .meta({ example: { decision: 'VERIFIED', note: 'Funds received in full.' } });
export type ReceiptDecisionBody = z.infer<typeof ReceiptDecisionBody>;

/** POST /staff/orders: an order an agent drafts for a buyer, on any terms, at the agreed price. */
export const DraftOrderBody = z
  .object({
    buyerId: z.uuid({ error: 'Choose the buyer.' }),
    productID: z.uuid({ error: 'Choose the product.' }),
    /** Country name or two-letter code. */
    countryOfOrigin: z
      .string({ error: errorText('origin_missing') })
      .trim()
      .max(100)
      .default(''),
    /** Metric tonnes, as text or a number. */
    quantity: z
      .union([z.string().max(100), z.number()], { error: 'Enter the quantity in metric tonnes.' })
      .default('')
      .transform(String),
    /** The agreed price in USD per MT; the server computes the cost from it. */
    pricePerMT: z.coerce
      .number({ error: 'Enter the agreed price in USD per MT.' })
      .positive({ error: 'The price must be more than 0.' })
      .max(10_000_000, { error: 'The price is too large.' })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        error: 'The price can have at most 2 decimals.',
      }),
    shipping: z.enum(SHIPPING_TERMS, { error: `Shipping terms must be one of ${SHIPPING_TERMS.join(', ')}.` }),
    paymentTerm: z.enum(PAYMENT_TERMS, { error: `Payment terms must be one of ${PAYMENT_TERMS.join(', ')}.` }),
    /** Destination country: name or two-letter code. */
    country: z
      .string({ error: errorText('destination_missing') })
      .trim()
      .max(100)
      .default(''),
    port: z
      .string({ error: errorText('port_missing') })
      .trim()
      .max(ORDER_LIMITS.port, { error: errorText({ code: 'port_too_long', params: { max: ORDER_LIMITS.port } }) })
      .default(''),
    note: z
      .string({ error: 'The note must be text.' })
      .trim()
      .max(ORDER_LIMITS.productRequirement, {
        error: `Keep the note under ${ORDER_LIMITS.productRequirement.toLocaleString('en-US')} characters.`,
      })
      .default(''),
  })
  .meta({
    example: {
      buyerId: '5b0e3a52-6f1c-4c1e-9d7a-2f8b1c0d9e4a',
      productID: '4c3b2a1d-0e9f-4a8b-8c7d-6e5f4a3b2c1d',
      countryOfOrigin: 'Benin',
      quantity: '25',
      pricePerMT: 1450,
      shipping: 'CIF',
      paymentTerm: 'LC',
      country: 'Netherlands',
      port: 'Rotterdam',
      note: 'Price agreed in chat on 18 November; W320 grade.',
    },
  });
export type DraftOrderBody = z.input<typeof DraftOrderBody>;
export type DraftOrderInput = z.output<typeof DraftOrderBody>;

export interface DraftedTerms {
  quantity: number;
  pricePerMT: number;
  /** USD: agreed price per MT x quantity. */
  cost: number;
  /** English country names, as orders store them. */
  countryOfOrigin: string;
  country: string;
  port: string;
}

/**
 * The rules of a drafted order beyond the field types: a positive quantity (an agent may
 * agree to less than the catalogue's minimum), a known origin and destination country,
 * a destination port. On success the terms the order is stored with, cost included.
 */
export function checkDraft(
  input: Pick<DraftOrderInput, 'quantity' | 'pricePerMT' | 'countryOfOrigin' | 'country' | 'port'>,
): { ok: true; terms: DraftedTerms } | { ok: false; refusals: Refusal[] } {
  const refusals: Refusal[] = [];
  const quantity = quantityCheck(input.quantity);
  if (!quantity.ok) refusals.push({ field: 'quantity', reason: quantity.reason });
  const origin = input.countryOfOrigin ? destinationCountryCode(input.countryOfOrigin) : undefined;
  if (!input.countryOfOrigin) refusals.push({ field: 'countryOfOrigin', reason: 'origin_missing' });
  else if (!origin) refusals.push({ field: 'countryOfOrigin', reason: 'origin_not_listed' });
  const destination = checkDestinationCountry(input.country, refusals);
  if (!input.port) refusals.push({ field: 'port', reason: 'port_missing' });
  if (refusals.length > 0 || !quantity.ok || !origin || !destination) {
    return incompleteOrder(refusals);
  }
  return {
    ok: true,
    terms: {
      quantity: quantity.value,
      pricePerMT: input.pricePerMT,
      cost: orderCost(input.pricePerMT, quantity.value),
      countryOfOrigin: countryLabel(origin) ?? origin,
      country: countryLabel(destination) ?? destination,
      port: input.port,
    },
  };
}

/** Multipart field `type` of POST /staff/orders/{id}/documents. */
/** A document type the desk does not know (the upload form's `type` field). */
export const UNKNOWN_DOCUMENT_TYPE: Reason = {
  code: 'document_type_unknown',
  params: { types: ORDER_DOCUMENT_TYPES.join(', ') },
};
export const DocumentTypeField = z.enum(ORDER_DOCUMENT_TYPES, { error: errorText(UNKNOWN_DOCUMENT_TYPE) });

// ---------------------------------------------------------------------------------------
// Answers: their schemas are in orders.staff.contract.ts.

export type {
  OrderWaitingFor,
  StaffBuyer,
  StaffHistoryEntry,
  StaffOrderDetails,
  StaffOrderListItem,
} from './orders.staff.contract.ts';

/**
 * What an order waits for: proof to verify (while not cancelled), the buyer's approval
 * (while open), and the required documents not yet on it (while not cancelled).
 */
export function orderWaitingFor(order: {
  status: OrderStatus;
  buyerApproved: boolean;
  incoterm: ShippingTerm;
  paymentTerm: PaymentTerm;
  category: string | null;
  receiptStatus: ReceiptStatus | null;
  documentTypes: readonly OrderDocumentType[];
}): OrderWaitingFor {
  const cancelled = order.status === 'CANCELLED';
  const open = !cancelled && order.status !== 'DELIVERED';
  return {
    receiptVerification: !cancelled && order.receiptStatus === 'SUBMITTED',
    buyerApproval: open && !order.buyerApproved,
    missingDocuments: cancelled
      ? []
      : documentChecklist(
          order,
          order.documentTypes.map((type) => ({ type })),
        )
          .filter((item) => !item.present)
          .map((item) => item.type),
  };
}
