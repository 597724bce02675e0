// The console's CSV exports (GET /staff/orders.csv, buyers.csv, inquiries.csv, sla.csv): each
// list's rows read through the list's own service a page at a time, with its filters.
import type { BuyerListItem } from '../../../shared/buyers/buyers.staff.contract.ts';
import type {
  BuyerExportQuery,
  StaffInquiryExportQuery,
  StaffOrderExportQuery,
} from '../../../shared/exports/exports.contract.ts';
import type { AgentStats, DurationStats, SlaMetricReport } from '../../../shared/chat/chat.staff.contract.ts';
import type { StaffInquiry } from '../../../shared/inquiries/inquiries.staff.contract.ts';
import type { StaffOrderListItem } from '../../../shared/orders/orders.staff.contract.ts';
import type { Quote } from '../../../shared/quotes/quotes.contract.ts';
import { SLA_METRIC_LABELS } from '../../../shared/service-levels/service-levels.ts';
import { quotesOfInquiries } from '../../db/queries/quotes.queries.ts';
import type { CsvColumn, CsvExport } from '../../http/csv-answer.ts';
import { type ServiceContext, stoppedAt } from '../context.ts';
import { listStaffOrders } from '../orders.staff.service.ts';
import { toQuote } from '../quotes.service.ts';
import { serviceLevelReport } from '../service-levels/report.ts';
import { listBuyers } from '../buyers.staff.service.ts';
import { listStaffInquiries } from '../inquiries.staff.service.ts';
import { everyPage, everyRow, quantityCell } from './pages.ts';

export const STAFF_ORDER_COLUMNS: readonly CsvColumn<StaffOrderListItem>[] = [
  { header: 'Order number', cell: (order) => order.orderNumber },
  { header: 'Placed at (UTC)', cell: (order) => order.createdAt },
  { header: 'Buyer', cell: (order) => order.buyer.fullName },
  { header: 'Buyer e-mail', cell: (order) => order.buyer.email },
  { header: 'Product', cell: (order) => order.productName },
  { header: 'Quantity (MT)', cell: (order) => order.quantityOrdered },
  { header: 'Shipping terms', cell: (order) => order.incoterm },
  { header: 'Shipping type', cell: (order) => order.shippingType },
  { header: 'Payment terms', cell: (order) => order.paymentTerm },
  { header: 'Cost (USD)', cell: (order) => order.cost },
  { header: 'Status', cell: (order) => order.status },
  { header: 'Approved by buyer', cell: (order) => order.buyerApproved },
  { header: 'Payment proof', cell: (order) => order.receiptStatus },
  { header: 'Waiting for verification', cell: (order) => order.waitingFor.receiptVerification },
  { header: 'Waiting for buyer approval', cell: (order) => order.waitingFor.buyerApproval },
  { header: 'Missing documents', cell: (order) => order.waitingFor.missingDocuments.join(' ') },
  { header: 'Order id', cell: (order) => order.id },
];

export const BUYER_COLUMNS: readonly CsvColumn<BuyerListItem>[] = [
  { header: 'Name', cell: (buyer) => buyer.fullName },
  { header: 'E-mail', cell: (buyer) => buyer.email },
  { header: 'Phone', cell: (buyer) => buyer.phoneNumber },
  { header: 'Country', cell: (buyer) => buyer.country },
  { header: 'E-mail verified', cell: (buyer) => buyer.verified },
  { header: 'Suspended', cell: (buyer) => buyer.suspended },
  { header: 'Last signed in at (UTC)', cell: (buyer) => buyer.lastSignedInAt },
  { header: 'Joined at (UTC)', cell: (buyer) => buyer.createdAt },
  { header: 'Buyer id', cell: (buyer) => buyer.id },
];

/** A row of the inquiries export: an inquiry with one of its quote versions (none yet: one row, quote cells empty). */
export interface InquiryQuoteRow {
  inquiry: StaffInquiry;
  quote: Quote | null;
}

export const INQUIRY_QUOTE_COLUMNS: readonly CsvColumn<InquiryQuoteRow>[] = [
  { header: 'Inquiry id', cell: ({ inquiry }) => inquiry.id },
  { header: 'Sent at (UTC)', cell: ({ inquiry }) => inquiry.createdAt },
  { header: 'Buyer', cell: ({ inquiry }) => inquiry.buyer.fullName },
  { header: 'Buyer e-mail', cell: ({ inquiry }) => inquiry.buyer.email },
  { header: 'Buyer country', cell: ({ inquiry }) => inquiry.buyer.country },
  { header: 'Product', cell: ({ inquiry }) => inquiry.productName },
  { header: 'Requirements', cell: ({ inquiry }) => inquiry.productDescription },
  { header: 'Quantity (MT)', cell: ({ inquiry }) => quantityCell(inquiry.quantityRequired) },
  { header: 'Shipping terms', cell: ({ inquiry }) => inquiry.termsOfTrade },
  { header: 'Payment terms', cell: ({ inquiry }) => inquiry.paymentTerms },
  { header: 'Destination', cell: ({ inquiry }) => inquiry.destinationPort },
  { header: 'Status', cell: ({ inquiry }) => inquiry.status },
  { header: 'Waiting since (UTC)', cell: ({ inquiry }) => inquiry.waitingSince },
  { header: 'Quote due at (UTC)', cell: ({ inquiry }) => inquiry.dueAt },
  { header: 'Quote version', cell: ({ quote }) => quote?.version },
  { header: 'Quote state', cell: ({ quote }) => quote?.state },
  { header: 'Quoted at (UTC)', cell: ({ quote }) => quote?.createdAt },
  { header: 'Quoted by', cell: ({ quote }) => quote?.quotedBy },
  { header: 'Origin', cell: ({ quote }) => quote?.countryOfOrigin },
  { header: 'Quoted quantity (MT)', cell: ({ quote }) => quote?.quantity },
  { header: 'Price per MT (USD)', cell: ({ quote }) => quote?.pricePerMT },
  { header: 'Total (USD)', cell: ({ quote }) => quote?.total },
  { header: 'Incoterm', cell: ({ quote }) => quote && `${quote.incoterm} ${quote.namedPlace}` },
  { header: 'Quote payment terms', cell: ({ quote }) => quote?.paymentTerm },
  { header: 'Lead time (days)', cell: ({ quote }) => quote?.leadTimeDays },
  { header: 'Valid until (UTC)', cell: ({ quote }) => quote?.validUntil },
  { header: 'Decided at (UTC)', cell: ({ quote }) => quote?.decidedAt },
  { header: 'Decline reason', cell: ({ quote }) => quote?.declineReason },
  { header: 'Order id', cell: ({ quote }) => quote?.orderId },
];

/** A row of the service-level export: one metric, overall or for one agent. */
export interface ServiceLevelRow {
  report: { from: string; to: string };
  metric: SlaMetricReport;
  agent: AgentStats['agent'] | null;
  stats: DurationStats;
}

export const SERVICE_LEVEL_COLUMNS: readonly CsvColumn<ServiceLevelRow>[] = [
  { header: 'Metric', cell: ({ metric }) => SLA_METRIC_LABELS[metric.metric] },
  { header: 'Metric key', cell: ({ metric }) => metric.metric },
  { header: 'Agent', cell: ({ agent }) => agent?.fullName ?? 'All agents' },
  { header: 'Agent id', cell: ({ agent }) => agent?.id },
  { header: 'Target (minutes)', cell: ({ metric }) => metric.targetMinutes },
  { header: 'Recorded', cell: ({ metric }) => metric.available },
  { header: 'Answered', cell: ({ stats }) => stats.count },
  { header: 'Median (minutes)', cell: ({ stats }) => stats.medianMinutes },
  { header: 'p90 (minutes)', cell: ({ stats }) => stats.p90Minutes },
  { header: 'Overdue now', cell: ({ metric, agent }) => (agent ? null : metric.overdueCount) },
  { header: 'From (UTC)', cell: ({ report }) => report.from },
  { header: 'To (UTC)', cell: ({ report }) => report.to },
];

/** GET /staff/orders.csv: the order desk's list with its filters, every page. */
export function staffOrdersExport(ctx: ServiceContext, query: StaffOrderExportQuery): CsvExport<StaffOrderListItem> {
  const rows = everyRow(
    async ({ page, limit }) => (await listStaffOrders(ctx, { ...query, page, pageSize: limit })).items,
  );
  return { columns: STAFF_ORDER_COLUMNS, rows };
}

/** GET /staff/buyers.csv: the Buyers screen's search, every page. */
export function buyersExport(ctx: ServiceContext, query: BuyerExportQuery): CsvExport<BuyerListItem> {
  const rows = everyRow(async ({ page, limit }) => (await listBuyers(ctx, { ...query, page, pageSize: limit })).items);
  return { columns: BUYER_COLUMNS, rows };
}

/** Each inquiry of a page followed by its quote versions, oldest first. */
async function* withQuotes(
  ctx: ServiceContext,
  pages: AsyncIterable<readonly StaffInquiry[]>,
  now: Date,
): AsyncGenerator<InquiryQuoteRow> {
  for await (const inquiries of pages) {
    const quotes = await quotesOfInquiries(
      ctx.db,
      inquiries.map((inquiry) => inquiry.id),
    );
    for (const inquiry of inquiries) {
      const versions = quotes
        .filter((quote) => quote.inquiryId === inquiry.id)
        .sort((a, b) => a.version - b.version)
        .map((quote) => toQuote(quote, now));
      if (versions.length === 0) yield { inquiry, quote: null };
      for (const quote of versions) yield { inquiry, quote };
    }
  }
}

/** GET /staff/inquiries.csv: the inquiry queue with its filters and order, each inquiry with every quote version. */
export function staffInquiriesExport(ctx: ServiceContext, query: StaffInquiryExportQuery): CsvExport<InquiryQuoteRow> {
  // One moment for the whole file: every page and quote state is read as of the request.
  const now = ctx.now();
  const atRequest = stoppedAt(ctx, now);
  // Whole pages, so the quotes of a page of inquiries are read in one query.
  const pages = everyPage(
    async ({ page, limit }) => (await listStaffInquiries(atRequest, { ...query, page, pageSize: limit })).items,
  );
  return { columns: INQUIRY_QUOTE_COLUMNS, rows: withQuotes(ctx, pages, now) };
}

/** GET /staff/sla.csv: the service-level report, one row per metric overall and per agent. */
export function serviceLevelsExport(ctx: ServiceContext): CsvExport<ServiceLevelRow> {
  async function* rows(): AsyncGenerator<ServiceLevelRow> {
    const report = await serviceLevelReport(ctx);
    for (const metric of report.metrics) {
      yield { report, metric, agent: null, stats: metric.overall };
      for (const { agent, ...stats } of metric.agents) yield { report, metric, agent, stats };
    }
  }
  return { columns: SERVICE_LEVEL_COLUMNS, rows: rows() };
}
