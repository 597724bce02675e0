import { useState } from 'react';
import { formatDateTime, formatNumber, formatUsd } from '../../lib/format/numbers.ts';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_TERMS,
  SHIPPING_TERMS,
  type OrderStatus,
  type PaymentTerm,
  type ShippingTerm,
} from '../../shared/enums.ts';
import type { StaffOrderListItem } from '../../shared/order-desk.ts';
import { can } from '../../shared/permissions.ts';
import { SelectField } from '../shared/FormFields.tsx';
import StatusBadge from '../shared/StatusBadge.tsx';
import { draftOrderPath } from './console-links.ts';
import { ListSearch, OneBuyerNote, ResultsCard } from './ListParts.tsx';
import NotAllowed from './NotAllowed.tsx';
import WaitingFor from './WaitingFor.tsx';
import { type ListFilter, urlChoice, urlPage, urlParam, useFilteredPage } from './useFilteredPage.ts';
import { useStaffMember } from './useStaffMember.ts';
import '../shared/hub.css';
import './console.css';
import './order-desk.css';

interface Filter extends ListFilter {
  status?: OrderStatus | undefined;
  shipping?: ShippingTerm | undefined;
  paymentTerm?: PaymentTerm | undefined;
  buyerId?: string | undefined;
  q?: string | undefined;
}

const PAGE_SIZE = 20;

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

/** Orders (agents): every buyer's orders, newest first, filtered, searched and paged on the server. */
export default function OrdersScreen() {
  const member = useStaffMember();
  const [filter, setFilter] = useState<Filter>(filterFromUrl);
  const allowed = Boolean(member && can(member.role, 'orders.manage'));
  const { page, loading, pageCount } = useFilteredPage<StaffOrderListItem>(
    'staff/orders',
    filter,
    { ...filter, pageSize: PAGE_SIZE },
    allowed,
  );

  const change = (key: 'status' | 'shipping' | 'paymentTerm') => (event: { target: { value: string } }) =>
    setFilter((f) => ({ ...f, [key]: event.target.value || undefined, page: 1 }));

  if (!member) return <p role="status">Loading...</p>;
  if (!can(member.role, 'orders.manage')) return <NotAllowed />;
  const buyerName = filter.buyerId ? page?.items[0]?.buyer.fullName : undefined;

  return (
    <div className="console-screen">
      <section className="card" aria-labelledby="orders-filter-title">
        <h2 id="orders-filter-title">Find orders</h2>
        <div className="filters">
          <SelectField
            id="status"
            label="Status"
            value={filter.status ?? ''}
            onChange={change('status')}
            placeholder="Any status"
            options={options(ORDER_STATUSES, (s) => ORDER_STATUS_LABELS[s])}
          />
          <SelectField
            id="shipping"
            label="Shipping terms"
            value={filter.shipping ?? ''}
            onChange={change('shipping')}
            placeholder="Any"
            options={options(SHIPPING_TERMS)}
          />
          <SelectField
            id="paymentTerm"
            label="Payment terms"
            value={filter.paymentTerm ?? ''}
            onChange={change('paymentTerm')}
            placeholder="Any"
            options={options(PAYMENT_TERMS)}
          />
          <ListSearch
            value={filter.q}
            hint="Order number, product or buyer"
            onSearch={(q) => setFilter((f) => ({ ...f, q, page: 1 }))}
          />
        </div>
        {filter.buyerId && (
          <OneBuyerNote
            what="orders"
            buyerName={buyerName}
            links={<a href={draftOrderPath(filter.buyerId)}>Draft an order for them</a>}
            onShowAll={() => setFilter((f) => ({ ...f, buyerId: undefined, page: 1 }))}
          />
        )}
      </section>
      <ResultsCard
        title="Orders"
        noun="orders"
        caption="Orders, newest first"
        page={page}
        pageNumber={filter.page}
        pageCount={pageCount}
        loading={loading}
        onPage={(p) => setFilter((f) => ({ ...f, page: p }))}
        head={
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Buyer</th>
            <th scope="col">Product</th>
            <th scope="col">Terms</th>
            <th scope="col">Cost</th>
            <th scope="col">Status</th>
            <th scope="col">Waiting for</th>
            <th scope="col">Placed</th>
          </tr>
        }
      >
        {page?.items.map((order) => (
          <tr key={order.id}>
            <td>
              <a href={`/console/orders/${order.id}`}>{order.orderNumber}</a>
            </td>
            <td>
              {order.buyer.fullName}
              <br />
              <span className="muted">{order.buyer.email}</span>
            </td>
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
