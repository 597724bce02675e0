// Enumerations shared by the browser, the server and the database schema.

export const USER_TYPES = ['buyer', 'agent', 'admin', 'editor'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Staff who talk with buyers (chat, disputes); content editors are staff but not in this list. */
export const STAFF_TYPES: readonly UserType[] = ['agent', 'admin'];

export const ORDER_STATUSES = ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

export const INQUIRY_STATUSES = ['PENDING', 'RECEIVED', 'COMPLETED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  PENDING: 'Pending',
  RECEIVED: 'Received',
  COMPLETED: 'Completed',
};

/**
 * Quote states (docs/product/states.md). EXPIRED is never stored: a quote reads as
 * expired once its validUntil has passed, so expiry cannot depend on a job that might not run.
 */
export const QUOTE_STATES = ['ACTIVE', 'ACCEPTED', 'DECLINED', 'SUPERSEDED', 'EXPIRED'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];
export const STORED_QUOTE_STATES = ['ACTIVE', 'ACCEPTED', 'DECLINED', 'SUPERSEDED'] as const;
export type StoredQuoteState = (typeof STORED_QUOTE_STATES)[number];
export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  ACTIVE: 'Active',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  SUPERSEDED: 'Superseded',
  EXPIRED: 'Expired',
};

/** Incoterms offered to buyers (docs/product/limits.md). */
export const SHIPPING_TERMS = ['FOB', 'CIF', 'CFR', 'LOCAL'] as const;
export type ShippingTerm = (typeof SHIPPING_TERMS)[number];
export const SHIPPING_TERM_LABELS: Record<ShippingTerm, string> = {
  FOB: 'FOB (Free on Board)',
  CIF: 'CIF (Cost, Insurance, and Freight)',
  CFR: 'CFR (Cost and Freight)',
  LOCAL: 'LOCAL (Local Delivery)',
};

export const PAYMENT_TERMS = ['LC', 'DP', 'CAD', 'TT'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];
export const PAYMENT_TERM_LABELS: Record<PaymentTerm, string> = {
  LC: 'LC (Letter of Credit)',
  DP: 'DP (Documents Against Payment)',
  CAD: 'CAD (Cash Against Documents)',
  TT: 'TT (Telegraphic Transfer)',
};

/** ORDER and QUOTE messages are cards the server creates when staff draft an order or send a quote. */
/** ATTACHMENT: a file (PDF or image) sent in the chat, its name in `message`. */
export const MESSAGE_TYPES = ['MESSAGE', 'ORDER', 'QUOTE', 'ATTACHMENT'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The chat text that asks an agent to start drafting an order (docs/product/screens.md). */
export const START_NEW_ORDER = 'START_NEW_ORDER';

export const FOCUS_CATEGORIES = ['Agro-Commodities', 'Textile', 'Finished Goods'] as const;
export type FocusCategory = (typeof FOCUS_CATEGORIES)[number];
