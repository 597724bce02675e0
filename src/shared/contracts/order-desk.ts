// The order desk's answers (ARCHITECTURE, Staff API, orders): the buyer's order shapes of
// ./order.ts, plus what staff see besides. The server serialises through these schemas;
// islands import the types only.
import { z } from 'zod';
import { ORDER_DOCUMENT_TYPES } from '../order-documents.ts';
import { RECEIPT_STATUSES } from '../payment-proof.ts';
import { OrderDetails, OrderHistoryEntry, OrderListItem } from './order.ts';

export { OrderDocument, OrderParams, PaymentReceipt as OrderReceipt, RequiredDocument } from './order.ts';
export { SignedLinkQuery } from './common.ts';

export const OrderWaitingFor = z
  .object({
    receiptVerification: z.boolean(),
    buyerApproval: z.boolean(),
    missingDocuments: z.array(z.enum(ORDER_DOCUMENT_TYPES)),
  })
  .meta({ id: 'OrderWaitingFor', description: 'What the order waits for.' });
export type OrderWaitingFor = z.infer<typeof OrderWaitingFor>;

const BuyerSummary = z.object({ id: z.uuid(), fullName: z.string(), email: z.string() });

/** A row of GET /staff/orders. */
export const StaffOrderListItem = OrderListItem.extend({
  buyer: BuyerSummary,
  receiptStatus: z.enum(RECEIPT_STATUSES).nullable(),
  waitingFor: OrderWaitingFor,
}).meta({ id: 'StaffOrderListItem' });
export type StaffOrderListItem = z.infer<typeof StaffOrderListItem>;

export const StaffBuyer = BuyerSummary.extend({
  phoneNumber: z.string().nullable(),
  country: z.string().nullable(),
}).meta({ id: 'StaffBuyer' });
export type StaffBuyer = z.infer<typeof StaffBuyer>;

export const StaffHistoryEntry = OrderHistoryEntry.extend({ actorName: z.string().nullable() }).meta({
  id: 'StaffHistoryEntry',
});
export type StaffHistoryEntry = z.infer<typeof StaffHistoryEntry>;

/** GET /staff/orders/{id}: the buyer's order page, plus the buyer, names in the history, and what it waits for. */
export const StaffOrderDetails = OrderDetails.extend({
  buyer: StaffBuyer,
  history: z.array(StaffHistoryEntry),
  waitingFor: OrderWaitingFor,
}).meta({ id: 'StaffOrderDetails' });
export type StaffOrderDetails = z.infer<typeof StaffOrderDetails>;

export const DocumentParams = z.object({ documentId: z.uuid({ error: 'This document link is not valid.' }) });
