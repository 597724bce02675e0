// Helpers of the buyer hub screens; the /buyer-hub answers are in buyer-hub.contract.ts.
import type { EnquirySummary } from './buyer-hub.contract.ts';

export type { ActivitySummary, EnquirySummary, OrderSummary } from './buyer-hub.contract.ts';

/** docs/product/screens.md: All Inquiries is the sum of the three. */
export const allEnquiries = (summary: EnquirySummary) =>
  summary.total_pending_enquiries + summary.total_received_quote + summary.total_sent_enquiries;

/** docs/product/limits.md: tables show 10 rows per page. */
export const PAGE_SIZE = 10;

/**
 * docs/product/limits.md: the hub's tables keep a row when every word of the header's search
 * matches its search text, ignoring case. The tables filter with it in the browser and their
 * CSV exports on the server, so an export holds exactly the rows on screen.
 */
export function matchesSearch(text: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = text.toLowerCase();
  return words.every((word) => haystack.includes(word));
}
