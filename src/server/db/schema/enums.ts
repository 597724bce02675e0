import { pgEnum } from 'drizzle-orm/pg-core';
import {
  INQUIRY_STATUSES,
  MESSAGE_TYPES,
  ORDER_STATUSES,
  PAYMENT_TERMS,
  SHIPPING_TERMS,
  STORED_QUOTE_STATES,
  USER_TYPES,
} from '../../../shared/common/enums.ts';
import { ORDER_DOCUMENT_TYPES } from '../../../shared/orders/order-documents.ts';
import { ORDER_HISTORY_EVENTS } from '../../../shared/orders/orders.ts';
import { RECEIPT_STATUSES } from '../../../shared/orders/payment-proof.ts';
import { MILESTONE_EVENTS } from '../../../shared/shipments/milestones.ts';
import { LETTER_OF_CREDIT_STATUSES, PAYMENT_TRIGGERS } from '../../../shared/payments/plans.ts';

export const userType = pgEnum('user_type', USER_TYPES);
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const inquiryStatus = pgEnum('inquiry_status', INQUIRY_STATUSES);
export const shippingTerm = pgEnum('shipping_term', SHIPPING_TERMS);
export const paymentTerm = pgEnum('payment_term', PAYMENT_TERMS);
/** EXPIRED is computed from valid_until, never stored. */
export const quoteStatus = pgEnum('quote_status', STORED_QUOTE_STATES);
export const messageType = pgEnum('message_type', MESSAGE_TYPES);
export const tokenPurpose = pgEnum('token_purpose', ['verify_email', 'reset_password']);
export const orderEvent = pgEnum('order_event', ORDER_HISTORY_EVENTS);
export const receiptStatus = pgEnum('receipt_status', RECEIPT_STATUSES);
export const orderDocumentType = pgEnum('order_document_type', ORDER_DOCUMENT_TYPES);
export const shipmentEvent = pgEnum('shipment_event', MILESTONE_EVENTS);
export const paymentTrigger = pgEnum('payment_trigger', PAYMENT_TRIGGERS);
export const letterOfCreditStatus = pgEnum('letter_of_credit_status', LETTER_OF_CREDIT_STATUSES);
