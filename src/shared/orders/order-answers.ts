// Helpers over an order as the API answers it (orders.contract.ts): the text the order tables
// search and the history timeline the buyer sees. Apart from orders.ts so the rules there
// never import the contract that validates with them.
import type { OrderStatus } from '../common/enums.ts';
import type { OrderDetails, OrderHistoryEntry, OrderListItem, PaymentReceipt } from './orders.contract.ts';

/** docs/product/limits.md: order tables search these fields. */
export const orderSearchText = (order: OrderListItem) =>
  [order.incoterm, order.shippingType, order.paymentTerm, order.productName, order.status, order.orderNumber].join(' ');

// ---------------------------------------------------------------------------------------
// The history timeline of docs/product/states.md.

export type TimelineStepKey = 'placed' | 'payment' | 'shipped' | 'delivered';
export type TimelineStepState = 'done' | 'next' | 'upcoming';

export interface TimelineStep {
  key: TimelineStepKey;
  label: string;
  state: TimelineStepState;
  /** When the step happened, if it has. */
  date: string | null;
  /** The rule leading to this step is greyed: PENDING greys the later steps, PROCESSING the delivery. */
  greyed: boolean;
}

export type Timeline =
  { cancelled: true; date: string | null; reason: string | null } | { cancelled: false; steps: TimelineStep[] };

export const STEP_LABELS: Record<TimelineStepKey, string> = {
  placed: 'Order Placed',
  payment: 'Payment',
  shipped: 'Order Shipped',
  delivered: 'Order Delivered',
};

type TimelineOrder = Pick<OrderDetails, 'status' | 'createdAt' | 'history'> & {
  paymentReceipt: Pick<PaymentReceipt, 'uploadedAt' | 'status'> | null;
};

const statusEntry = (order: TimelineOrder, status: OrderStatus) =>
  order.history.findLast((entry) => entry.event === 'status' && entry.status === status);
const statusDate = (order: TimelineOrder, status: OrderStatus) => statusEntry(order, status)?.createdAt ?? null;

/**
 * The notes our staff wrote to the buyer with each move of the order, newest first: the order
 * page shows them under its history (a payment decision's note shows with the payment proof).
 */
export const teamNotes = (history: readonly OrderHistoryEntry[]) =>
  history.filter((entry) => entry.event === 'status' && entry.note && entry.actorType !== 'buyer').reverse();

/**
 * Steps Order Placed, Payment, Order Shipped, Order Delivered, each with its time. A step
 * is done once it happened (payment: proof was uploaded and not rejected, or the goods have
 * shipped); the first step not done is 'next' (highlighted), the ones after it 'upcoming'
 * (dimmed). A cancelled order shows only 'Order Cancelled', with the reason given.
 */
export function orderTimeline(order: TimelineOrder): Timeline {
  if (order.status === 'CANCELLED') {
    const entry = statusEntry(order, 'CANCELLED');
    return { cancelled: true, date: entry?.createdAt ?? null, reason: entry?.note ?? null };
  }
  const shipped = order.status === 'SHIPPED' || order.status === 'DELIVERED';
  const delivered = order.status === 'DELIVERED';
  const proof = order.paymentReceipt && order.paymentReceipt.status !== 'REJECTED' ? order.paymentReceipt : null;
  const happened: Record<TimelineStepKey, { done: boolean; date: string | null }> = {
    placed: { done: true, date: order.createdAt },
    payment: { done: Boolean(proof) || shipped, date: proof?.uploadedAt ?? null },
    shipped: { done: shipped, date: statusDate(order, 'SHIPPED') },
    delivered: { done: delivered, date: statusDate(order, 'DELIVERED') },
  };
  const keys: TimelineStepKey[] = ['placed', 'payment', 'shipped', 'delivered'];
  const firstOpen = keys.findIndex((key) => !happened[key].done);
  return {
    cancelled: false,
    steps: keys.map((key, index) => ({
      key,
      label: STEP_LABELS[key],
      state: happened[key].done ? 'done' : index === firstOpen ? 'next' : 'upcoming',
      date: happened[key].date,
      greyed:
        (order.status === 'PENDING' && (key === 'shipped' || key === 'delivered')) ||
        (order.status === 'PROCESSING' && key === 'delivered'),
    })),
  };
}
