import { formatDateTime, formatNumber, formatUsd } from '../../../lib/format/numbers.ts';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_TERMS,
  SHIPPING_TERMS,
  type OrderStatus,
  type PaymentTerm,
  type ShippingTerm,
} from '../../../shared/common/enums.ts';
import type { StaffOrderListItem } from '../../../shared/orders/orders.staff.ts';
import StatusBadge from '../../shared/StatusBadge.tsx';
import { draftOrderPath } from '../shared/console-links.ts';
import { BuyerCell, FindCard, type ListChoice, OneBuyerNote, ResultsCard } from '../shared/ListParts.tsx';
import WaitingFor from './WaitingFor.tsx';
import { type ListFilter, urlChoice, urlPage, urlParam, useFilteredList } from '../shared/useFilteredList.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import { staffDownload } from '../../../lib/api/staff.ts';
import ExportButton from '../../shared/ExportButton.tsx';
import '../../shared/hub.css';
import '../shared/console.css';
import '../shared/order-desk.css';

interface Filter extends ListFilter {
  status?: OrderStatus | undefined;
  shipping?: ShippingTerm | undefined;
  paymentTerm?: PaymentTerm | undefined;
  buyerId?: string | undefined;
  q?: string | undefined;
}

/** The filter lives in the address bar, so a filtered list can be linked to (e.g. a buyer's orders). */
const filterFromUrl = (): Filter => ({
  status: urlChoice(ORDER_STATUSES, 'status'),
  shipping: urlChoice(SHIPPING_TERMS, 'shipping'),
  paymentTerm: urlChoice(PAYMENT_TERMS, 'paymentTerm'),
  buyerId: urlParam('buyerId'),
  q: urlParam('q'),
  page: urlPage(),
});

const options = <T extends string>(values: readonly T[], label: (value: T) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));

const CHOICES: ListChoice<Filter>[] = [
  {
    name: 'status',
    label: 'Status',
    placeholder: 'Any status',
    options: options(ORDER_STATUSES, (s) => ORDER_STATUS_LABELS[s]),
  },
  { name: 'shipping', label: 'Shipping terms', placeholder: 'Any', options: options(SHIPPING_TERMS) },
  { name: 'paymentTerm', label: 'Payment terms', placeholder: 'Any', options: options(PAYMENT_TERMS) },
];

/** Orders (agents): every buyer's orders, newest first, filtered, searched and paged on the server. */
export default function OrdersScreen() {
  const access = useScreenAccess();
  const { allowed } = access;
  const list = useFilteredList<StaffOrderListItem, Filter>('staff/orders', filterFromUrl, { enabled: allowed });

  if (!access.ready) return access.gate;

  return (
    <div className="console-screen">
      <FindCard noun="orders" list={list} choices={CHOICES} searchHint="Order number, product or buyer">
        <OneBuyerNote what="orders" list={list}>
          {(buyerId) => <a href={draftOrderPath(buyerId)}>Draft an order for them</a>}
        </OneBuyerNote>
      </FindCard>
      <ResultsCard
        title="Orders"
        noun="orders"
        one="order"
        caption="Orders, newest first"
        list={list}
        columns={['Order', 'Buyer', 'Product', 'Terms', 'Cost', 'Status', 'Waiting for', 'Placed']}
        action={<ExportButton kind="staffOrders" filters={list.filter} list="orders" download={staffDownload} />}
      >
        {list.page?.items.map((order) => (
          <tr key={order.id}>
            <td>
              <a href={`/console/orders/${order.id}`}>{order.orderNumber}</a>
            </td>
            <BuyerCell buyer={order.buyer} />
            <td>
              {order.productName}
              <br />
              <span className="muted">{formatNumber(order.quantityOrdered)} MT</span>
            </td>
            <td>
              {order.incoterm} / {order.paymentTerm}
            </td>
            <td>{formatUsd(order.cost)}</td>
            <td>
              <StatusBadge kind="order" status={order.status} />
            </td>
            <td>
              <WaitingFor waiting={order.waitingFor} compact />
            </td>
            <td>
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </td>
          </tr>
        ))}
      </ResultsCard>
    </div>
  );
}
