// The order desk's answers (docs/product/api.md, staff calls, orders): the buyer's order shapes of
// ./orders.contract.ts, plus what staff see besides. The server serialises through these schemas;
// islands import the types only.
import { z } from 'zod';
import { ORDER_DOCUMENT_TYPES } from './order-documents.ts';
import { RECEIPT_STATUSES } from './payment-proof.ts';
import { StaffShipment } from '../shipments/shipments.contract.ts';
import {
  ORDER_DETAILS_EXAMPLE,
  ORDER_LIST_ITEM_EXAMPLE,
  OrderDetails,
  OrderHistoryEntry,
  OrderListItem,
} from './orders.contract.ts';

export { OrderDocument, OrderParams, PaymentReceipt as OrderReceipt, RequiredDocument } from './orders.contract.ts';
export { SignedLinkQuery } from '../common/common.contract.ts';

const WAITING_FOR_EXAMPLE = {
  receiptVerification: false,
  buyerApproval: false,
  missingDocuments: ['COMMERCIAL_INVOICE'],
} as const;
const BUYER_EXAMPLE = {
  id: '5b0e3a52-6f1c-4c1e-9d7a-2f8b1c0d9e4a',
  fullName: 'Amina Bello',
  email: 'amina@bellocommodities.ng',
} as const;
export const STAFF_BUYER_EXAMPLE = { ...BUYER_EXAMPLE, phoneNumber: '+2348021234567', country: 'NG' } as const;
const STAFF_HISTORY_EXAMPLE = { ...ORDER_DETAILS_EXAMPLE.history[0], actorName: 'Kofi Mensah' } as const;

export const OrderWaitingFor = z
  .object({
    receiptVerification: z.boolean(),
    buyerApproval: z.boolean(),
    missingDocuments: z.array(z.enum(ORDER_DOCUMENT_TYPES)),
  })
  .meta({ id: 'OrderWaitingFor', description: 'What the order waits for.', example: WAITING_FOR_EXAMPLE });
export type OrderWaitingFor = z.infer<typeof OrderWaitingFor>;

const BuyerSummary = z.object({ id: z.uuid(), fullName: z.string(), email: z.string() });

// Staff read the catalogue in English: their rows leave the product's French name out.
const { productNameFr: _frenchName, ...STAFF_ORDER_ITEM_EXAMPLE } = ORDER_LIST_ITEM_EXAMPLE;

/** A row of GET /staff/orders. */
export const StaffOrderListItem = OrderListItem.omit({ productNameFr: true }).extend({
  buyer: BuyerSummary,
  receiptStatus: z.enum(RECEIPT_STATUSES).nullable(),
  waitingFor: OrderWaitingFor,
}).meta({
  id: 'StaffOrderListItem',
  example: {
    ...STAFF_ORDER_ITEM_EXAMPLE,
    buyer: BUYER_EXAMPLE,
    receiptStatus: 'VERIFIED',
    waitingFor: WAITING_FOR_EXAMPLE,
  },
});
export type StaffOrderListItem = z.infer<typeof StaffOrderListItem>;

export const StaffBuyer = BuyerSummary.extend({
  phoneNumber: z.string().nullable(),
  country: z.string().nullable(),
}).meta({ id: 'StaffBuyer', example: STAFF_BUYER_EXAMPLE });
export type StaffBuyer = z.infer<typeof StaffBuyer>;

export const StaffHistoryEntry = OrderHistoryEntry.extend({ actorName: z.string().nullable() }).meta({
  id: 'StaffHistoryEntry',
  example: STAFF_HISTORY_EXAMPLE,
});
export type StaffHistoryEntry = z.infer<typeof StaffHistoryEntry>;

/** GET /staff/orders/{id}: the buyer's order page, plus the buyer, names in the history, and what it waits for. */
export const StaffOrderDetails = OrderDetails.extend({
  buyer: StaffBuyer,
  history: z.array(StaffHistoryEntry),
  waitingFor: OrderWaitingFor,
  shipments: z.array(StaffShipment),
}).meta({
  id: 'StaffOrderDetails',
  example: {
    ...ORDER_DETAILS_EXAMPLE,
    buyer: STAFF_BUYER_EXAMPLE,
    history: [STAFF_HISTORY_EXAMPLE],
    waitingFor: WAITING_FOR_EXAMPLE,
  },
});
export type StaffOrderDetails = z.infer<typeof StaffOrderDetails>;

export const DocumentParams = z.object({ documentId: z.uuid({ error: 'This document link is not valid.' }) });
