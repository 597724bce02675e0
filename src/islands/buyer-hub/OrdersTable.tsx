import { useStore } from '@nanostores/react';
import { formatDate, formatNumber, formatUsd } from '../../lib/format/numbers.ts';
import { type OrderListItem, orderSearchText } from '../../shared/order.ts';
import { $hubSearch } from '../../stores/hub-search.ts';
import DataTable, { type Column } from '../shared/DataTable.tsx';
import StatusBadge from '../shared/StatusBadge.tsx';

const COLUMNS: Column<OrderListItem>[] = [
  { header: 'Order No.', cell: (order) => <span className="nowrap">{order.orderNumber}</span> },
  { header: 'Product', cell: (order) => order.productName },
  { header: 'Date', cell: (order) => formatDate(order.createdAt) },
  { header: 'Quantity (MT)', numeric: true, cell: (order) => formatNumber(order.quantityOrdered) },
  { header: 'Shipping', cell: (order) => order.incoterm },
  { header: 'Payment', cell: (order) => order.paymentTerm },
  { header: 'Cost (USD)', numeric: true, cell: (order) => formatUsd(order.cost) },
  { header: 'Status', cell: (order) => <StatusBadge kind="order" status={order.status} /> },
  {
    header: 'Action',
    cell: (order) => (
      <a href={`/order/details/${order.id}`}>
        View<span className="visually-hidden"> order {order.orderNumber}</span>
      </a>
    ),
  },
];

/** The buyer's orders with the header search (SPEC §9 order fields) and 10 per page. */
export default function OrdersTable({ orders, caption }: { orders: OrderListItem[]; caption: string }) {
  const search = useStore($hubSearch);
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      rows={orders}
      rowKey={(order) => order.id}
      searchText={orderSearchText}
      search={search}
      noun="Order"
      empty={
        <div className="empty-state">
          <h3>There are no orders</h3>
          <p>Orders you place from a product page appear here.</p>
          <a className="btn btn-primary" href="/buy-commodities">
            Browse Products
          </a>
        </div>
      }
    />
  );
}
