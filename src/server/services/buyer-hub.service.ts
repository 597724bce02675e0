import type { ActivitySummary, EnquirySummary, OrderSummary } from '../../shared/hub/buyer-hub.ts';
import type { Db } from '../db/client.ts';
import { inquiryTotals, orderTotals } from '../db/queries/buyer-hub.queries.ts';

/** docs/product/data.md activity summary: the total of non-cancelled orders in USD, and the counts. */
export async function activitySummary(db: Db, buyerId: string, now: Date): Promise<ActivitySummary> {
  const [ordersOf, inquiriesOf] = await Promise.all([orderTotals(db, buyerId), inquiryTotals(db, buyerId, now)]);
  return {
    total_transactions: Math.round(ordersOf.transactions * 100) / 100,
    total_number_of_orders: ordersOf.orders,
    total_number_of_enquiries: inquiriesOf.inquiries,
  };
}

/**
 * docs/product/data.md order summary. There is no CONFIRMED status: an order the company has confirmed
 * is PROCESSING, so that is what "confirmed" counts.
 */
export async function orderSummary(db: Db, buyerId: string): Promise<OrderSummary> {
  const totals = await orderTotals(db, buyerId);
  return {
    total_orders: totals.orders,
    total_pending_orders: totals.pending,
    total_confirmed_orders: totals.processing,
    total_shipped_orders: totals.shipped,
    total_delivered_orders: totals.delivered,
    total_cancelled_orders: totals.cancelled,
  };
}

/**
 * docs/product/data.md inquiry summary by the status each inquiry reads as at `now`: PENDING is
 * pending, RECEIVED is a quote waiting for the buyer, and COMPLETED (a quote accepted) is
 * counted as sent, so the three add up to all inquiries.
 */
export async function enquirySummary(db: Db, buyerId: string, now: Date): Promise<EnquirySummary> {
  const totals = await inquiryTotals(db, buyerId, now);
  return {
    total_pending_enquiries: totals.pending,
    total_received_quote: totals.received,
    total_sent_enquiries: totals.completed,
  };
}
