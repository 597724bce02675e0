// Answers of the /buyer-hub summary calls (SPEC §3), shared by the server and the hub screens.

export interface ActivitySummary {
  /** USD, non-cancelled orders. */
  total_transactions: number;
  total_number_of_orders: number;
  total_number_of_enquiries: number;
}

export interface OrderSummary {
  total_orders: number;
  total_pending_orders: number;
  /** Orders the company confirmed and is processing. */
  total_confirmed_orders: number;
  total_shipped_orders: number;
  total_delivered_orders: number;
  total_cancelled_orders: number;
}

export interface EnquirySummary {
  total_pending_enquiries: number;
  total_received_quote: number;
  /** Completed inquiries. */
  total_sent_enquiries: number;
}

/** SPEC §2.5: All Inquiries is the sum of the three. */
export const allEnquiries = (summary: EnquirySummary) =>
  summary.total_pending_enquiries + summary.total_received_quote + summary.total_sent_enquiries;

/** SPEC §9: tables show 10 rows per page. */
export const PAGE_SIZE = 10;
