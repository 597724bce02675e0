// The order desk's answers (ARCHITECTURE, Staff API, orders) and the order-document and
// payment-proof shapes the buyer's order page shares with it. The server serialises
// through these schemas; islands import the types only.
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_TERMS, SHIPPING_TERMS, USER_TYPES } from '../enums.ts';
import { ORDER_DOCUMENT_TYPES } from '../order-documents.ts';
import { RECEIPT_STATUSES } from '../payment-proof.ts';
import { ProductImage } from './product.ts';

const Timestamp = z.iso.datetime().meta({ example: '2026-11-23T09:30:00.000Z' });
const OrderStatus = z.enum(ORDER_STATUSES);
const DocumentType = z.enum(ORDER_DOCUMENT_TYPES);
const ReceiptStatus = z.enum(RECEIPT_STATUSES);

/** A document of an order's pack, opened through a signed, expiring link. */
export const OrderDocument = z
  .object({
    id: z.uuid(),
    type: DocumentType,
    link: z.string().meta({ description: 'A signed link that opens the file without a bearer token.' }),
    fileName: z.string(),
    mimeType: z.string(),
    size: z.int().meta({ description: 'Bytes.' }),
    uploadedAt: Timestamp,
    linkExpiresAt: Timestamp,
  })
  .meta({ id: 'OrderDocument' });
export type OrderDocument = z.infer<typeof OrderDocument>;

export const RequiredDocument = z
  .object({ type: DocumentType, present: z.boolean() })
  .meta({ id: 'RequiredDocument', description: 'A document the order needs, and whether it is there.' });

/** The latest payment proof, with its verification state. */
export const OrderReceipt = z
  .object({
    image: z.string().meta({ description: 'A signed, expiring link that opens the file without a bearer token.' }),
    mimeType: z.string(),
    fileName: z.string(),
    uploadedAt: Timestamp,
    linkExpiresAt: Timestamp,
    status: ReceiptStatus,
    decisionNote: z.string().nullable().meta({ description: 'Why it was rejected, or the verifier’s remark.' }),
    decidedAt: Timestamp.nullable(),
  })
  .meta({ id: 'OrderReceipt' });

export const OrderWaitingFor = z
  .object({
    receiptVerification: z.boolean(),
    buyerApproval: z.boolean(),
    missingDocuments: z.array(DocumentType),
  })
  .meta({ id: 'OrderWaitingFor', description: 'What the order waits for.' });
export type OrderWaitingFor = z.infer<typeof OrderWaitingFor>;

const listFields = {
  id: z.uuid(),
  orderNumber: z.string(),
  productName: z.string(),
  status: OrderStatus,
  cost: z.number().meta({ description: 'USD.' }),
  incoterm: z.enum(SHIPPING_TERMS),
  shippingType: z.string(),
  paymentTerm: z.enum(PAYMENT_TERMS),
  quantityOrdered: z.number().meta({ description: 'Metric tonnes.' }),
  buyerApproved: z.boolean(),
  createdAt: Timestamp,
};

/** A row of GET /staff/orders. */
export const StaffOrderListItem = z
  .object({
    ...listFields,
    buyer: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
    receiptStatus: ReceiptStatus.nullable(),
    waitingFor: OrderWaitingFor,
  })
  .meta({ id: 'StaffOrderListItem' });
export type StaffOrderListItem = z.infer<typeof StaffOrderListItem>;

export const StaffBuyer = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    country: z.string().nullable(),
  })
  .meta({ id: 'StaffBuyer' });
export type StaffBuyer = z.infer<typeof StaffBuyer>;

export const StaffHistoryEntry = z
  .object({
    event: z.enum(['status', 'approved', 'receipt', 'receipt_verified', 'receipt_rejected', 'document']),
    status: OrderStatus.nullable(),
    actorType: z.enum(USER_TYPES).nullable(),
    actorName: z.string().nullable(),
    note: z.string().nullable(),
    createdAt: Timestamp,
  })
  .meta({ id: 'StaffHistoryEntry' });
export type StaffHistoryEntry = z.infer<typeof StaffHistoryEntry>;

/** GET /staff/orders/{id}: the buyer's order page, plus the buyer, names in the history, and what it waits for. */
export const StaffOrderDetails = z
  .object({
    ...listFields,
    pricePerMT: z.number(),
    countryOfOrigin: z.string(),
    country: z.string().meta({ description: 'Destination country (English name).' }),
    port: z.string(),
    note: z.string(),
    paymentReceipt: OrderReceipt.nullable(),
    product: z.object({ id: z.uuid(), productName: z.string(), productImages: z.array(ProductImage) }).nullable(),
    documents: z.array(OrderDocument),
    requiredDocuments: z.array(RequiredDocument),
    buyer: StaffBuyer,
    history: z.array(StaffHistoryEntry),
    waitingFor: OrderWaitingFor,
  })
  .meta({ id: 'StaffOrderDetails' });
export type StaffOrderDetails = z.infer<typeof StaffOrderDetails>;

export const OrderParams = z.object({ orderId: z.uuid({ error: 'Order id is not valid.' }) });
export const DocumentParams = z.object({ documentId: z.uuid({ error: 'This document link is not valid.' }) });
/** Lenient on purpose: a mangled link is refused by the signature check with one clear message. */
export const SignedLinkQuery = z.object({
  expires: z.string().default(''),
  signature: z.string().max(200).default(''),
});
