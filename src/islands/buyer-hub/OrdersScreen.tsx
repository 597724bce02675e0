import type { OrderSummary } from '../../shared/buyer-hub.ts';
import type { OrderListItem } from '../../shared/order.ts';
import { messages, useFormat, useMessages } from '../../stores/locale.ts';
import { useApiData } from '../shared/useApiData.ts';
import OrdersTable from './OrdersTable.tsx';
import SignedIn, { LoadingScreen } from './SignedIn.tsx';
import SummaryCards, { SummaryCardsLoading } from './SummaryCards.tsx';
import './buyer-hub.css';

const text = messages('hub/orders', {
  summary: 'Order summary',
  total: 'Total Orders',
  pending: 'Pending Orders',
  delivered: 'Delivered Orders',
  summaryFailed: 'The order summary could not be loaded.',
  all: 'All Orders',
  caption: 'All orders',
  loading: 'Loading your orders...',
  failed: 'Your orders could not be loaded.',
});

function Orders() {
  const t = useMessages(text);
  const format = useFormat();
  const summary = useApiData<OrderSummary>('buyer-hub/order-summary');
  const orders = useApiData<OrderListItem[]>('buyer-hub/all-orders');
  return (
    <div className="hub-screen">
      {summary.state === 'loaded' ? (
        <SummaryCards
          label={t.summary}
          items={[
            { label: t.total, value: format.number(summary.data.total_orders) },
            { label: t.pending, value: format.number(summary.data.total_pending_orders), tone: 'blue' },
            { label: t.delivered, value: format.number(summary.data.total_delivered_orders), tone: 'green' },
          ]}
        />
      ) : summary.state === 'loading' ? (
        <SummaryCardsLoading count={3} />
      ) : (
        <p role="alert">{t.summaryFailed}</p>
      )}
      <section className="card" aria-labelledby="all-orders-title">
        <h2 id="all-orders-title">{t.all}</h2>
        {orders.state === 'loaded' ? (
          <OrdersTable orders={orders.data} caption={t.caption} />
        ) : orders.state === 'loading' ? (
          <LoadingScreen label={t.loading} />
        ) : (
          <p role="alert">{t.failed}</p>
        )}
      </section>
    </div>
  );
}

/** /orders: My Orders. */
export default function OrdersScreen() {
  return <SignedIn>{() => <Orders />}</SignedIn>;
}
