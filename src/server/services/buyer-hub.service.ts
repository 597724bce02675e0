import type { ActivitySummary, EnquirySummary, OrderSummary } from '../../shared/hub/buyer-hub.ts';
import { inquiryTotals, orderTotals } from '../db/queries/buyer-hub.queries.ts';
import { actor, type ServiceContext } from './context.ts';

/** docs/product/data.md activity summary: the total of non-cancelled orders in USD, and the counts. */
export async function activitySummary(ctx: ServiceContext): Promise<ActivitySummary> {
  const buyerId = actor(ctx).id;
  const [ordersOf, inquiriesOf] = await Promise.all([
    orderTotals(ctx.db, buyerId),
    inquiryTotals(ctx.db, buyerId, ctx.now()),
  ]);
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
export async function orderSummary(ctx: ServiceContext): Promise<OrderSummary> {
  const totals = await orderTotals(ctx.db, actor(ctx).id);
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
 * docs/product/data.md inquiry summary by the status each inquiry reads as now: PENDING is
 * pending, RECEIVED is a quote waiting for the buyer, and COMPLETED (a quote accepted) is
 * counted as sent, so the three add up to all inquiries.
 */
export async function enquirySummary(ctx: ServiceContext): Promise<EnquirySummary> {
  const totals = await inquiryTotals(ctx.db, actor(ctx).id, ctx.now());
  return {
    total_pending_enquiries: totals.pending,
    total_received_quote: totals.received,
    total_sent_enquiries: totals.completed,
  };
}
