// The query strings of the CSV exports (exports.ts): each is its list's query without paging,
// so an export reads the very filters the list on screen reads, checked by the same schema.
import { z } from 'zod';
import { BuyerSearchQuery } from '../buyers/buyers.staff.contract.ts';
import { StaffInquiryQuery } from '../inquiries/inquiries.staff.contract.ts';
import { StaffOrderQuery } from '../orders/orders.staff.ts';

const WITHOUT_PAGING = { page: true, pageSize: true } as const;

/**
 * The hub's lists are filtered in the browser by the header's search box (docs/product/limits.md);
 * its export takes the same words as `q` and applies the same rule (matchesSearch).
 */
export const HubExportQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200, { error: 'Keep the search under 200 characters.' })
    .optional()
    .transform((value) => value || undefined)
    .meta({ description: 'The words typed in the hub header’s search box; every word must match.' }),
});
export type HubExportQuery = z.output<typeof HubExportQuery>;

export const StaffOrderExportQuery = StaffOrderQuery.omit(WITHOUT_PAGING);
export type StaffOrderExportQuery = z.output<typeof StaffOrderExportQuery>;

export const BuyerExportQuery = BuyerSearchQuery.omit(WITHOUT_PAGING);
export type BuyerExportQuery = z.output<typeof BuyerExportQuery>;

export const StaffInquiryExportQuery = StaffInquiryQuery.omit(WITHOUT_PAGING);
export type StaffInquiryExportQuery = z.output<typeof StaffInquiryExportQuery>;
