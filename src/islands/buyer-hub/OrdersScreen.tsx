import { formatNumber } from '../../lib/format/numbers.ts';
import type { OrderSummary } from '../../shared/buyer-hub.ts';
import type { OrderListItem } from '../../shared/order.ts';
import { useApiData } from '../shared/useApiData.ts';
import OrdersTable from './OrdersTable.tsx';
import SignedIn, { LoadingScreen } from './SignedIn.tsx';
import SummaryCards, { SummaryCardsLoading } from './SummaryCards.tsx';
import './buyer-hub.css';

function Orders() {
  const summary = useApiData<OrderSummary>('buyer-hub/order-summary');
  const orders = useApiData<OrderListItem[]>('buyer-hub/all-orders');
  return (
    <div className="hub-screen">
      {summary.state === 'loaded' ? (
        <SummaryCards
          label="Order summary"
          items={[
            { label: 'Total Orders', value: formatNumber(summary.data.total_orders) },
            { label: 'Pending Orders', value: formatNumber(summary.data.total_pending_orders), tone: 'blue' },
            { label: 'Delivered Orders', value: formatNumber(summary.data.total_delivered_orders), tone: 'green' },
          ]}
        />
      ) : summary.state === 'loading' ? (
        <SummaryCardsLoading count={3} />
      ) : (
        <p role="alert">The order summary could not be loaded.</p>
      )}
      <section className="card" aria-labelledby="all-orders-title">
        <h2 id="all-orders-title">All Orders</h2>
        {orders.state === 'loaded' ? (
          <OrdersTable orders={orders.data} caption="All orders" />
        ) : orders.state === 'loading' ? (
          <LoadingScreen label="Loading your orders..." />
        ) : (
          <p role="alert">Your orders could not be loaded.</p>
        )}
      </section>
    </div>
  );
}

/** /orders: My Orders. */
export default function OrdersScreen() {
  return <SignedIn>{() => <Orders />}</SignedIn>;
}
