// The buyer's CSV exports (GET /buyer-hub/orders.csv, /buyer-hub/inquiries.csv): their own
// orders and inquiries, the rows of My Orders and My Inquiries, filtered by the header's search
// with the rule the tables use.
import { matchesSearch } from '../../../shared/hub/buyer-hub.ts';
import type { HubExportQuery } from '../../../shared/exports/exports.contract.ts';
import { type Inquiry, inquirySearchText } from '../../../shared/inquiries/inquiries.ts';
import { orderSearchText } from '../../../shared/orders/order-answers.ts';
import type { OrderListItem } from '../../../shared/orders/orders.contract.ts';
import { inquiryListPage } from '../../db/queries/inquiries.queries.ts';
import { orderListPage } from '../../db/queries/orders.queries.ts';
import type { CsvColumn, CsvExport } from '../../http/csv-answer.ts';
import { actor, type ServiceContext } from '../context.ts';
import { everyRow, keepRows, quantityCell } from './pages.ts';

export const BUYER_ORDER_COLUMNS: readonly CsvColumn<OrderListItem>[] = [
  { header: 'Order number', cell: (order) => order.orderNumber },
  { header: 'Placed at (UTC)', cell: (order) => order.createdAt },
  { header: 'Product', cell: (order) => order.productName },
  { header: 'Quantity (MT)', cell: (order) => order.quantityOrdered },
  { header: 'Shipping terms', cell: (order) => order.incoterm },
  { header: 'Shipping type', cell: (order) => order.shippingType },
  { header: 'Payment terms', cell: (order) => order.paymentTerm },
  { header: 'Cost (USD)', cell: (order) => order.cost },
  { header: 'Status', cell: (order) => order.status },
  { header: 'Approved by you', cell: (order) => order.buyerApproved },
];

export const BUYER_INQUIRY_COLUMNS: readonly CsvColumn<Inquiry>[] = [
  { header: 'Sent at (UTC)', cell: (inquiry) => inquiry.createdAt },
  { header: 'Product', cell: (inquiry) => inquiry.productName },
  { header: 'Requirements', cell: (inquiry) => inquiry.productDescription },
  { header: 'Quantity (MT)', cell: (inquiry) => quantityCell(inquiry.quantityRequired) },
  { header: 'Shipping terms', cell: (inquiry) => inquiry.termsOfTrade },
  { header: 'Payment terms', cell: (inquiry) => inquiry.paymentTerms },
  { header: 'Destination', cell: (inquiry) => inquiry.destinationPort },
  { header: 'Status', cell: (inquiry) => inquiry.status },
];

/** Rows kept by the hub's search box, as DataTable keeps them on screen. */
const searched = <Row>(rows: AsyncIterable<Row>, q: string | undefined, text: (row: Row) => string) =>
  q ? keepRows(rows, (row) => matchesSearch(text(row), q)) : rows;

export function buyerOrdersExport(ctx: ServiceContext, query: HubExportQuery): CsvExport<OrderListItem> {
  const buyerId = actor(ctx).id;
  const rows = everyRow((page) => orderListPage(ctx.db, buyerId, page));
  return { columns: BUYER_ORDER_COLUMNS, rows: searched(rows, query.q, orderSearchText) };
}

export function buyerInquiriesExport(ctx: ServiceContext, query: HubExportQuery): CsvExport<Inquiry> {
  const buyerId = actor(ctx).id;
  const now = ctx.now();
  const rows = everyRow((page) => inquiryListPage(ctx.db, buyerId, now, page));
  return { columns: BUYER_INQUIRY_COLUMNS, rows: searched(rows, query.q, inquirySearchText) };
}
