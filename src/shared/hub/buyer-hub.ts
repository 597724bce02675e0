// Helpers of the buyer hub screens; the /buyer-hub answers are in buyer-hub.contract.ts.
import type { EnquirySummary } from './buyer-hub.contract.ts';

export type { ActivitySummary, EnquirySummary, OrderSummary } from './buyer-hub.contract.ts';

/** docs/product/screens.md: All Inquiries is the sum of the three. */
export const allEnquiries = (summary: EnquirySummary) =>
  summary.total_pending_enquiries + summary.total_received_quote + summary.total_sent_enquiries;

/** docs/product/limits.md: tables show 10 rows per page. */
export const PAGE_SIZE = 10;
