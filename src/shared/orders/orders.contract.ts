// Orders as the API takes and answers them (docs/product/data.md, docs/product/api.md). The rules the Place Order form and
// the server both apply are in ./orders.ts and ./order-rules.ts.
import { z } from 'zod';
import { ORDER_DOCUMENT_TYPES } from './order-documents.ts';
import { ORDER_HISTORY_EVENTS } from './orders.ts';
import { RECEIPT_STATUSES } from './payment-proof.ts';
import { OrderStatus, PaymentTerm, ShippingTerm, Timestamp, UserType, uuidParam } from '../common/common.contract.ts';
import { paymentTerm, quantityText, shippingTerm, text } from '../common/fields.contract.ts';
import { HowToPay } from '../payment/payment-instructions.contract.ts';
import { LetterOfCredit, Payments, PAYMENTS_EXAMPLE } from '../payments/payments.contract.ts';
import { ProductImage } from '../products/products.contract.ts';
import { Shipment } from '../shipments/shipments.contract.ts';

const ORDER_ID = '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d';

export const ORDER_LIST_ITEM_EXAMPLE = {
  id: ORDER_ID,
  orderNumber: 'ATH-7K3Q9P',
  productName: 'Raw cashew nuts',
  productNameFr: 'Noix de cajou brutes',
  status: 'PROCESSING',
  cost: 36250,
  incoterm: 'CIF',
  shippingType: 'CIF (Cost, Insurance and Freight)',
  paymentTerm: 'LC',
  quantityOrdered: 25,
  buyerApproved: true,
  createdAt: '2026-11-18T09:30:00.000Z',
} as const;

const RECEIPT_EXAMPLE = {
  image: `/api/order/receipt/2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b?expires=1795500000&signature=3Jx9kQ2vLm8TzYw4bHc6pN`,
  mimeType: 'application/pdf',
  fileName: 'swift-mt103-ecobank-lagos.pdf',
  uploadedAt: '2026-11-19T12:00:00.000Z',
  linkExpiresAt: '2026-11-23T10:30:00.000Z',
  status: 'VERIFIED',
  decisionNote: 'Funds received in full.',
  decidedAt: '2026-11-19T15:20:00.000Z',
} as const;

const DOCUMENT_EXAMPLE = {
  id: '6b5a4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
  type: 'BILL_OF_LADING',
  link: '/api/order/document/6b5a4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d?expires=1795500000&signature=Qp4rT8wX2cV6bL0x',
  fileName: 'bl-msc-cotonou-rotterdam.pdf',
  mimeType: 'application/pdf',
  size: 248731,
  uploadedAt: '2026-11-21T08:00:00.000Z',
  linkExpiresAt: '2026-11-23T10:30:00.000Z',
  released: true,
  outstanding: null,
} as const;

const HISTORY_EXAMPLE = {
  event: 'status',
  status: 'PROCESSING',
  actorType: 'agent',
  note: 'Loading at Cotonou port this week.',
  createdAt: '2026-11-19T15:25:00.000Z',
} as const;

export const ORDER_DETAILS_EXAMPLE = {
  ...ORDER_LIST_ITEM_EXAMPLE,
  pricePerMT: 1450,
  countryOfOrigin: 'Benin',
  country: 'Netherlands',
  port: 'Rotterdam',
  note: 'W320 grade, moisture below 8%, packed in 50 kg jute bags.',
  paymentReceipt: RECEIPT_EXAMPLE,
  product: {
    id: '4c3b2a1d-0e9f-4a8b-8c7d-6e5f4a3b2c1d',
    productName: 'Raw cashew nuts',
    productNameFr: 'Noix de cajou brutes',
    productImages: [
      { image: '/images/products/raw-cashew-nuts.webp', alt: 'Raw cashew nuts in a jute bag', isMain: true },
    ],
  },
  history: [HISTORY_EXAMPLE],
  documents: [DOCUMENT_EXAMPLE],
  requiredDocuments: [
    { type: 'COMMERCIAL_INVOICE', present: false },
    { type: 'BILL_OF_LADING', present: true },
  ],
  shipments: [],
  howToPay: null,
  proformaAvailable: true,
  payments: PAYMENTS_EXAMPLE,
  letterOfCredit: null,
} as const;

/** A row of the buyer's order tables (GET /buyer-hub/all-orders). */
export const OrderListItem = z
  .object({
    id: z.uuid(),
    orderNumber: z.string(),
    productName: z.string(),
    productNameFr: z.string().nullable().meta({ description: 'The product’s French name in the catalogue, for French readers; null: none (read productName).' }),
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
    example: ORDER_LIST_ITEM_EXAMPLE,
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
  .meta({ id: 'PaymentReceipt', example: RECEIPT_EXAMPLE });
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
    released: z.boolean().meta({
      description:
        'False for the bill of lading while instalments due against it are unpaid: its link then answers 403 to the buyer.',
    }),
    outstanding: z
      .number()
      .nullable()
      .meta({ description: 'While withheld: what is left to pay for its release (USD).' }),
  })
  .meta({ id: 'OrderDocument', example: DOCUMENT_EXAMPLE });
export type OrderDocument = z.infer<typeof OrderDocument>;

export const RequiredDocument = z.object({ type: DocumentType, present: z.boolean() }).meta({
  id: 'RequiredDocument',
  description: 'A document the order needs, and whether it is there.',
  example: { type: 'PHYTOSANITARY_CERTIFICATE', present: true },
});

export const OrderHistoryEntry = z
  .object({
    event: z.enum(ORDER_HISTORY_EVENTS),
    status: OrderStatus.nullable(),
    actorType: UserType.nullable().meta({ description: 'Who did it: the buyer, staff, or null for the system.' }),
    note: z.string().nullable(),
    createdAt: Timestamp,
  })
  .meta({ id: 'OrderHistoryEntry', example: HISTORY_EXAMPLE });
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

/** GET /order/{id}: docs/product/data.md order fields, plus the price per MT, the product and the history. */
export const OrderDetails = OrderListItem.extend({
  pricePerMT: z.number(),
  countryOfOrigin: z.string(),
  country: z.string().meta({ description: 'Destination country (English name).' }),
  port: z.string().meta({ description: 'Destination port.' }),
  note: z.string().meta({ description: "The buyer's product requirements." }),
  paymentReceipt: PaymentReceipt.nullable().meta({
    description: 'The latest payment proof (after a rejection, the buyer may upload another).',
  }),
  product: z
    .object({ id: z.uuid(), productName: z.string(), productNameFr: z.string().nullable(), productImages: z.array(ProductImage) })
    .nullable(),
  history: z.array(OrderHistoryEntry),
  documents: z.array(OrderDocument).meta({ description: 'The document pack, oldest first.' }),
  requiredDocuments: z.array(RequiredDocument),
  shipments: z.array(Shipment).meta({ description: 'How the goods travel, oldest first, each with its milestones.' }),
  howToPay: HowToPay.nullable().meta({
    description:
      'Once the order is approved and paid by transfer (TT): the amount, the reference to quote and our bank details.',
  }),
  proformaAvailable: z
    .boolean()
    .meta({ description: 'Whether GET /order/{id}/proforma answers: the order is approved and not cancelled.' }),
  payments: Payments.meta({ description: 'The payment plan: each instalment, when it falls due, what was paid.' }),
  letterOfCredit: LetterOfCredit.nullable().meta({ description: 'The letter of credit it is paid under, if any.' }),
}).meta({ id: 'OrderDetails', example: ORDER_DETAILS_EXAMPLE });
export type OrderDetails = z.infer<typeof OrderDetails>;

/** POST /order/foreign. Types only: the rules of ./orders.ts answer with the form's messages. */
export const ForeignOrderBody = z
  .object({
    productID: uuidParam('Product'),
    quantity: quantityText,
    country: text.meta({ description: 'Destination country: two-letter code or name.' }),
    countryOfOrigin: text,
    shipping: shippingTerm,
    paymentTerm: paymentTerm,
    port: text.meta({ description: 'Destination port.' }),
    productRequirement: text,
    cost: z.unknown().optional().meta({ description: 'Accepted and ignored: the server computes the cost.' }),
  })
  .meta({
    example: {
      productID: '4c3b2a1d-0e9f-4a8b-8c7d-6e5f4a3b2c1d',
      quantity: '25',
      country: 'NL',
      countryOfOrigin: 'Benin',
      shipping: 'CIF',
      paymentTerm: 'LC',
      port: 'Rotterdam',
      productRequirement: 'W320 grade, moisture below 8%, packed in 50 kg jute bags.',
    },
  });

export const OrderParams = z.object({ orderId: uuidParam('Order') });

/** GET /order/receipt/{receiptId}?expires&signature: the payment proof behind a signed link. */
export const ReceiptParams = z.object({ receiptId: z.uuid({ error: 'This receipt link is not valid.' }) });
