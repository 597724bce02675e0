import { formatNumber, formatUsd } from '../../lib/format/numbers.ts';
import type { CurrentUser } from '../../shared/api-types.ts';
import type { ActivitySummary } from '../../shared/buyer-hub.ts';
import type { OrderListItem } from '../../shared/order.ts';
import { useApiData } from '../shared/useApiData.ts';
import OrdersTable from './OrdersTable.tsx';
import SignedIn, { LoadingScreen } from './SignedIn.tsx';
import SummaryCards, { SummaryCardsLoading } from './SummaryCards.tsx';
import './buyer-hub.css';

const WELCOME_CARDS = [
  {
    title: 'Find your commodities',
    text: 'Browse verified African suppliers, compare origins and prices per metric tonne.',
    href: '/buy-commodities',
    action: 'Browse Products',
  },
  {
    title: 'Talk to a sourcing agent',
    text: 'CIF, CFR, local delivery or payment on documents? An agent drafts the order with you.',
    href: '/message-center',
    action: 'Open Message Center',
  },
  {
    title: 'Complete your profile',
    text: 'Add your country and phone number so our team can reach you about your orders.',
    href: '/settings',
    action: 'Go to Settings',
  },
];

/** SPEC §2.5: welcome cards on the first sign-in only. */
function Welcome({ user }: { user: CurrentUser }) {
  if (user.lastLoggedIn !== null) return null;
  return (
    <section className="card welcome" aria-labelledby="welcome-title">
      <h2 id="welcome-title">Welcome to your Dashboard</h2>
      <p>Hello {user.fullName.split(' ')[0]}, here is how to get started.</p>
      <ul className="welcome-cards">
        {WELCOME_CARDS.map((card) => (
          <li key={card.href}>
            <h3>{card.title}</h3>
            <p>{card.text}</p>
            <a className="btn btn-outline" href={card.href}>
              {card.action}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Dashboard({ user }: { user: CurrentUser }) {
  const activity = useApiData<ActivitySummary>('buyer-hub/activity-summary');
  const orders = useApiData<OrderListItem[]>('buyer-hub/all-orders');
  return (
    <div className="hub-screen">
      <Welcome user={user} />
      <section aria-labelledby="activity-title">
        <h2 id="activity-title" className="section-title">
          Activity Summary
        </h2>
        {activity.state === 'loaded' ? (
          <SummaryCards
            label="Activity Summary"
            items={[
              { label: 'Total Transactions (USD)', value: formatUsd(activity.data.total_transactions) },
              { label: 'Total Orders', value: formatNumber(activity.data.total_number_of_orders), tone: 'blue' },
              { label: 'Total Enquiries', value: formatNumber(activity.data.total_number_of_enquiries), tone: 'green' },
            ]}
          />
        ) : activity.state === 'loading' ? (
          <SummaryCardsLoading count={3} />
        ) : (
          <p role="alert">The activity summary could not be loaded.</p>
        )}
      </section>
      <section className="card" aria-labelledby="latest-title">
        <div className="card-head">
          <h2 id="latest-title">Latest Orders</h2>
          <a href="/orders">All orders</a>
        </div>
        {orders.state === 'loaded' ? (
          <OrdersTable orders={orders.data} caption="Latest orders" />
        ) : orders.state === 'loading' ? (
          <LoadingScreen label="Loading your orders..." />
        ) : (
          <p role="alert">Your orders could not be loaded.</p>
        )}
      </section>
    </div>
  );
}

/** /dashboard: Account Overview. */
export default function DashboardScreen() {
  return <SignedIn>{(user) => <Dashboard user={user} />}</SignedIn>;
}
