// Orders as the API takes and answers them (SPEC §3, §7). The rules the Place Order form and
// the server both apply are in ../order.ts and ../order-rules.ts.
import { z } from 'zod';
import { ORDER_DOCUMENT_TYPES } from '../order-documents.ts';
import { ORDER_HISTORY_EVENTS } from '../order.ts';
import { RECEIPT_STATUSES } from '../payment-proof.ts';
import { OrderStatus, PaymentTerm, ShippingTerm, Timestamp, UserType, uuidParam } from './common.ts';
import { paymentTerm, quantityText, shippingTerm, text } from './fields.ts';
import { ProductImage } from './product.ts';

/** A row of the buyer's order tables (GET /buyer-hub/all-orders). */
export const OrderListItem = z
  .object({
    id: z.uuid(),
    orderNumber: z.string(),
    productName: z.string(),
    status: OrderStatus,
    cost: z.number().meta({ description: 'USD.' }),
    incoterm: ShippingTerm,
    shippingType: z.string(),
    paymentTerm: PaymentTerm,
    quantityOrdered: z.number().meta({ description: 'Metric tonnes.' }),
    buyerApproved: z.boolean(),
    createdAt: Timestamp,
  })
  .meta({
    id: 'OrderListItem',
    example: {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      orderNumber: 'ATH-7K3Q9P',
      productName: 'Cocoa beans',
      status: 'PENDING',
      cost: 66250,
      incoterm: 'FOB',
      shippingType: 'FOB (Free on Board)',
      paymentTerm: 'LC',
      quantityOrdered: 25,
      buyerApproved: false,
      createdAt: '2026-11-23T09:30:00.000Z',
    },
  });
export type OrderListItem = z.infer<typeof OrderListItem>;

/** The latest payment proof, with its verification state (../payment-proof.ts). */
export const PaymentReceipt = z
  .object({
    image: z.string().meta({ description: 'A signed, expiring link that opens the file without a bearer token.' }),
    mimeType: z.string(),
    fileName: z.string(),
    uploadedAt: Timestamp,
    linkExpiresAt: Timestamp.meta({ description: 'When the link stops working; reload the order for a fresh one.' }),
    status: z.enum(RECEIPT_STATUSES).meta({ description: 'SUBMITTED until staff verify or reject it.' }),
    decisionNote: z.string().nullable().meta({ description: 'Why it was rejected, or the verifier’s remark.' }),
    decidedAt: Timestamp.nullable(),
  })
  .meta({ id: 'PaymentReceipt' });
export type PaymentReceipt = z.infer<typeof PaymentReceipt>;

const DocumentType = z.enum(ORDER_DOCUMENT_TYPES);

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

export const OrderHistoryEntry = z
  .object({
    event: z.enum(ORDER_HISTORY_EVENTS),
    status: OrderStatus.nullable(),
    actorType: UserType.nullable().meta({ description: 'Who did it: the buyer, staff, or null for the system.' }),
    note: z.string().nullable(),
    createdAt: Timestamp,
  })
  .meta({ id: 'OrderHistoryEntry' });
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

/** GET /order/{id}: SPEC §3 order fields, plus the price per MT, the product and the history. */
export const OrderDetails = OrderListItem.extend({
  pricePerMT: z.number(),
  countryOfOrigin: z.string(),
  country: z.string().meta({ description: 'Destination country (English name).' }),
  port: z.string().meta({ description: 'Destination port.' }),
  note: z.string().meta({ description: "The buyer's product requirements." }),
  paymentReceipt: PaymentReceipt.nullable().meta({
    description: 'The latest payment proof (after a rejection, the buyer may upload another).',
  }),
  product: z.object({ id: z.uuid(), productName: z.string(), productImages: z.array(ProductImage) }).nullable(),
  history: z.array(OrderHistoryEntry),
  documents: z.array(OrderDocument).meta({ description: 'The document pack, oldest first.' }),
  requiredDocuments: z.array(RequiredDocument),
}).meta({ id: 'OrderDetails' });
export type OrderDetails = z.infer<typeof OrderDetails>;

/** POST /order/foreign. Types only: the rules of ../order.ts answer with the form's messages. */
export const ForeignOrderBody = z.object({
  productID: uuidParam('Product'),
  quantity: quantityText,
  country: text.meta({ description: 'Destination country: two-letter code or name.' }),
  countryOfOrigin: text,
  shipping: shippingTerm,
  paymentTerm: paymentTerm,
  port: text.meta({ description: 'Destination port.' }),
  productRequirement: text,
  cost: z.unknown().optional().meta({ description: 'Accepted and ignored: the server computes the cost.' }),
});

export const OrderParams = z.object({ orderId: uuidParam('Order') });

/** GET /order/receipt/{receiptId}?expires&signature: the payment proof behind a signed link. */
export const ReceiptParams = z.object({ receiptId: z.uuid({ error: 'This receipt link is not valid.' }) });
