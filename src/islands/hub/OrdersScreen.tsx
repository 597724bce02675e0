import type { OrderSummary } from '../../shared/hub/buyer-hub.ts';
import type { OrderListItem } from '../../shared/orders/orders.contract.ts';
import { messages, useFormat, useMessages } from '../../stores/locale.ts';
import { useApiData } from '../shared/useApiData.ts';
import HubExportButton from './HubExportButton.tsx';
import OrdersTable from './OrdersTable.tsx';
import SignedIn from './SignedIn.tsx';
import { LoadedSummary } from './SummaryCards.tsx';
import './buyer-hub.css';

const text = messages('hub/orders', {
  summary: 'Order summary',
  total: 'Total Orders',
  pending: 'Pending Orders',
  delivered: 'Delivered Orders',
  summaryFailed: 'The order summary could not be loaded.',
  all: 'All Orders',
  caption: 'All orders',
  exportList: 'your orders',
});

function Orders() {
  const t = useMessages(text);
  const format = useFormat();
  const summary = useApiData<OrderSummary>('buyer-hub/order-summary');
  const orders = useApiData<OrderListItem[]>('buyer-hub/all-orders');
  return (
    <div className="hub-screen">
      <LoadedSummary summary={summary} label={t.summary} failed={t.summaryFailed}>
        {(data) => [
          { label: t.total, value: format.number(data.total_orders) },
          { label: t.pending, value: format.number(data.total_pending_orders), tone: 'blue' },
          { label: t.delivered, value: format.number(data.total_delivered_orders), tone: 'green' },
        ]}
      </LoadedSummary>
      <section className="card" aria-labelledby="all-orders-title">
        <div className="card-head">
          <h2 id="all-orders-title">{t.all}</h2>
          <HubExportButton kind="buyerOrders" list={t.exportList} />
        </div>
        <OrdersTable orders={orders} caption={t.caption} />
      </section>
    </div>
  );
}

/** /orders: My Orders. */
export default function OrdersScreen() {
  return <SignedIn>{() => <Orders />}</SignedIn>;
}
