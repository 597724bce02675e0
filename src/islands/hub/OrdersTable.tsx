import { orderSearchText } from '../../shared/orders/order-answers.ts';
import type { OrderListItem } from '../../shared/orders/orders.contract.ts';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import { productNameIn } from '../../shared/i18n/trade-names.ts';
import DataTable, { type Column } from '../shared/DataTable.tsx';
import EmptyState from '../shared/EmptyState.tsx';
import StatusBadge from '../shared/StatusBadge.tsx';
import type { ApiData } from '../shared/useApiData.ts';
import { Loaded } from './SignedIn.tsx';

const text = messages('hub/orders-table', {
  number: 'Order No.',
  product: 'Product',
  date: 'Date',
  quantity: 'Quantity (MT)',
  shipping: 'Shipping',
  payment: 'Payment',
  cost: 'Cost (USD)',
  status: 'Status',
  action: 'Action',
  view: 'View',
  viewOrder: params(' order {number}'),
  noun: 'Order',
  none: 'There are no orders',
  noneText: 'Orders you place from a product page appear here.',
  browse: 'Browse Products',
  loading: 'Loading your orders...',
  failed: 'Your orders could not be loaded.',
});

const columns = (t: ReturnType<typeof text.get>, format: ReturnType<typeof useFormat>): Column<OrderListItem>[] => [
  { header: t.number, cell: (order) => <span className="nowrap">{order.orderNumber}</span> },
  { header: t.product, cell: (order) => productNameIn(order, format.locale) },
  { header: t.date, minor: true, cell: (order) => format.date(order.createdAt) },
  { header: t.quantity, numeric: true, minor: true, cell: (order) => format.number(order.quantityOrdered) },
  { header: t.shipping, minor: true, cell: (order) => order.incoterm },
  { header: t.payment, minor: true, cell: (order) => order.paymentTerm },
  { header: t.cost, numeric: true, cell: (order) => format.usd(order.cost) },
  { header: t.status, cell: (order) => <StatusBadge kind="order" status={order.status} /> },
  {
    header: t.action,
    cell: (order) => (
      <a href={`/order/details/${order.id}`}>
        {t.view}
        <span className="visually-hidden">{t.viewOrder({ number: order.orderNumber })}</span>
      </a>
    ),
  },
];

/**
 * The buyer's orders with the header search (docs/product/limits.md order fields) and 10 per page, once they
 * have loaded (the dashboard's latest orders and My Orders load them the same way).
 */
export default function OrdersTable({ orders, caption }: { orders: ApiData<OrderListItem[]>; caption: string }) {
  const t = useMessages(text);
  const format = useFormat();
  return (
    <Loaded data={orders} loading={t.loading} failed={t.failed}>
      {(list) => (
        <DataTable
          caption={caption}
          columns={columns(t, format)}
          rows={list}
          rowKey={(order) => order.id}
          searchText={orderSearchText}
          noun={t.noun}
          empty={<EmptyState title={t.none} text={t.noneText} href="/buy-commodities" action={t.browse} />}
        />
      )}
    </Loaded>
  );
}
